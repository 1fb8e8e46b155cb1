package org.arbiter.events.game;

/** Red = civilians and the Sheriff; black = the mafia and the Don. */
public enum Team {
    RED, BLACK;

    public Team other() {
        return this == RED ? BLACK : RED;
    }
}
