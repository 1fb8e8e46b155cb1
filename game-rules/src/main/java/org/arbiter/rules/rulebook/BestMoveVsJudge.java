package org.arbiter.rules.rulebook;

/** How best-move points meet the judge's extra points for the same player (docs/rules/RULES.md §5, §9, §12.8). */
public enum BestMoveVsJudge {
    /** FIIM, CLUB: both add up */
    SUM,
    /** FSM 8.4.6: the larger; his judge's points never count in the game's limit */
    MAX_JUDGE_OUTSIDE_LIMIT,
    /** RFM 6.4.8: the larger; his judge's points count in the limit when they are the larger */
    MAX_JUDGE_IN_LIMIT_WHEN_LARGER
}
