package org.arbiter.events.game;

/** Why a player was removed: his 4th foul (6.5) or a disqualifying foul (6.7). */
public enum RemovalReason {
    FOURTH_FOUL, DISQUALIFICATION
}
