package org.arbiter.rules;

import static org.arbiter.rules.CommandType.*;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * The phases as the judge's view names them (docs/rules/TABLE-API.md), each with the command types it
 * accepts.
 * A command a phase does not accept is WRONG_PHASE (GAME_OVER once the game ended).
 */
public enum Phase {
    SETUP(EnumSet.of(DEAL)),
    NIGHT(EnumSet.of(END_NIGHT, SHOOT, DON_CHECK, SHERIFF_CHECK, BEST_MOVE, FOUL, DISQUALIFY, TEAM_DEFEAT, UNDO)),
    DAY(EnumSet.of(END_SPEECH, NOMINATE, WITHDRAW, BEST_MOVE, FOUL, DISQUALIFY, TEAM_DEFEAT, UNDO)),
    VOTING(EnumSet.of(VOTE, BEST_MOVE, FOUL, DISQUALIFY, TEAM_DEFEAT, UNDO)),
    TIE_SPEECHES(EnumSet.of(END_SPEECH, BEST_MOVE, FOUL, DISQUALIFY, TEAM_DEFEAT, UNDO)),
    REVOTE(EnumSet.of(VOTE, BEST_MOVE, FOUL, DISQUALIFY, TEAM_DEFEAT, UNDO)),
    LIFT_ALL(EnumSet.of(CommandType.LIFT_ALL, BEST_MOVE, FOUL, DISQUALIFY, TEAM_DEFEAT, UNDO)),
    LAST_WORDS(EnumSet.of(END_SPEECH, BEST_MOVE, WILL, FOUL, DISQUALIFY, TEAM_DEFEAT, UNDO)),
    FINISHED(EnumSet.of(FOUL, DISQUALIFY, AWARD, APPROVE, FINALIZE, AMEND, UNDO));

    private final Set<CommandType> accepts;

    Phase(EnumSet<CommandType> accepts) {
        this.accepts = Collections.unmodifiableSet(accepts);
    }

    /** The types this phase accepts, in {@link CommandType}'s order. */
    public Set<CommandType> accepts() {
        return accepts;
    }

    public boolean accepts(CommandType type) {
        return accepts.contains(type);
    }
}
