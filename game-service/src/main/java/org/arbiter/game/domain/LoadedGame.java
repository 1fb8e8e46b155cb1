package org.arbiter.game.domain;

import org.arbiter.game.store.GameRow;
import org.arbiter.rules.GameState;

/**
 * A game's state as the engine folded it from the stream up to {@code lastSeq}.
 * The version the API shows is the number of events after the game's creation: {@code lastSeq - 1}.
 */
public record LoadedGame(GameRow row, GameState state, long lastSeq) {

    public long version() {
        return lastSeq - 1;
    }
}
