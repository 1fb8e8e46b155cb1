package org.arbiter.scoring.domain;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.arbiter.events.game.AwardGiven;
import org.arbiter.events.game.BestMoveMade;
import org.arbiter.events.game.DepartureHow;
import org.arbiter.events.game.Penalty;
import org.arbiter.events.game.PlayerLeft;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Team;
import org.arbiter.events.game.WillMade;
import org.arbiter.events.game.Winner;
import org.arbiter.events.score.PartKind;
import org.arbiter.events.score.ScorePart;
import org.arbiter.rules.rulebook.BestMoveTable;
import org.arbiter.rules.rulebook.ClubNumbers;
import org.arbiter.rules.rulebook.Rulebook;

/**
 * CLUB (004 tail) as docs/rules/CLUB.md §3–§4 assembles a seat: annulled → 2 and nothing else (F15); else win (F1, F2),
 * first-killed (F12), best move (F13, F14), will (F8–F11), wrong vote (F3–F7), best players (F18, F19); a
 * removed red's −1 replaces all of it (F16); the unsporting −1 (F17) adds to everything. The wrong votes are
 * {@link ClubWrongVotes}.
 */
final class ClubScoring implements RulesetScoring {

    private final Rulebook rulebook;
    private final ClubNumbers club;

    ClubScoring(Rulebook rulebook) {
        this.rulebook = rulebook;
        this.club = rulebook.club();
    }

    @Override
    public Map<Integer, List<ScorePart>> parts(GameFacts facts) {
        Map<Integer, List<ScorePart>> parts = new TreeMap<>();
        for (int seat : facts.players().keySet()) {
            parts.put(seat, new ArrayList<>());
        }
        if (facts.annulled) {
            // §3.9 F15: every seat 2 as main, nothing else
            parts.values().forEach(p -> p.add(ScorePart.of(PartKind.WIN, club.annulled(), ClubNumbers.ANNULLED)));
            return parts;
        }
        Winner winner = facts.winner;
        Map<Integer, BigDecimal> wrongVotes = ClubWrongVotes.minus(facts, club);
        String wrongVoteClause = ClubWrongVotes.clause(facts);
        AwardGiven award = facts.countedAward();
        Map<Integer, BigDecimal> extra = award == null || winner == Winner.DRAW ? Map.of() : award.extra();
        for (var entry : parts.entrySet()) {
            int seat = entry.getKey();
            List<ScorePart> seatParts = entry.getValue();
            Team team = facts.team(seat);
            // §3.1 F1, F2
            if ((winner == Winner.RED || winner == Winner.BLACK) && team != null && team.name().equals(winner.name())) {
                seatParts.add(ScorePart.of(PartKind.WIN, rulebook.winPoints(), ClubNumbers.WIN));
            }
            // §3.2 F12: a red first-killed, black won
            if (facts.firstKilled != null && facts.firstKilled == seat && team == Team.RED && winner == Winner.BLACK) {
                seatParts.add(ScorePart.of(PartKind.COMPENSATION, club.firstKilledCompensation(), ClubNumbers.FIRST_KILLED));
            }
            // §3.4 F8: a right will's +0.5 is main
            BigDecimal will = will(facts, seat);
            if (will.signum() > 0) {
                seatParts.add(ScorePart.of(PartKind.COMPENSATION, will, ClubNumbers.WILL));
            }
            // §3.3 F13, F14
            BigDecimal best = bestMove(facts, seat);
            if (best.signum() != 0) {
                seatParts.add(ScorePart.of(PartKind.BEST_MOVE, best, ClubNumbers.BEST_MOVE));
            }
            // §3.8 F18, F19: sum with the best move (RULES §9 "sum")
            BigDecimal judge = extra.getOrDefault(seat, BigDecimal.ZERO);
            if (judge.signum() != 0) {
                seatParts.add(ScorePart.of(PartKind.JUDGE, judge, ClubNumbers.BEST_PLAYERS));
            }
            // §3.4 F9, F10: a wrong will's minus is extra
            if (will.signum() < 0) {
                seatParts.add(ScorePart.of(PartKind.PENALTY, will, ClubNumbers.WILL));
            }
            // §3.5 F3–F7
            BigDecimal wrong = wrongVotes.getOrDefault(seat, BigDecimal.ZERO);
            if (wrong.signum() != 0) {
                seatParts.add(ScorePart.of(PartKind.PENALTY, wrong, wrongVoteClause));
            }
            // §3.6 F16: a removed red's game total is −1, replacing everything above (Choice 16, 17)
            if (facts.removed.contains(seat) && team == Team.RED) {
                seatParts.clear();
                seatParts.add(ScorePart.of(PartKind.DISQUALIFICATION, club.removedRedTotal(), ClubNumbers.REMOVAL));
            }
            // §3.7 F17: the judge's only CLUB penalty, added to everything
            Penalty penalty = award == null ? null : award.penalties().get(seat);
            if (penalty != null && penalty.points().signum() != 0) {
                seatParts.add(ScorePart.of(PartKind.PENALTY, penalty.points(), penalty.clause()));
            }
        }
        return parts;
    }

    /** §3.3: the red first-killed player's best move, by the winner's table; a draw or no winner gives nothing. */
    private BigDecimal bestMove(GameFacts facts, int seat) {
        BestMoveMade move = facts.bestMove;
        if (move == null || move.seat() != seat || !facts.isRed(seat)
                || (facts.winner != Winner.RED && facts.winner != Winner.BLACK)) {
            return BigDecimal.ZERO;
        }
        BestMoveTable table = facts.winner == Winner.BLACK ? rulebook.bestMoveBlackWin() : rulebook.bestMoveRedWin();
        return table.points(move.blacks(), move.targets().size(), facts.roles.get(seat) == Role.SHERIFF,
                move.hintRequested());
    }

    /**
     * §3.4 F8–F11, for a red will-maker (killed on night n ≥ 2 with morning last words, Choice 13): a black
     * named and black won → +0.5; a red named or none (reminded), the next round critical → −0.5 (black won) /
     * −1 (red won); otherwise 0. No will command = none, reminded (Choice 14).
     */
    BigDecimal will(GameFacts facts, int seat) {
        if (!isWillMaker(facts, seat) || !facts.isRed(seat)) {
            return BigDecimal.ZERO;
        }
        Winner winner = facts.winner;
        if (winner != Winner.RED && winner != Winner.BLACK) {
            return BigDecimal.ZERO;
        }
        WillMade will = facts.wills.get(seat);
        Integer target = will == null ? null : will.target();
        boolean reminded = will == null || will.reminded();
        if (target != null && facts.isBlack(target)) {
            return winner == Winner.BLACK ? club.rightWill() : BigDecimal.ZERO;
        }
        if (target == null && !reminded) {
            return BigDecimal.ZERO; // F11
        }
        int night = killedNight(facts, seat);
        if (!ClubWrongVotes.isCritical(facts, facts.tableAtDayStart.get(night + 1))) {
            return BigDecimal.ZERO; // F9: the next round is not critical
        }
        return winner == Winner.BLACK ? club.wrongWillBlackWin() : club.wrongWillRedWin();
    }

    private boolean isWillMaker(GameFacts facts, int seat) {
        int night = killedNight(facts, seat);
        return night >= club.willFromNight() && facts.killedWithLastWords.contains(seat);
    }

    private static int killedNight(GameFacts facts, int seat) {
        for (PlayerLeft left : facts.departures) {
            if (left.seat() == seat && left.how() == DepartureHow.KILLED && left.night() != null) {
                return left.night();
            }
        }
        return -1;
    }
}
