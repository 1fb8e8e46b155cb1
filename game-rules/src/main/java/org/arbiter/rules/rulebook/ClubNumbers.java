package org.arbiter.rules.rulebook;

import java.math.BigDecimal;

/** The CLUB formula's numbers (docs/rules/CLUB.md §1, §3), with their clause ids. */
public record ClubNumbers(
        BigDecimal firstKilledCompensation,
        BigDecimal rightWill,
        BigDecimal wrongWillBlackWin,
        BigDecimal wrongWillRedWin,
        BigDecimal wrongVoteCritical,
        BigDecimal wrongVoteFour,
        BigDecimal removedRedTotal,
        BigDecimal unsporting,
        BigDecimal annulled,
        int willFromNight) {

    public static final String WIN = "CLUB-win";
    public static final String FIRST_KILLED = "CLUB-first-killed";
    public static final String WILL = "CLUB-will";
    public static final String BEST_MOVE = "CLUB-best-move";
    public static final String WRONG_VOTE_CRITICAL = "CLUB-wrong-vote-critical";
    public static final String WRONG_VOTE_FOUR = "CLUB-wrong-vote-four";
    public static final String BEST_PLAYERS = "CLUB-best-players";
    public static final String REMOVAL = "CLUB-removal";
    public static final String UNSPORTING = "CLUB-unsporting";
    public static final String ANNULLED = "CLUB-annulled";

    public static final ClubNumbers SEED_004 = new ClubNumbers(new BigDecimal("1"), new BigDecimal("0.5"),
            new BigDecimal("-0.5"), new BigDecimal("-1"), new BigDecimal("-1"), new BigDecimal("-0.5"),
            new BigDecimal("-1"), new BigDecimal("-1"), new BigDecimal("2"), 2);
}
