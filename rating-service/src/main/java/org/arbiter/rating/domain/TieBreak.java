package org.arbiter.rating.domain;

/** What decided a place against a neighbour (004 8.8), in the order the rules apply them. */
public enum TieBreak {
    /** more rating points: main + extra (8.8) */
    POINTS("8.8"),
    /** more extra points: 8.2.4, 8.3, 8.4, 8.5 (8.8.1) */
    EXTRA("8.8.1"),
    /** more wins (8.8.2) */
    WINS("8.8.2"),
    /** more wins as Don or Sheriff (8.8.3) */
    DON_SHERIFF_WINS("8.8.3"),
    /** more deaths on the first night (8.8.4) */
    FIRST_NIGHT_DEATHS("8.8.4"),
    /** the drawn lot (8.8.5) */
    LOT("8.8.5"),
    /** removed from the tournament (7.3): ranked after every player still in it */
    REMOVED("7.3");

    private final String clause;

    TieBreak(String clause) {
        this.clause = clause;
    }

    public String clause() {
        return clause;
    }
}
