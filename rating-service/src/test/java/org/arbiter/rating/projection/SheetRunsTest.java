package org.arbiter.rating.projection;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.score.ScoreSheet;
import org.junit.jupiter.api.Test;

/** How a batch of game-scores is cut into statements: order kept around each withdrawal, one sheet a game per run. */
class SheetRunsTest {

    @Test
    void sheetsBetweenWithdrawalsGoTogetherEachGameAtItsHighestVersion() {
        List<GameScore> batch = List.of(sheet("g1", 3), sheet("g2", 5), sheet("g1", 7), sheet("g1", 6), withdrawn("g2"),
                sheet("g2", 9), sheet("g3", 2));

        assertThat(StandingsProjection.runs(batch)).extracting(run -> run.stream().map(SheetRunsTest::name).toList())
                .containsExactly(List.of("g1@7", "g2@5"), List.of("g2 withdrawn"), List.of("g2@9", "g3@2"));
    }

    @Test
    void aBatchOfWithdrawalsOnlyIsEachAlone() {
        assertThat(StandingsProjection.runs(List.of(withdrawn("g1"), withdrawn("g1")))).extracting(List::size)
                .containsExactly(1, 1);
    }

    private static String name(GameScore score) {
        return score.withdrawn() ? score.gameId() + " withdrawn" : score.gameId() + "@" + score.sheet().version();
    }

    private static GameScore sheet(String gameId, long version) {
        return new GameScore(gameId, new ScoreSheet(gameId, "t1", Stage.QUALIFYING, Ruleset.FIIM, version, "RED", false, false,
                List.of()));
    }

    private static GameScore withdrawn(String gameId) {
        return new GameScore(gameId, null);
    }
}
