package org.arbiter.events.game;

import org.arbiter.events.EventType;

/**
 * {@code seat} was removed: 4th foul (6.5) or disqualifying foul (6.7, {@code clause} as the judge named
 * it). {@code leavesTable}: he was still at the table and leaves now (a PlayerLeft follows); false when
 * he had already left (his own last words) or the game had ended (7.12: the result stands).
 */
@EventType("PlayerRemoved")
public record PlayerRemoved(int seat, RemovalReason reason, String clause, Integer day, Integer night,
        boolean leavesTable, boolean afterGameEnd) implements GameEvent {
}
