package org.arbiter.events.game;

import org.arbiter.events.EventType;

/** Day {@code day}'s vote is not held because {@code removedSeat} was removed (FIIM 7.1/7.2, RFM 5.7.3). */
@EventType("VoteCancelled")
public record VoteCancelled(int day, int removedSeat, String clause) implements GameEvent {
}
