package org.arbiter.rules;

import java.util.HashMap;
import java.util.Map;

/**
 * The judge's command types (docs/rules/TABLE-API.md "Commands"), in the order a console offers them.
 * {@link #wireName()} is the TABLE-API name: a command's {@code "type"}, an entry of {@code allowed}, a
 * {@code CommandUndone}'s {@code command}.
 */
public enum CommandType {
    DEAL("deal", Kind.SETUP),
    END_NIGHT("endNight", Kind.PLAY),
    SHOOT("shoot", Kind.PLAY),
    DON_CHECK("donCheck", Kind.PLAY),
    SHERIFF_CHECK("sheriffCheck", Kind.PLAY),
    BEST_MOVE("bestMove", Kind.PLAY),
    END_SPEECH("endSpeech", Kind.PLAY),
    NOMINATE("nominate", Kind.PLAY),
    WITHDRAW("withdraw", Kind.PLAY),
    VOTE("vote", Kind.PLAY),
    LIFT_ALL("liftAll", Kind.PLAY),
    WILL("will", Kind.PLAY),
    FOUL("foul", Kind.DISCIPLINE),
    DISQUALIFY("disqualify", Kind.DISCIPLINE),
    TEAM_DEFEAT("teamDefeat", Kind.PLAY),
    AWARD("award", Kind.AFTER_GAME),
    APPROVE("approve", Kind.CHIEF_JUDGE),
    FINALIZE("finalize", Kind.AFTER_GAME),
    AMEND("amend", Kind.CHIEF_JUDGE),
    UNDO("undo", Kind.UNDO);

    private enum Kind { SETUP, PLAY, DISCIPLINE, AFTER_GAME, CHIEF_JUDGE, UNDO }

    private static final Map<String, CommandType> BY_WIRE_NAME = new HashMap<>();

    static {
        for (CommandType type : values()) {
            BY_WIRE_NAME.put(type.wireName, type);
        }
    }

    private final String wireName;
    private final Kind kind;

    CommandType(String wireName, Kind kind) {
        this.wireName = wireName;
        this.kind = kind;
    }

    /** The type named {@code wireName} in TABLE-API, or null for none. */
    public static CommandType ofWireName(String wireName) {
        return BY_WIRE_NAME.get(wireName);
    }

    public String wireName() {
        return wireName;
    }

    /** A command of the game's flow: after the end it is GAME_OVER. */
    public boolean ofPlay() {
        return kind == Kind.PLAY;
    }

    /** A command of the chief judge's role ({@code approve}, {@code amend}). */
    public boolean chiefJudgeOnly() {
        return kind == Kind.CHIEF_JUDGE;
    }
}
