package org.arbiter.events.game;

import org.arbiter.events.EventType;

/** Night {@code night} falls (4.5); night 0 follows the deal. */
@EventType("NightStarted")
public record NightStarted(int night) implements GameEvent {
}
