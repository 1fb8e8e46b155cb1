package org.arbiter.rating.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Winner;
import org.junit.jupiter.api.Test;

/**
 * A new game's facts (its players' nicknames, its removals under 7.3) leave the table as it is exactly when
 * {@link StandingsCalculator#newGameMayChange} says so: rating then skips recomputing the table when a game starts.
 * Each case computes the table with and without the facts and holds the answer to what it computes.
 */
class NewGameFactsTest {

    /** p01–p10 registered; games at p01–p10's table and at p11–p20's, whose players the regulations do not name. */
    private static final TournamentPlan PLAN = DifficultyTest.plan(10);
    private static final List<GameRecord> GAMES = List.of(
            new Fixtures.Game("g1", Stage.QUALIFYING, Winner.RED, Fixtures.players(1)).build(),
            new Fixtures.Game("g2", Stage.QUALIFYING, Winner.BLACK, Fixtures.players(11)).build());

    @Test
    void aGameOfRegisteredPlayersRemovingNobodyLeavesTheTable() {
        Map<String, String> seen = Map.of("p01", "Another name", "p05", "Five");
        assertThat(table(PLAN, seen, Set.of())).isEqualTo(table(PLAN, Map.of(), Set.of()));
        assertThat(StandingsCalculator.newGameMayChange(PLAN, Set.copyOf(Fixtures.players(1)), Set.of())).isFalse();
    }

    @Test
    void anUnregisteredPlayersNicknameNamesHisRow() {
        assertThat(table(PLAN, Map.of("p11", "Eleven"), Set.of())).isNotEqualTo(table(PLAN, Map.of(), Set.of()));
        assertThat(StandingsCalculator.newGameMayChange(PLAN, Set.of("p01", "p11"), Set.of())).isTrue();
    }

    @Test
    void aRemovalMovesThePlayerDown_7_3() {
        assertThat(table(PLAN, Map.of(), Set.of("p03"))).isNotEqualTo(table(PLAN, Map.of(), Set.of()));
        assertThat(StandingsCalculator.newGameMayChange(PLAN, Set.copyOf(Fixtures.players(1)), Set.of("p03"))).isTrue();
    }

    @Test
    void beforeTheRegulationsEveryNicknameCounts() {
        TournamentPlan unknown = TournamentPlan.unknown("t");
        assertThat(table(unknown, Map.of("p01", "One"), Set.of())).isNotEqualTo(table(unknown, Map.of(), Set.of()));
        assertThat(StandingsCalculator.newGameMayChange(unknown, Set.of("p01"), Set.of())).isTrue();
    }

    private static Standings table(TournamentPlan plan, Map<String, String> nicknames, Set<String> removed) {
        return StandingsCalculator.compute(plan, GAMES, nicknames, removed, new LotBook("s", Map.of()));
    }
}
