package org.arbiter.rules;

/** The error codes of docs/rules/TABLE-API.md, as constants. */
public final class Errors {
    public static final String MALFORMED_COMMAND = "MALFORMED_COMMAND";
    public static final String UNKNOWN_COMMAND = "UNKNOWN_COMMAND";
    public static final String UNKNOWN_OPTION = "UNKNOWN_OPTION";
    public static final String UNKNOWN_RULESET = "UNKNOWN_RULESET";
    public static final String INVALID_DEAL = "INVALID_DEAL";
    public static final String ALREADY_DEALT = "ALREADY_DEALT";
    public static final String WRONG_PHASE = "WRONG_PHASE";
    public static final String GAME_OVER = "GAME_OVER";
    public static final String GAME_NOT_OVER = "GAME_NOT_OVER";
    public static final String NOT_CURRENT_SPEAKER = "NOT_CURRENT_SPEAKER";
    public static final String NOT_AT_TABLE = "NOT_AT_TABLE";
    public static final String ALREADY_NOMINATED = "ALREADY_NOMINATED";
    public static final String ALREADY_NOMINATED_TODAY = "ALREADY_NOMINATED_TODAY";
    public static final String WITHDRAWAL_DISABLED = "WITHDRAWAL_DISABLED";
    public static final String NOTHING_TO_WITHDRAW = "NOTHING_TO_WITHDRAW";
    public static final String NOT_A_CANDIDATE = "NOT_A_CANDIDATE";
    public static final String DUPLICATE_VOTER = "DUPLICATE_VOTER";
    public static final String NOT_A_BLACK_PLAYER = "NOT_A_BLACK_PLAYER";
    public static final String ALREADY_SHOT = "ALREADY_SHOT";
    public static final String SHOOTING_NOT_RECORDED = "SHOOTING_NOT_RECORDED";
    public static final String ROLE_NOT_AT_TABLE = "ROLE_NOT_AT_TABLE";
    public static final String ALREADY_CHECKED = "ALREADY_CHECKED";
    public static final String INVALID_CHECK = "INVALID_CHECK";
    public static final String BEST_MOVE_NOT_ALLOWED = "BEST_MOVE_NOT_ALLOWED";
    public static final String NOT_FIRST_KILLED = "NOT_FIRST_KILLED";
    public static final String BEST_MOVE_ALREADY_MADE = "BEST_MOVE_ALREADY_MADE";
    public static final String INVALID_BEST_MOVE = "INVALID_BEST_MOVE";
    public static final String AWARD_TOO_MANY_PLAYERS = "AWARD_TOO_MANY_PLAYERS";
    public static final String AWARD_TOTAL_EXCEEDED = "AWARD_TOTAL_EXCEEDED";
    public static final String AWARD_PLAYER_LIMIT = "AWARD_PLAYER_LIMIT";
    public static final String AWARD_STEP = "AWARD_STEP";
    public static final String NO_EXTRAS_AFTER_DRAW = "NO_EXTRAS_AFTER_DRAW";
    public static final String INVALID_PENALTY = "INVALID_PENALTY";
    public static final String APPROVAL_REQUIRED = "APPROVAL_REQUIRED";
    public static final String NOTHING_TO_UNDO = "NOTHING_TO_UNDO";
    public static final String NOTHING_TO_APPROVE = "NOTHING_TO_APPROVE";
    public static final String ALREADY_FINALIZED = "ALREADY_FINALIZED";
    public static final String WILL_ALREADY_MADE = "WILL_ALREADY_MADE";
    public static final String NOT_IN_RULESET = "NOT_IN_RULESET";

    private Errors() {
    }
}
