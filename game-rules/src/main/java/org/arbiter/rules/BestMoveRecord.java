package org.arbiter.rules;

import java.util.List;

/** The best move as recorded: by whom, the seats named, how many black, whether he asked for a hint. */
public record BestMoveRecord(int seat, List<Integer> targets, int blacks, boolean hintRequested) {
}
