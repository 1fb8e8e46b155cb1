package org.arbiter.events.game;

/** The result of a game: a team's win or a draw (7.9). */
public enum Winner {
    RED, BLACK, DRAW;

    public static Winner of(Team team) {
        return team == Team.RED ? RED : BLACK;
    }
}
