package org.arbiter.rules;

import org.arbiter.events.game.*;

/**
 * Which event opens which judge's command. Every accepted command's first event is the only one of
 * its command that opens one (a property test holds this), so folding the events alone finds the
 * command boundaries that {@code undo} steps back over (docs/rules/RULES.md §12.17). The deal is not undoable.
 */
final class CommandEvents {

    private CommandEvents() {
    }

    /** The TABLE-API type of the undoable command this event opens, or null. */
    static String undoableCommandOf(GameEvent event) {
        return switch (event) {
            case NightEnded e -> "endNight";
            case ShotsFired e -> "shoot";
            case DonChecked e -> "donCheck";
            case SheriffChecked e -> "sheriffCheck";
            case BestMoveMade e -> "bestMove";
            case SpeechEnded e -> "endSpeech";
            case PlayerNominated e -> "nominate";
            case NominationWithdrawn e -> "withdraw";
            case VotesCast e -> e.kind() == BallotKind.SINGLE_CANDIDATE ? null : "vote";
            case LiftAllVoted e -> "liftAll";
            case FoulGiven e -> "foul";
            case PlayerRemoved e -> e.reason() == RemovalReason.DISQUALIFICATION ? "disqualify" : null;
            case TeamDefeated e -> "teamDefeat";
            case WillMade e -> "will";
            case AwardGiven e -> "award";
            case AwardApproved e -> "approve";
            case GameFinalized e -> "finalize";
            case GameAmended e -> "amend";
            default -> null;
        };
    }
}
