package org.arbiter.events.game;

import java.util.List;
import org.arbiter.events.EventType;

/**
 * The first-killed player's best move (8.3; FSM 4.5.9; RFM 4.5.10): up to three other seats;
 * {@code blacks}: how many of them are black; {@code hintRequested}: he asked for a hint (FIIM 8.3.5).
 */
@EventType("BestMoveMade")
public record BestMoveMade(int seat, List<Integer> targets, boolean hintRequested, int blacks) implements GameEvent {
}
