package org.arbiter.events.game;

/** How a player left the table: killed at night, voted out by day, removed (4th foul or disqualification). */
public enum DepartureHow {
    KILLED, VOTED, REMOVED
}
