package org.arbiter.events.game;

import org.arbiter.events.EventType;

/**
 * After a protest was upheld (8.9) the chief judge changed the result: a new {@code winner}, or
 * {@code annulled} (then winner is null).
 */
@EventType("GameAmended")
public record GameAmended(Winner winner, boolean annulled, String reason) implements GameEvent {
}
