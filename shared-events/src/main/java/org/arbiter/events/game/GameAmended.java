package org.arbiter.events.game;

import org.arbiter.events.EventType;

/**
 * After a protest was upheld (8.9) the chief judge changed the result: a new {@code winner}, or
 * {@code annulled} (then winner is null). {@code protestId}: the upheld protest that caused it (protocol-service's
 * id), or null when the chief judge named none (and in events written before the field existed).
 */
@EventType("GameAmended")
public record GameAmended(Winner winner, boolean annulled, String reason, String protestId) implements GameEvent {
}
