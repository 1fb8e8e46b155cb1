package org.arbiter.game.store;

import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;

/** An event and its JSON, written once for the event row, the outbox row and the judge's answer. */
public record EncodedEvent(EventEnvelope envelope, String json) {

    public static EncodedEvent of(EventEnvelope envelope) {
        return new EncodedEvent(envelope, EventJson.write(envelope));
    }
}
