package org.arbiter.events.game;

import org.arbiter.events.EventType;

/** The judge ended night {@code night}; {@code killed} (or null) leaves now (4.5.4). */
@EventType("NightEnded")
public record NightEnded(int night, Integer killed) implements GameEvent {
}
