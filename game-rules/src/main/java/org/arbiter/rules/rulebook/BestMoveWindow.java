package org.arbiter.rules.rulebook;

/** When the first-killed player names his best move (docs/rules/RULES.md §5). */
public enum BestMoveWindow {
    /** FIIM 2018 8.3, CLUB: during his morning last words */
    LAST_WORDS,
    /** FSM 4.5.9, RFM 4.5.10: at night, after the kill is announced, before the night ends */
    NIGHT
}
