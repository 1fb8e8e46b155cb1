package org.arbiter.events.game;

import org.arbiter.events.EventType;

/** {@code seat} got a foul (6.6); {@code fouls}: his count now. A 4th is followed by his removal (6.5). */
@EventType("FoulGiven")
public record FoulGiven(int seat, int fouls, boolean afterGameEnd) implements GameEvent {
}
