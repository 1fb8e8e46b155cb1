package org.arbiter.events;

/**
 * The payload of an event. Every concrete payload is a record annotated with {@link EventType} and
 * permitted by one of the sealed stream roots listed in {@link EventTypes}.
 */
public interface EventPayload {
}
