package org.arbiter.rules;

import java.math.BigDecimal;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Team;
import org.arbiter.events.game.Winner;
import org.arbiter.rules.rulebook.BestMoveTable;

/**
 * The first-killed player's best-move points, the one point value the engine itself needs (the limit of a judge's
 * award); scoring-service computes the sheets.
 */
public final class BestMovePoints {

    private BestMovePoints() {
    }

    /** The first-killed player's best-move points under the game's rulebook and result so far (docs/rules/RULES.md §5). */
    public static BigDecimal of(GameState s) {
        BestMoveRecord move = s.result().bestMove();
        if (move == null) {
            return BigDecimal.ZERO;
        }
        if (s.result().winner() == Winner.DRAW && s.rulebook().club() != null) {
            // docs/rules/CLUB.md §3.3: a draw gives nothing; elsewhere the best move stands after a draw (§12.9)
            return BigDecimal.ZERO;
        }
        Role role = s.seating().roleOf(move.seat());
        if (role.team() != Team.RED) {
            return BigDecimal.ZERO;
        }
        BestMoveTable table = s.result().winner() == Winner.BLACK ? s.rulebook().bestMoveBlackWin()
                : s.rulebook().bestMoveRedWin();
        return table.points(move.blacks(), move.targets().size(), role == Role.SHERIFF, move.hintRequested());
    }
}
