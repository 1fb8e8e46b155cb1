package org.arbiter.rules;

import java.util.Set;

/**
 * The phases as the judge's view names them (docs/rules/TABLE-API.md), each with the command types it accepts.
 * A command a phase does not accept is WRONG_PHASE (GAME_OVER once the game ended).
 */
public enum Phase {
    SETUP(Set.of("deal")),
    NIGHT(Set.of("endNight", "shoot", "donCheck", "sheriffCheck", "bestMove", "foul", "disqualify", "teamDefeat", "undo")),
    DAY(Set.of("endSpeech", "nominate", "withdraw", "bestMove", "foul", "disqualify", "teamDefeat", "undo")),
    VOTING(Set.of("vote", "bestMove", "foul", "disqualify", "teamDefeat", "undo")),
    TIE_SPEECHES(Set.of("endSpeech", "bestMove", "foul", "disqualify", "teamDefeat", "undo")),
    REVOTE(Set.of("vote", "bestMove", "foul", "disqualify", "teamDefeat", "undo")),
    LIFT_ALL(Set.of("liftAll", "bestMove", "foul", "disqualify", "teamDefeat", "undo")),
    LAST_WORDS(Set.of("endSpeech", "bestMove", "will", "foul", "disqualify", "teamDefeat", "undo")),
    FINISHED(Set.of("foul", "disqualify", "award", "approve", "finalize", "amend", "undo"));

    /** Commands of the game's flow: after the end they are GAME_OVER. */
    public static final Set<String> GAME_COMMANDS = Set.of("endNight", "shoot", "donCheck", "sheriffCheck", "bestMove",
            "endSpeech", "nominate", "withdraw", "vote", "liftAll", "teamDefeat", "will");

    private final Set<String> accepts;

    Phase(Set<String> accepts) {
        this.accepts = accepts;
    }

    public Set<String> accepts() {
        return accepts;
    }

    public boolean accepts(String commandType) {
        return accepts.contains(commandType);
    }
}
