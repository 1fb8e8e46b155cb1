package org.arbiter.rules;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.game.*;
import org.arbiter.rules.rulebook.Rulebooks;

/** {@code evolve(state, event) → state}: applies one event, trusting it (the decider made it). Pure. */
final class Evolver {

    private Evolver() {
    }

    static GameState start(GameCreated created) {
        return new GameState(created, Rulebooks.of(created.ruleset()), 1, 1, 0, 0, 0, Phase.SETUP, 0, 0, Seats.ALL,
                0, null, 0, List.of(), -1, 0, List.of(), List.of(), 0, List.of(), List.of(), false, 0, false, false,
                false, 0, Fouls.NONE, List.of(), 0, 0, null, 0, 0, false, 0, List.of(), null, null, 0, false, null,
                0, false, List.of(), 0, List.of(), null);
    }

    static GameState evolve(GameState s, GameEvent event) {
        if (event instanceof GameCreated) {
            throw new IllegalArgumentException("GameCreated starts a game; it does not evolve one");
        }
        if (event instanceof CommandUndone) {
            // back to the state before the command taken back; the stream's position moves on
            GameState.Builder back = s.previous().before().edit();
            back.seq = s.seq() + 1;
            return back.build();
        }
        GameState.Builder b = s.edit();
        b.seq = s.seq() + 1;
        b.effectiveSeq = b.seq;
        String command = CommandEvents.undoableCommandOf(event);
        if (command != null) {
            b.previous = new CommandFrame(s, b.seq, command);
        }
        switch (event) {
            case RolesDealt e -> dealt(b, e);
            case NightStarted e -> {
                closePhase(b);
                b.phase = Phase.NIGHT;
                b.night = e.night();
                clearSpeech(b);
                b.shot = false;
                b.shotTarget = 0;
                b.shotMiss = false;
                b.donChecked = false;
                b.sheriffChecked = false;
                b.nominations = List.of();
                b.votes = List.of();
                b.ballot = List.of();
                b.round = 0;
                b.tieQueue = List.of();
            }
            case ShotsFired e -> {
                b.shot = true;
                b.shotTarget = e.killed() == null ? 0 : e.killed();
                b.shotMiss = e.miss();
            }
            case DonChecked e -> {
                b.donChecked = true;
                b.checks = plus(s.checks(), new CheckRecord(e.night(), "DON", e.don(), e.target(),
                        e.sheriff() ? "SHERIFF" : "NOT_SHERIFF"));
            }
            case SheriffChecked e -> {
                b.sheriffChecked = true;
                b.checks = plus(s.checks(), new CheckRecord(e.night(), "SHERIFF", e.sheriff(), e.target(),
                        e.team().name()));
            }
            case NightEnded e -> {
                if (e.night() >= 1) {
                    boolean missAtFour = s.shotMiss() && s.atTableCount() == 4;
                    b.missesAtFour = missAtFour ? s.missesAtFour() + 1 : 0;
                }
            }
            case DayStarted e -> {
                closePhase(b);
                b.phase = Phase.DAY;
                b.day = e.day();
                b.lastOpener = e.opener();
                b.speakingOrder = e.speakingOrder();
                b.discussionIndex = -1;
                b.nominations = List.of();
                b.ballot = List.of();
                b.round = 0;
                b.tieQueue = List.of();
                clearSpeech(b);
            }
            case SpeechStarted e -> {
                b.speaker = e.seat();
                b.speechKind = e.kind();
                b.seconds = e.seconds();
                switch (e.kind()) {
                    case DISCUSSION -> {
                        b.phase = Phase.DAY;
                        b.discussionIndex = s.speakingOrder().indexOf(e.seat());
                        b.owesLostSpeech = s.owesLostSpeech() & ~Seats.bit(e.seat());
                    }
                    case TIE -> {
                        b.phase = Phase.TIE_SPEECHES;
                        b.tieQueue = minus(s.tieQueue(), e.seat());
                    }
                    case LAST_WORDS -> {
                        b.phase = Phase.LAST_WORDS;
                        b.lastWordsQueue = minus(s.lastWordsQueue(), e.seat());
                    }
                }
            }
            case SpeechEnded e -> clearSpeech(b);
            case PlayerNominated e -> b.nominations = plus(s.nominations(), new Nomination(e.by(), e.target()));
            case NominationWithdrawn e -> b.nominations = s.nominations().stream()
                    .filter(n -> n.by() != e.by()).toList();
            case VotingStarted e -> {
                b.phase = e.round() == 1 ? Phase.VOTING : Phase.REVOTE;
                b.ballot = e.candidates();
                b.round = e.round();
            }
            case VotesCast e -> {
                b.votes = e.counts();
                if (e.kind() == BallotKind.SINGLE_CANDIDATE) {
                    b.ballot = e.candidates();
                    b.round = 1;
                }
            }
            case VoteTied e -> {
                switch (e.next()) {
                    case TIE_SPEECHES -> {
                        b.phase = Phase.TIE_SPEECHES;
                        b.ballot = e.tied();
                        b.tieQueue = e.tied();
                    }
                    case LIFT_ALL -> {
                        b.phase = Phase.LIFT_ALL;
                        b.ballot = e.tied();
                    }
                    case NO_LIFT_ALL -> {
                    }
                }
            }
            case LiftAllVoted e -> {
            }
            case PlayerLeft e -> left(s, b, e);
            case FoulGiven e -> {
                b.fouls = s.fouls().with(e.seat(), e.fouls());
                if (e.fouls() == s.rulebook().table().foulsForLostSpeech() && Seats.has(s.atTable(), e.seat())) {
                    b.owesLostSpeech = s.owesLostSpeech() | Seats.bit(e.seat());
                }
            }
            case PlayerRemoved e -> {
                b.removed = s.removed() | Seats.bit(e.seat());
                b.finalLastWords = s.finalLastWords() & ~Seats.bit(e.seat());
                b.lastWordsQueue = minus(s.lastWordsQueue(), e.seat());
                b.tieQueue = minus(s.tieQueue(), e.seat());
                if (s.speaker() == e.seat()) {
                    clearSpeech(b);
                }
            }
            case VoteCancelled e -> {
                List<Integer> days = new ArrayList<>(s.cancelledVotes());
                days.add(e.day());
                days.sort(null);
                b.cancelledVotes = List.copyOf(days);
            }
            case BestMoveMade e -> b.bestMove = new BestMoveRecord(e.seat(), e.targets(), e.blacks(), e.hintRequested());
            case WillMade e -> b.willsMade = s.willsMade() | Seats.bit(e.by());
            case TeamDefeated e -> {
            }
            case GameEnded e -> {
                b.phase = Phase.FINISHED;
                b.winner = e.winner();
                b.endReason = e.reason();
                b.finalLastWords = Seats.of(e.finalLastWords());
                b.lastWordsQueue = List.of();
                b.tieQueue = List.of();
                clearSpeech(b);
            }
            case AwardGiven e -> {
                b.award = new AwardRecord(e.extra(), e.penalties(), e.awaitingApproval(), e.approvalReasons());
                b.awardSeq = b.seq;
            }
            case AwardApproved e -> {
                AwardRecord a = s.award();
                b.award = new AwardRecord(a.extra(), a.penalties(), false, a.approvalReasons());
            }
            case GameFinalized e -> b.finalized = true;
            case GameAmended e -> {
                b.annulled = e.annulled();
                b.winner = e.annulled() ? null : e.winner();
            }
            case GameCreated e -> throw new IllegalStateException();
            case CommandUndone e -> throw new IllegalStateException();
        }
        return b.build();
    }

