package org.arbiter.rules;

import org.arbiter.events.game.*;
import org.arbiter.rules.rulebook.Rulebooks;

/** {@code evolve(state, event) → state}: applies one event, trusting it (the decider made it). Pure. */
final class Evolver {

    private Evolver() {
    }

    static GameState start(GameCreated created) {
        return GameState.start(created, Rulebooks.of(created.ruleset()));
    }

    static GameState evolve(GameState s, GameEvent event) {
        if (event instanceof GameCreated) {
            throw new IllegalArgumentException("GameCreated starts a game; it does not evolve one");
        }
        long seq = s.seq() + 1;
        if (event instanceof CommandUndone) {
            // back to the state before the command taken back; the stream's position moves on
            GameState back = s.previous().before();
            return back.at(seq, back.effectiveSeq(), back.previous());
        }
        if (event instanceof JudgeAssigned) {
            // no part of play: the stream moves on, the play's last event in force does not, so no undo names it
            return s.at(seq, s.effectiveSeq(), s.previous());
        }
        CommandType command = CommandEvents.undoableCommandOf(event);
        GameState t = s.at(seq, seq, command == null ? s.previous() : new CommandFrame(s, seq, command));
        return switch (event) {
            case RolesDealt e -> dealt(t, e);
            case NightStarted e -> t.in(Phase.NIGHT, t.day(), e.night()).with(t.streaks().phaseClosed())
                    .with(t.floor().nightFalls()).with(Night.NONE).with(t.vote().nightFalls());
            case ShotsFired e -> t.with(t.tonight().withShooting(e.killed() == null ? 0 : e.killed(), e.miss()));
            case DonChecked e -> t.with(t.tonight().withDonCheck()).with(t.result().withCheck(
                    new CheckRecord(e.night(), "DON", e.don(), e.target(), e.sheriff() ? "SHERIFF" : "NOT_SHERIFF")));
            case SheriffChecked e -> t.with(t.tonight().withSheriffCheck()).with(t.result().withCheck(
                    new CheckRecord(e.night(), "SHERIFF", e.sheriff(), e.target(), e.team().name())));
            case NightEnded e -> e.night() >= 1
                    ? t.with(t.streaks().withNightEnded(t.tonight().shotMiss() && t.seating().atTableCount() == 4))
                    : t;
            case DayStarted e -> t.in(Phase.DAY, e.day(), t.night()).with(t.streaks().phaseClosed())
                    .with(t.floor().dayBreaks(e.opener(), e.speakingOrder())).with(t.vote().dayBreaks());
            case SpeechStarted e -> t.in(switch (e.kind()) {
                case DISCUSSION -> Phase.DAY;
                case TIE -> Phase.TIE_SPEECHES;
                case LAST_WORDS -> Phase.LAST_WORDS;
            }).with(t.floor().speaking(e.seat(), e.kind(), e.seconds()));
            case SpeechEnded e -> t.with(t.floor().silent());
            case PlayerNominated e -> t.with(t.vote().withNomination(new Nomination(e.by(), e.target())));
            case NominationWithdrawn e -> t.with(t.vote().withdrawnBy(e.by()));
            case VotingStarted e -> t.in(e.round() == 1 ? Phase.VOTING : Phase.REVOTE)
                    .with(t.vote().withBallot(e.candidates(), e.round()));
            case VotesCast e -> t.with(e.kind() == BallotKind.SINGLE_CANDIDATE
                    ? t.vote().withVotes(e.counts()).withBallot(e.candidates(), 1)
                    : t.vote().withVotes(e.counts()));
            case VoteTied e -> switch (e.next()) {
                case TIE_SPEECHES -> t.in(Phase.TIE_SPEECHES).with(t.vote().withBallot(e.tied(), t.vote().round()))
                        .with(t.floor().withTieSpeeches(e.tied()));
                case LIFT_ALL -> t.in(Phase.LIFT_ALL).with(t.vote().withBallot(e.tied(), t.vote().round()));
                case NO_LIFT_ALL -> t;
            };
            case LiftAllVoted e -> t;
            case PlayerLeft e -> t.with(t.seating().withDeparture(new Departure(e.seat(), e.how(), e.day(), e.night())))
                    .with(t.floor().withDeparture(e.seat(), e.lastWords())).with(t.streaks().withDeparture());
            case FoulGiven e -> {
                GameState fouled = t.with(t.seating().withFouls(e.seat(), e.fouls()));
                boolean losesSpeech = e.fouls() == t.rulebook().table().foulsForLostSpeech()
                        && t.seating().isAtTable(e.seat());
                yield losesSpeech ? fouled.with(t.floor().withLostSpeechOwed(e.seat())) : fouled;
            }
            case PlayerRemoved e -> t.with(t.seating().withRemoval(e.seat())).with(t.floor().withRemoval(e.seat()));
            case VoteCancelled e -> t.with(t.vote().withCancelled(e.day()));
            case BestMoveMade e -> t.with(t.result().withBestMove(
                    new BestMoveRecord(e.seat(), e.targets(), e.blacks(), e.hintRequested())));
            case WillMade e -> t.with(t.floor().withWill(e.by()));
            case TeamDefeated e -> t;
            case GameEnded e -> t.in(Phase.FINISHED).with(t.result().ended(e.winner(), e.reason()))
                    .with(t.floor().gameEnds(Seats.of(e.finalLastWords())));
            case AwardGiven e -> t.with(t.result().withAward(
                    new AwardRecord(e.extra(), e.penalties(), e.awaitingApproval(), e.approvalReasons()), seq));
            case AwardApproved e -> t.with(t.result().approved());
            case GameFinalized e -> t.with(t.result().signed());
            case GameAmended e -> t.with(t.result().amended(e.annulled(), e.winner()));
            case GameCreated e -> throw new IllegalStateException();
            case CommandUndone e -> throw new IllegalStateException();
            case JudgeAssigned e -> throw new IllegalStateException();
        };
    }

    private static GameState dealt(GameState t, RolesDealt e) {
        int black = 0;
        int don = 0;
        int sheriff = 0;
        for (var entry : e.roles().entrySet()) {
            switch (entry.getValue()) {
                case DON -> {
                    don = entry.getKey();
                    black |= Seats.bit(entry.getKey());
                }
                case MAFIA -> black |= Seats.bit(entry.getKey());
                case SHERIFF -> sheriff = entry.getKey();
                case CIVILIAN -> {
                }
            }
        }
        return t.in(Phase.NIGHT, t.day(), 0).with(t.seating().withRoles(black, don, sheriff));
    }
}
