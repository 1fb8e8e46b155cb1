package org.arbiter.scoring.domain;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.arbiter.events.game.AwardGiven;
import org.arbiter.events.game.BestMoveMade;
import org.arbiter.events.game.Penalty;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Winner;
import org.arbiter.events.score.PartKind;
import org.arbiter.events.score.ScorePart;
import org.arbiter.rules.rulebook.BestMoveTable;
import org.arbiter.rules.rulebook.BestMoveVsJudge;
import org.arbiter.rules.rulebook.Rulebook;

/**
 * FIIM's points (004 8.2–8.5, docs/rules/RULES.md §9) with the rulebook's numbers; FSM and RFM differ only by those
 * numbers and by {@link BestMoveVsJudge} (RULES §5, §12.8).
 *
 * <ul>
 *   <li>win: the rulebook's win points to every player of the winning team (8.2.1, 8.2.2); draw or loss 0 (8.2.3);</li>
 *   <li>best move: to a red first-killed player by the rulebook's table (8.3.4; FSM 8.3.4; RFM 6.6.4–6.6.5),
 *       standing after a draw (RULES §12.9);</li>
 *   <li>judge's extras (8.4) from the last award, once approved if it awaited approval (§12.10); none after a
 *       draw (8.4.6, §12.9);</li>
 *   <li>judge's penalties (8.5) under their own clause;</li>
 *   <li>a removal: the rulebook's −0.5 as extra (8.2.4, §12.13), also after the end (7.12);</li>
 *   <li>an annulled game (amend): no points at all (a choice: RULES gives FIIM, FSM and RFM no annulled game).</li>
 * </ul>
 */
final class DefaultScoring implements RulesetScoring {

    private final Rulebook rulebook;

    DefaultScoring(Rulebook rulebook) {
        this.rulebook = rulebook;
    }

    @Override
    public Map<Integer, List<ScorePart>> parts(GameFacts facts) {
        Map<Integer, List<ScorePart>> parts = new TreeMap<>();
        for (int seat : facts.players().keySet()) {
            parts.put(seat, new ArrayList<>());
        }
        if (facts.annulled) {
            return parts;
        }
        Winner winner = facts.winner;
        if (winner == Winner.RED || winner == Winner.BLACK) {
            for (var entry : parts.entrySet()) {
                if (facts.team(entry.getKey()) != null && facts.team(entry.getKey()).name().equals(winner.name())) {
                    entry.getValue().add(ScorePart.of(PartKind.WIN, rulebook.winPoints(), ScoringTable.win(winner)));
                }
            }
        }
        AwardGiven award = facts.countedAward();
        Map<Integer, BigDecimal> extra = award == null || winner == Winner.DRAW ? Map.of() : award.extra();
        int bestMoveSeat = 0;
        BigDecimal bestMovePoints = BigDecimal.ZERO;
        BestMoveMade move = facts.bestMove;
        if (move != null && facts.isRed(move.seat())) {
            BestMoveTable table = winner == Winner.BLACK ? rulebook.bestMoveBlackWin() : rulebook.bestMoveRedWin();
            bestMoveSeat = move.seat();
            bestMovePoints = table.points(move.blacks(), move.targets().size(),
                    facts.roles.get(move.seat()) == Role.SHERIFF, move.hintRequested());
        }
        String bestMoveClause = move == null ? null : ScoringTable.bestMove(rulebook.ruleset(), move.blacks());
        String judgeClause = ScoringTable.judge(rulebook.ruleset());
        for (var entry : parts.entrySet()) {
            int seat = entry.getKey();
            List<ScorePart> seatParts = entry.getValue();
            BigDecimal judge = extra.getOrDefault(seat, BigDecimal.ZERO);
            BigDecimal best = seat == bestMoveSeat ? bestMovePoints : BigDecimal.ZERO;
            if (best.signum() != 0 && judge.signum() > 0 && rulebook.bestMoveVsJudge() != BestMoveVsJudge.SUM) {
                // FSM 8.4.6, RFM 6.4.8: the larger of the two counts; the other stays on the sheet at 0
                String larger = ScoringTable.largerOfTwo(rulebook.ruleset());
                if (judge.compareTo(best) > 0) {
                    seatParts.add(ScorePart.of(PartKind.BEST_MOVE, BigDecimal.ZERO, larger));
                    seatParts.add(ScorePart.of(PartKind.JUDGE, judge, judgeClause));
                } else {
                    seatParts.add(ScorePart.of(PartKind.BEST_MOVE, best, bestMoveClause));
                    seatParts.add(ScorePart.of(PartKind.JUDGE, BigDecimal.ZERO, larger));
                }
            } else {
                if (best.signum() != 0) {
                    seatParts.add(ScorePart.of(PartKind.BEST_MOVE, best, bestMoveClause));
                }
                if (judge.signum() != 0) {
                    seatParts.add(ScorePart.of(PartKind.JUDGE, judge, judgeClause));
                }
            }
            Penalty penalty = award == null ? null : award.penalties().get(seat);
            if (penalty != null && penalty.points().signum() != 0) {
                seatParts.add(ScorePart.of(PartKind.PENALTY, penalty.points(), penalty.clause()));
            }
            if (facts.removed.contains(seat) && rulebook.removalPoints().signum() != 0) {
                seatParts.add(ScorePart.of(PartKind.DISQUALIFICATION, rulebook.removalPoints(), ScoringTable.REMOVAL));
            }
        }
        return parts;
    }
}
