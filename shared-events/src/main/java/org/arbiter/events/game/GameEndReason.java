package org.arbiter.events.game;

/** Why a game ended (docs/rules/RULES.md §8). */
public enum GameEndReason {
    /** no black player left at the table: red wins */
    NO_BLACK_LEFT,
    /** black players at the table are at least as many as red ones: black wins */
    BLACK_PARITY,
    /** three nights and three days in a row with nobody leaving (7.9) */
    QUIET_ROUNDS_DRAW,
    /** three black misses in a row with four players at the table: red wins (7.8) */
    THREE_MISSES_AT_FOUR,
    /** the violator's team lost (6.8) */
    TEAM_DEFEAT
}
