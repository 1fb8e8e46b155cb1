package org.arbiter.rating.projection;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.score.PartKind;
import org.arbiter.events.score.ScorePart;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.events.score.SeatScore;
import org.arbiter.rating.domain.GameRecord;
import org.arbiter.rating.domain.SeatRecord;
import org.junit.jupiter.api.Test;

/** A sheet as the standings count it: its parts summed by kind; player ids and the usual points held once. */
class SheetRecordsTest {

    @Test
    void partsAreSummedByKind() {
        GameRecord game = SheetRecords.of(sheet("g1", "p1"));

        SeatRecord seat = game.seats().getFirst();
        assertThat(seat.playerId()).isEqualTo("p1");
        assertThat(seat.win()).isEqualTo(new BigDecimal("1.00"));
        assertThat(seat.bestMove()).isEqualTo(new BigDecimal("0.50"));
        assertThat(seat.penalty()).isEqualTo(new BigDecimal("-0.30"));
        assertThat(seat.otherMain()).isEqualTo(new BigDecimal("0.00"));
    }

    @Test
    void twoSheetsOfOnePlayerHoldHisIdAndTheirPointsOnce() {
        Map<String, String> held = new HashMap<>();
        // two sheets parsed apart: equal ids, different instances, as JSON gives them
        GameRecord first = SheetRecords.of(sheet("g1", new String("p1")), id -> held.computeIfAbsent(id, same -> same));
        GameRecord second = SheetRecords.of(sheet("g2", new String("p1")), id -> held.computeIfAbsent(id, same -> same));

        SeatRecord a = first.seats().getFirst();
        SeatRecord b = second.seats().getFirst();
        assertThat(b.playerId()).isSameAs(a.playerId());
        assertThat(b.win()).isSameAs(a.win());
        assertThat(b.judge()).isSameAs(a.judge()).isSameAs(a.otherMain());
        // without the ids held, each sheet keeps its own
        assertThat(SheetRecords.of(sheet("g3", new String("p1"))).seats().getFirst().playerId()).isNotSameAs(a.playerId());
    }

    private static ScoreSheet sheet(String gameId, String playerId) {
        List<ScorePart> parts = List.of(new ScorePart(PartKind.WIN, new BigDecimal("1"), "8.2.1"),
                new ScorePart(PartKind.BEST_MOVE, new BigDecimal("0.5"), "8.3"),
                new ScorePart(PartKind.PENALTY, new BigDecimal("-0.3"), "8.5"));
        SeatScore seat = new SeatScore(1, playerId, Role.CIVILIAN, new BigDecimal("1.5"), new BigDecimal("0.2"),
                new BigDecimal("1.2"), parts, false, false);
        return new ScoreSheet(gameId, "t1", Stage.QUALIFYING, Ruleset.FIIM, 1, "RED", false, false, List.of(seat));
    }
}
