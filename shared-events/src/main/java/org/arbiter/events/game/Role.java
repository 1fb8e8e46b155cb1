package org.arbiter.events.game;

/** A card of the standard ten-player deck (4.1.3): 6 civilians, 1 Sheriff, 2 mafia, 1 Don. */
public enum Role {
    CIVILIAN, SHERIFF, MAFIA, DON;

    public Team team() {
        return this == MAFIA || this == DON ? Team.BLACK : Team.RED;
    }
}
