package org.arbiter.game.domain;

import org.arbiter.game.store.GameRow;
import org.arbiter.rules.GameState;

/**
 * A game's state as the engine folded it from the stream up to {@code lastSeq}.
 * The version the API shows is the number of events after the game's creation: {@code lastSeq - 1}.
 * {@code wholeHistory}: the state holds the frame of every command an undo may take back (folded from the stream's
 * start), not only the last one, as the cache keeps it ({@link GameCache}).
 */
public record LoadedGame(GameRow row, GameState state, long lastSeq, boolean wholeHistory) {

    /** A game folded from its start. */
    public LoadedGame(GameRow row, GameState state, long lastSeq) {
        this(row, state, lastSeq, true);
    }

    public long version() {
        return lastSeq - 1;
    }
}
