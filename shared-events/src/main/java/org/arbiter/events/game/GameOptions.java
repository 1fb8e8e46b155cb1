package org.arbiter.events.game;

/**
 * The geographic rules (7.11).
 *
 * @param withdrawal          a speaker may withdraw his nomination (4.4.3)
 * @param noLiftAtThreeOrFour no lift-all vote with 3 or 4 at the table (7.6)
 */
public record GameOptions(boolean withdrawal, boolean noLiftAtThreeOrFour) {
    public static final GameOptions DEFAULT = new GameOptions(true, true);
}
