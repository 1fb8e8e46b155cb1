package org.arbiter.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.arbiter.events.game.SpeechKind;

/** Builds the judge's and the public view from a state. */
final class Views {

    private static final List<String> ORDER = List.of("deal", "endNight", "shoot", "donCheck", "sheriffCheck",
            "bestMove", "endSpeech", "nominate", "withdraw", "vote", "liftAll", "will", "foul", "disqualify",
            "teamDefeat", "award", "approve", "finalize", "amend", "undo");

    private Views() {
    }

    static JudgeView judge(GameState s) {
        return new JudgeView(s.phase().name(), s.day(), s.night(), s.speaker() == 0 ? null : s.speaker(),
                s.speaker() == 0 ? null : s.seconds(), candidates(s), Seats.list(s.atTable()), s.fouls().asMap(),
                s.cancelledVotes(), allowed(s), roles(s), s.winner() == null ? null : s.winner().name(),
                departures(s), bestMove(s, true), s.checks(), s.finalized(),
                s.award() != null && s.award().awaitingApproval(), s.annulled(), s.created().players(), s.votes());
    }

    static PublicView publicView(GameState s) {
        boolean over = s.finished();
        return new PublicView(s.phase().name(), s.day(), s.night(), s.speaker() == 0 ? null : s.speaker(),
                s.speaker() == 0 ? null : s.seconds(), candidates(s), Seats.list(s.atTable()), s.fouls().asMap(),
                s.cancelledVotes(), over ? roles(s) : null, s.winner() == null ? null : s.winner().name(),
                departures(s), bestMove(s, over), over ? s.checks() : List.of(), s.finalized(), s.annulled(),
                s.created().players(), s.votes());
    }

    static List<Integer> candidates(GameState s) {
        return switch (s.phase()) {
            case DAY -> s.candidates();
            case VOTING, REVOTE, TIE_SPEECHES, LIFT_ALL -> s.ballot();
            default -> List.of();
        };
    }

    static Map<Integer, String> roles(GameState s) {
        if (!s.dealt()) {
            return null;
        }
        Map<Integer, String> roles = new TreeMap<>();
        for (int seat = 1; seat <= 10; seat++) {
            roles.put(seat, s.roleOf(seat).name());
        }
        return roles;
    }

    static List<JudgeView.DepartureView> departures(GameState s) {
        List<JudgeView.DepartureView> list = new ArrayList<>(s.departures().size());
        for (Departure d : s.departures()) {
            list.add(new JudgeView.DepartureView(d.seat(), d.how().name(), d.day(), d.night()));
        }
        return List.copyOf(list);
    }

    static JudgeView.BestMoveView bestMove(GameState s, boolean withBlacks) {
        BestMoveRecord m = s.bestMove();
        return m == null ? null
                : new JudgeView.BestMoveView(m.seat(), m.targets(), withBlacks ? m.blacks() : null, m.hintRequested());
    }

    /** The command types a console may offer now; the engine still decides each one. */
    static List<String> allowed(GameState s) {
        Set<String> allowed = new LinkedHashSet<>();
        if (!s.dealt()) {
            return List.of("deal");
        }
        if (s.finalized()) {
            return List.of("amend");
        }
        boolean anyonePunishable = s.atTable() != 0 || s.finalLastWords() != 0
                || (s.phase() == Phase.LAST_WORDS && s.speaker() != 0);
        for (String type : s.phase().accepts()) {
            boolean ok = switch (type) {
                case "endNight" -> s.night() == 0 || s.shot();
                case "shoot" -> s.night() >= 1 && !s.shot();
                case "donCheck" -> s.night() >= 1 && s.shot() && !s.donChecked() && s.isAtTable(s.don());
                case "sheriffCheck" -> s.night() >= 1 && s.shot() && !s.sheriffChecked() && s.isAtTable(s.sheriff());
                case "bestMove" -> s.bestMove() == null && BestMoveCommands.windowOpenFor(s) != 0;
                case "endSpeech" -> s.speaker() != 0;
                case "nominate" -> s.speechKind() == SpeechKind.DISCUSSION;
                case "withdraw" -> s.speechKind() == SpeechKind.DISCUSSION && s.created().options().withdrawal()
                        && s.nominations().stream().anyMatch(n -> n.by() == s.speaker());
                case "will" -> s.rulebook().wills() && !Seats.has(s.willsMade(), s.speaker())
                        && Flow.departureOf(s, s.speaker()) != null
                        && Flow.departureOf(s, s.speaker()).night() != null
                        && Flow.departureOf(s, s.speaker()).night() >= 2;
                case "foul", "disqualify" -> anyonePunishable;
                case "approve" -> s.award() != null && s.award().awaitingApproval();
                case "finalize" -> s.award() == null || !s.award().awaitingApproval();
                case "amend" -> false;
                case "undo" -> s.previous() != null;
                default -> true;
            };
            if (ok) {
                allowed.add(type);
            }
        }
        return ORDER.stream().filter(allowed::contains).toList();
    }
}
