package org.arbiter.events.game;

import org.arbiter.events.EventType;

/**
 * CLUB: a will (F8–F11) by the player killed on {@code night} (2+), in his morning last words.
 * {@code target}: the seat he named, null for none; {@code reminded}: false when the judge forgot to remind him.
 */
@EventType("WillMade")
public record WillMade(int by, Integer target, boolean reminded, int night) implements GameEvent {
}
