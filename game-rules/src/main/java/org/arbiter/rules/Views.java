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
        Floor floor = s.floor();
        Result result = s.result();
        return new JudgeView(s.phase().name(), s.day(), s.night(), speaker(floor), seconds(floor), candidates(s),
                Seats.list(s.seating().atTable()), s.seating().fouls().asMap(), s.vote().cancelledVotes(), allowed(s),
                roles(s), winner(result), departures(s), bestMove(s, true), result.checks(), result.finalized(),
                result.awaitingApproval(), result.annulled(), s.created().players(), s.vote().votes());
    }

    static PublicView publicView(GameState s) {
        boolean over = s.finished();
        Floor floor = s.floor();
        Result result = s.result();
        return new PublicView(s.phase().name(), s.day(), s.night(), speaker(floor), seconds(floor), candidates(s),
                Seats.list(s.seating().atTable()), s.seating().fouls().asMap(), s.vote().cancelledVotes(),
                over ? roles(s) : null, winner(result), departures(s), bestMove(s, over),
                over ? result.checks() : List.of(), result.finalized(), result.annulled(), s.created().players(),
                s.vote().votes());
    }

    private static Integer speaker(Floor floor) {
        return floor.speaker() == 0 ? null : floor.speaker();
    }

    private static Integer seconds(Floor floor) {
        return floor.speaker() == 0 ? null : floor.seconds();
    }

    private static String winner(Result result) {
        return result.winner() == null ? null : result.winner().name();
    }

    static List<Integer> candidates(GameState s) {
        return switch (s.phase()) {
            case DAY -> s.vote().candidates();
            case VOTING, REVOTE, TIE_SPEECHES, LIFT_ALL -> s.vote().ballot();
            default -> List.of();
        };
    }

    static Map<Integer, String> roles(GameState s) {
        Seating seating = s.seating();
        if (!seating.dealt()) {
            return null;
        }
        Map<Integer, String> roles = new TreeMap<>();
        for (int seat = 1; seat <= 10; seat++) {
            roles.put(seat, seating.roleOf(seat).name());
        }
        return roles;
    }

    static List<JudgeView.DepartureView> departures(GameState s) {
        List<JudgeView.DepartureView> list = new ArrayList<>(s.seating().departures().size());
        for (Departure d : s.seating().departures()) {
            list.add(new JudgeView.DepartureView(d.seat(), d.how().name(), d.day(), d.night()));
        }
        return List.copyOf(list);
    }

    static JudgeView.BestMoveView bestMove(GameState s, boolean withBlacks) {
        BestMoveRecord m = s.result().bestMove();
        return m == null ? null
                : new JudgeView.BestMoveView(m.seat(), m.targets(), withBlacks ? m.blacks() : null, m.hintRequested());
    }

    /** The command types a console may offer now; the engine still decides each one. */
    static List<String> allowed(GameState s) {
        Set<String> allowed = new LinkedHashSet<>();
        Seating seating = s.seating();
        Floor floor = s.floor();
        Night tonight = s.tonight();
        if (!seating.dealt()) {
            return List.of("deal");
        }
        if (s.result().finalized()) {
            return List.of("amend");
        }
        boolean anyonePunishable = seating.atTable() != 0 || floor.finalLastWords() != 0
                || (s.phase() == Phase.LAST_WORDS && floor.speaker() != 0);
        boolean discussion = floor.speechKind() == SpeechKind.DISCUSSION;
        for (String type : s.phase().accepts()) {
            boolean ok = switch (type) {
                case "endNight" -> s.night() == 0 || tonight.shot();
                case "shoot" -> s.night() >= 1 && !tonight.shot();
                case "donCheck" -> s.night() >= 1 && tonight.shot() && !tonight.donChecked()
                        && seating.isAtTable(seating.don());
                case "sheriffCheck" -> s.night() >= 1 && tonight.shot() && !tonight.sheriffChecked()
                        && seating.isAtTable(seating.sheriff());
                case "bestMove" -> s.result().bestMove() == null && BestMoveCommands.windowOpenFor(s) != 0;
                case "endSpeech" -> floor.speaker() != 0;
                case "nominate" -> discussion;
                case "withdraw" -> discussion && s.created().options().withdrawal()
                        && s.vote().nominationBy(floor.speaker()) != null;
                case "will" -> s.rulebook().wills() && !Seats.has(floor.willsMade(), floor.speaker())
                        && leftAtNightFrom(seating.departureOf(floor.speaker()), 2);
                case "foul", "disqualify" -> anyonePunishable;
                case "approve" -> s.result().awaitingApproval();
                case "finalize" -> !s.result().awaitingApproval();
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

    private static boolean leftAtNightFrom(Departure d, int night) {
        return d != null && d.night() != null && d.night() >= night;
    }
}
