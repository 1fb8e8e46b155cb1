package org.arbiter.rules;

import java.time.Instant;

/** {@code decide(state, command, now) → events | rejection}: the phase check, then the command's own rules. */
final class Decider {

    private Decider() {
    }

    static Rejection reject(String error, String rule, String message) {
        return new Rejection(error, rule, message);
    }

    static Decision decide(GameState state, Command command, Instant now) {
        Emitter em = new Emitter(state, now);
        Rejection rejection = run(em, command);
        return rejection != null ? new Rejected(rejection) : new Accepted(em.events());
    }

    /** Decides and returns the resulting state too (the same as folding the events). */
    static Step play(GameState state, Command command, Instant now) {
        Emitter em = new Emitter(state, now);
        Rejection rejection = run(em, command);
        return rejection != null ? new Step(new Rejected(rejection), state) : new Step(new Accepted(em.events()), em.state());
    }

    private static Rejection run(Emitter em, Command command) {
        Rejection rejection = phaseCheck(em.state(), command);
        if (rejection != null) {
            return rejection;
        }
        return switch (command) {
            case Deal c -> DealCommand.deal(em, c);
            case EndNight c -> NightCommands.endNight(em);
            case Shoot c -> NightCommands.shoot(em, c);
            case DonCheck c -> NightCommands.donCheck(em, c);
            case SheriffCheck c -> NightCommands.sheriffCheck(em, c);
            case BestMove c -> BestMoveCommands.bestMove(em, c);
            case Will c -> BestMoveCommands.will(em, c);
            case EndSpeech c -> DayCommands.endSpeech(em);
            case Nominate c -> DayCommands.nominate(em, c);
            case Withdraw c -> DayCommands.withdraw(em, c);
            case Vote c -> VotingCommands.vote(em, c);
            case LiftAll c -> VotingCommands.liftAll(em, c);
            case Foul c -> Discipline.foul(em, c);
            case Disqualify c -> Discipline.disqualify(em, c);
            case TeamDefeat c -> Discipline.teamDefeat(em, c);
            case Award c -> AfterGameCommands.award(em, c);
            case Approve c -> AfterGameCommands.approve(em);
            case Finalize c -> AfterGameCommands.finalizeGame(em);
            case Amend c -> AfterGameCommands.amend(em, c);
            case Undo c -> UndoCommand.undo(em);
        };
    }

    /**
     * The checks every command meets first, in the order of docs/rules/TABLE-API.md "Error codes": what the ruleset
     * or options forbid, then the game's state (a game command after the end is GAME_OVER, any other judge's command
     * after finalize ALREADY_FINALIZED, an after-game command before the end GAME_NOT_OVER), then the phase. The
     * command's own checks follow: who (the speaker, a seat at the table), then the rule's own conditions.
     */
    static Rejection phaseCheck(GameState s, Command command) {
        CommandType type = command.type();
        if (command instanceof Will && !s.rulebook().wills()) {
            return reject(Errors.NOT_IN_RULESET, "CLUB F8", "wills exist in the CLUB ruleset only");
        }
        if (command instanceof Withdraw && !s.created().options().withdrawal()) {
            return reject(Errors.WITHDRAWAL_DISABLED, "7.11", "the tournament switched withdrawal off");
        }
        if (s.finished() && type.ofPlay()) {
            return reject(Errors.GAME_OVER, "8", "the game has ended");
        }
        if (s.result().finalized()) {
            // the protocol is signed: only the chief judge's approve (nothing awaits it now) and amend remain
            return type.chiefJudgeOnly() ? null : reject(Errors.ALREADY_FINALIZED, "9", "the protocol is signed");
        }
        if (command instanceof Deal) {
            return s.seating().dealt() ? reject(Errors.ALREADY_DEALT, "4.1.3", "the roles are already dealt") : null;
        }
        if (s.finished()) {
            if (command instanceof Amend) {
                return reject(Errors.WRONG_PHASE, "8.9", "amend follows a protest on a signed protocol");
            }
            return null;
        }
        if (command instanceof Award || command instanceof Finalize) {
            return reject(Errors.GAME_NOT_OVER, "8.4", type.wireName() + " comes after the game ended");
        }
        if (command instanceof Approve) {
            return reject(Errors.NOTHING_TO_APPROVE, "8.4.3", "no award awaits approval");
        }
        if (!s.seating().dealt()) {
            return reject(Errors.WRONG_PHASE, "4.1.3", "no " + type.wireName() + " before the deal");
        }
        if (!s.phase().accepts(type)) {
            return reject(Errors.WRONG_PHASE, null, type.wireName() + " is not accepted in phase " + s.phase());
        }
        return null;
    }
}
