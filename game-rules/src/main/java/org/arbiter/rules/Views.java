package org.arbiter.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.arbiter.events.game.SpeechKind;

/** Builds the judge's and the public view from a state. */
final class Views {

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

    /** The command types a console may offer now, by their TABLE-API names; the engine still decides each one. */
    static List<String> allowed(GameState s) {
        Seating seating = s.seating();
        Floor floor = s.floor();
        Night tonight = s.tonight();
        if (!seating.dealt()) {
            return List.of(CommandType.DEAL.wireName());
        }
        if (s.result().finalized()) {
            return List.of(CommandType.AMEND.wireName());
        }
        boolean anyonePunishable = seating.atTable() != 0 || floor.finalLastWords() != 0
                || (s.phase() == Phase.LAST_WORDS && floor.speaker() != 0);
        boolean discussion = floor.speechKind() == SpeechKind.DISCUSSION;
        List<String> allowed = new ArrayList<>(s.phase().accepts().size());
        for (CommandType type : s.phase().accepts()) {
            boolean ok = switch (type) {
                case END_NIGHT -> s.night() == 0 || tonight.shot();
                case SHOOT -> s.night() >= 1 && !tonight.shot();
                case DON_CHECK -> s.night() >= 1 && tonight.shot() && !tonight.donChecked()
                        && seating.isAtTable(seating.don());
                case SHERIFF_CHECK -> s.night() >= 1 && tonight.shot() && !tonight.sheriffChecked()
                        && seating.isAtTable(seating.sheriff());
                case BEST_MOVE -> s.result().bestMove() == null && BestMoveCommands.windowOpenFor(s) != 0;
                case END_SPEECH -> floor.speaker() != 0;
                case NOMINATE -> discussion;
                case WITHDRAW -> discussion && s.created().options().withdrawal()
                        && s.vote().nominationBy(floor.speaker()) != null;
                case WILL -> s.rulebook().wills() && !Seats.has(floor.willsMade(), floor.speaker())
                        && leftAtNightFrom(seating.departureOf(floor.speaker()), 2);
                case FOUL, DISQUALIFY -> anyonePunishable;
                case APPROVE -> s.result().awaitingApproval();
                case FINALIZE -> !s.result().awaitingApproval();
                case AMEND -> false;
                case UNDO -> s.previous() != null;
                case DEAL, VOTE, LIFT_ALL, TEAM_DEFEAT, AWARD -> true;
            };
            if (ok) {
                allowed.add(type.wireName());
            }
        }
        return List.copyOf(allowed);
    }

    private static boolean leftAtNightFrom(Departure d, int night) {
        return d != null && d.night() != null && d.night() >= night;
    }
}
