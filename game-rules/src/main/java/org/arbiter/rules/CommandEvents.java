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

    /** The type of the undoable command this event opens, or null. */
    static CommandType undoableCommandOf(GameEvent event) {
        return switch (event) {
            case NightEnded e -> CommandType.END_NIGHT;
            case ShotsFired e -> CommandType.SHOOT;
            case DonChecked e -> CommandType.DON_CHECK;
            case SheriffChecked e -> CommandType.SHERIFF_CHECK;
            case BestMoveMade e -> CommandType.BEST_MOVE;
            case SpeechEnded e -> CommandType.END_SPEECH;
            case PlayerNominated e -> CommandType.NOMINATE;
            case NominationWithdrawn e -> CommandType.WITHDRAW;
            case VotesCast e -> e.kind() == BallotKind.SINGLE_CANDIDATE ? null : CommandType.VOTE;
            case LiftAllVoted e -> CommandType.LIFT_ALL;
            case FoulGiven e -> CommandType.FOUL;
            case PlayerRemoved e -> e.reason() == RemovalReason.DISQUALIFICATION ? CommandType.DISQUALIFY : null;
            case TeamDefeated e -> CommandType.TEAM_DEFEAT;
            case WillMade e -> CommandType.WILL;
            case AwardGiven e -> CommandType.AWARD;
            case AwardApproved e -> CommandType.APPROVE;
            case GameFinalized e -> CommandType.FINALIZE;
            case GameAmended e -> CommandType.AMEND;
            default -> null;
        };
    }
}
