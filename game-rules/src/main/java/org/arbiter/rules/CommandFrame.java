package org.arbiter.rules;

/**
 * The state before an undoable command, with the seq of that command's first event and its type: what
 * an undo returns to (docs/rules/RULES.md §12.17).
 */
public record CommandFrame(GameState before, long firstSeq, CommandType command) {
}