    private static void dealt(GameState.Builder b, RolesDealt e) {
        int black = 0;
        for (var entry : e.roles().entrySet()) {
            switch (entry.getValue()) {
                case DON -> {
                    b.don = entry.getKey();
                    black |= Seats.bit(entry.getKey());
                }
                case MAFIA -> black |= Seats.bit(entry.getKey());
                case SHERIFF -> b.sheriff = entry.getKey();
                case CIVILIAN -> {
                }
            }
        }
        b.blackMask = black;
        b.phase = Phase.NIGHT;
        b.night = 0;
    }

    private static void left(GameState s, GameState.Builder b, PlayerLeft e) {
        int bit = Seats.bit(e.seat());
        b.atTable = s.atTable() & ~bit;
        b.departures = plus(s.departures(), new Departure(e.seat(), e.how(), e.day(), e.night()));
        b.quietStreak = 0;
        b.departureThisPhase = true;
        b.owesLostSpeech = s.owesLostSpeech() & ~bit;
        if (e.lastWords()) {
            b.lastWordsQueue = plus(s.lastWordsQueue(), e.seat());
        }
        if (e.how() == DepartureHow.KILLED && e.night() != null && e.night() == 1) {
            b.firstKilled = e.seat();
        }
        if (e.how() == DepartureHow.VOTED && e.day() != null && e.day() == 1) {
            b.votedOutOnDay1 = s.votedOutOnDay1() + 1;
        }
        if (e.how() == DepartureHow.REMOVED) {
            b.removed = s.removed() | bit;
        }
    }

    /** A night or a day ends: count it for 7.9 when nobody left in it. */
    private static void closePhase(GameState.Builder b) {
        b.quietStreak = b.departureThisPhase ? 0 : b.quietStreak + 1;
        b.departureThisPhase = false;
    }

    private static void clearSpeech(GameState.Builder b) {
        b.speaker = 0;
        b.speechKind = null;
        b.seconds = 0;
    }

    static <T> List<T> plus(List<T> list, T item) {
        List<T> copy = new ArrayList<>(list.size() + 1);
        copy.addAll(list);
        copy.add(item);
        return List.copyOf(copy);
    }

    static List<Integer> minus(List<Integer> list, int seat) {
        if (!list.contains(seat)) {
            return list;
        }
        List<Integer> copy = new ArrayList<>(list);
        copy.remove(Integer.valueOf(seat));
        return List.copyOf(copy);
    }
}
