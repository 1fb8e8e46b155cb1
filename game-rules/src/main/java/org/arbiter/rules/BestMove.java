package org.arbiter.rules;

import java.util.List;

/** The first-killed player's best move: up to 3 seats; {@code by} optional; hint asked (8.3.5). */
public record BestMove(List<Integer> targets, Integer by, boolean hintRequested) implements Command {
    public CommandType type() { return CommandType.BEST_MOVE; }
}
