package org.arbiter.rating.projection;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.arbiter.events.game.Winner;
import org.arbiter.events.score.ScorePart;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.events.score.SeatScore;
import org.arbiter.rating.domain.GameRecord;
import org.arbiter.rating.domain.SeatRecord;

/** A score sheet of game-scores as the standings count it. */
public final class SheetRecords {

    private SheetRecords() {
    }

    public static GameRecord of(ScoreSheet sheet) {
        return of(sheet, UnaryOperator.identity());
    }

    /** As {@link #of(ScoreSheet)}, each player id as {@code playerIds} answers it (the one instance held for it). */
    static GameRecord of(ScoreSheet sheet, UnaryOperator<String> playerIds) {
        List<SeatRecord> seats = new ArrayList<>();
        for (SeatScore s : sheet.seats()) {
            BigDecimal win = BigDecimal.ZERO;
            BigDecimal otherMain = BigDecimal.ZERO;
            BigDecimal bestMove = BigDecimal.ZERO;
            BigDecimal judge = BigDecimal.ZERO;
            BigDecimal penalty = BigDecimal.ZERO;
            BigDecimal dq = BigDecimal.ZERO;
            for (ScorePart part : s.parts()) {
                switch (part.kind()) {
                    case WIN -> win = win.add(part.points());
                    case COMPENSATION -> otherMain = otherMain.add(part.points());
                    case BEST_MOVE -> bestMove = bestMove.add(part.points());
                    case JUDGE -> judge = judge.add(part.points());
                    case PENALTY -> penalty = penalty.add(part.points());
                    case DISQUALIFICATION -> dq = dq.add(part.points());
                }
            }
            seats.add(new SeatRecord(playerIds.apply(s.playerId()), s.role(), win, otherMain, bestMove, judge, penalty, dq,
                    s.firstKilled(), s.removed()));
        }
        Winner winner = sheet.winner() == null ? null : Winner.valueOf(sheet.winner());
        return new GameRecord(sheet.gameId(), sheet.stage(), winner, sheet.annulled(), sheet.finalized(), seats);
    }
}
