package org.arbiter.events.game;

import org.arbiter.events.EventType;

/**
 * A departure: {@code seat} leaves the table, {@code how}, on {@code day} or {@code night} (the other is
 * null), under {@code clause}. {@code lastWords}: whether he gets last words (not after a removal, 6.5).
 */
@EventType("PlayerLeft")
public record PlayerLeft(int seat, DepartureHow how, Integer day, Integer night, String clause, boolean lastWords)
        implements GameEvent {
}
