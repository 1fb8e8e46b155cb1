package org.arbiter.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class FreshnessTest {

    @Test
    void aStandingsMessageNamesTheGamesCountedFromTheirSheetsOnly() {
        assertThat(StandingsFeed.gamesNamed("{\"version\":7,\"change\":{\"cause\":\"game-scores\",\"games\":[\"g1\",\"g2\"]},\"rows\":[]}"))
                .containsExactly("g1", "g2");
        assertThat(StandingsFeed.gamesNamed("{\"version\":8,\"change\":{\"cause\":\"table-events\",\"games\":[\"g3\"]}}")).isEmpty();
        assertThat(StandingsFeed.gamesNamed("{\"version\":1,\"rows\":[]}")).isEmpty();
        assertThat(StandingsFeed.gamesNamed("not json")).isEmpty();
    }

    @Test
    void percentilesAreNearestRankAndMissingGamesAreCountedApart() {
        List<long[]> games = List.of(new long[] {1, 10_000_000}, new long[] {2, 20_000_000}, new long[] {3, 30_000_000},
                new long[] {4, 40_000_000}, new long[] {5, -1});
        assertThat(FreshnessReport.summary(games))
                .isEqualTo("games=5 received=4 p50=20.0 ms p90=40.0 ms p99=40.0 ms max=40.0 ms NEVER ARRIVED 1");
        assertThat(FreshnessReport.summary(List.of(new long[] {1, -1}))).isEqualTo("games=1 received=0");
    }

    @Test
    void eachTableOfATournamentSeatsTenOfItsHundredPlayers() {
        LoadTournament tournament = new LoadTournament("t", "judge", null);
        assertThat(LoadTournament.firstPlayer(tournament, 1)).isEqualTo(1);
        assertThat(LoadTournament.firstPlayer(tournament, 2)).isEqualTo(11);
        assertThat(LoadTournament.firstPlayer(tournament, 10)).isEqualTo(91);
        assertThat(LoadTournament.firstPlayer(tournament, 11)).isEqualTo(1);
        assertThat(LoadTournament.firstPlayer(null, 7)).isEqualTo(1);
    }
}
