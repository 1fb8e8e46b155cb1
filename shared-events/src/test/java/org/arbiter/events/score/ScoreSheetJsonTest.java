package org.arbiter.events.score;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.List;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.junit.jupiter.api.Test;

/** Pins the JSON of a score sheet (the game-scores message) and round-trips it. */
class ScoreSheetJsonTest {

    private static ScoreSheet sample() {
        SeatScore winner = SeatScore.of(1, "p-1", Role.CIVILIAN, List.of(
                ScorePart.of(PartKind.WIN, "1", "8.2.1"),
                ScorePart.of(PartKind.BEST_MOVE, "0.25", "8.3.4"),
                ScorePart.of(PartKind.DISQUALIFICATION, "-0.5", "8.2.4")), true, true);
        SeatScore loser = SeatScore.of(2, "p-2", Role.DON, List.of(), false, false);
        return new ScoreSheet("game-1", "cup", Stage.QUALIFYING, Ruleset.FIIM, 42, "RED", false, true,
                List.of(winner, loser));
    }

    @Test
    void sheetJsonIsPinnedAndPointsHaveScaleTwo() {
        assertThat(sample().toJson()).isEqualTo("{\"gameId\":\"game-1\",\"tournamentId\":\"cup\",\"stage\":\"QUALIFYING\","
                + "\"ruleset\":\"FIIM\",\"version\":42,\"winner\":\"RED\",\"annulled\":false,\"finalized\":true,\"seats\":["
                + "{\"seat\":1,\"playerId\":\"p-1\",\"role\":\"CIVILIAN\",\"main\":1.00,\"extra\":-0.25,\"total\":0.75,"
                + "\"parts\":[{\"kind\":\"WIN\",\"points\":1.00,\"clause\":\"8.2.1\"},"
                + "{\"kind\":\"BEST_MOVE\",\"points\":0.25,\"clause\":\"8.3.4\"},"
                + "{\"kind\":\"DISQUALIFICATION\",\"points\":-0.50,\"clause\":\"8.2.4\"}],"
                + "\"firstKilled\":true,\"removed\":true},"
                + "{\"seat\":2,\"playerId\":\"p-2\",\"role\":\"DON\",\"main\":0.00,\"extra\":0.00,\"total\":0.00,"
                + "\"parts\":[],\"firstKilled\":false,\"removed\":false}]}");
    }

    @Test
    void sheetRoundTripsToAnEqualRecordAndTheSameBytes() {
        ScoreSheet sheet = sample();
        ScoreSheet read = ScoreSheet.fromJson(sheet.toJson());
        assertThat(read).isEqualTo(sheet);
        assertThat(read.toJson()).isEqualTo(sheet.toJson());
        assertThat(read.seat(1).total()).isEqualByComparingTo("0.75");
    }

    @Test
    void annulledSheetWritesNoWinner() {
        ScoreSheet annulled = new ScoreSheet("g", null, Stage.FRIENDLY, Ruleset.CLUB, 3, null, true, true, List.of());
        assertThat(annulled.toJson()).isEqualTo("{\"gameId\":\"g\",\"stage\":\"FRIENDLY\",\"ruleset\":\"CLUB\","
                + "\"version\":3,\"annulled\":true,\"finalized\":true,\"seats\":[]}");
        assertThat(ScoreSheet.fromJson(annulled.toJson())).isEqualTo(annulled);
    }

    @Test
    void pointsThatNeedRoundingAreRefused() {
        assertThatThrownBy(() -> ScorePart.of(PartKind.JUDGE, new BigDecimal("0.125"), "8.4"))
                .isInstanceOf(ArithmeticException.class);
    }
}
