package org.arbiter.rules;

/**
 * The counts toward the quiet draw (7.9) and the red win after misses at four (7.8).
 *
 * @param quietStreak nights and days in a row with nobody leaving (7.9)
 * @param departureThisPhase someone left in the current night or day
 * @param missesAtFour black misses in a row with four at the table (7.8)
 */
public record Streaks(int quietStreak, boolean departureThisPhase, int missesAtFour) {

    static final Streaks NONE = new Streaks(0, false, 0);

    /** The night or day ends: it counts for 7.9 when nobody left in it. */
    Streaks phaseClosed() {
        return new Streaks(departureThisPhase ? 0 : quietStreak + 1, false, missesAtFour);
    }

    Streaks withDeparture() {
        return new Streaks(0, true, missesAtFour);
    }

    /** Dawn after a night's shooting: a miss with four at the table extends the run, anything else ends it. */
    Streaks withNightEnded(boolean missAtFour) {
        return new Streaks(quietStreak, departureThisPhase, missAtFour ? missesAtFour + 1 : 0);
    }
}
