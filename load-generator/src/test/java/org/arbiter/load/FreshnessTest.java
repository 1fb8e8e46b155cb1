package org.arbiter.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.GameState;
import org.arbiter.rules.Step;
import org.arbiter.rules.simulation.RandomJudge;
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

    private static String sheetsCounted(String... games) {
        return "{\"version\":1,\"change\":{\"cause\":\"game-scores\",\"games\":[\"" + String.join("\",\"", games) + "\"]}}";
    }

    @Test
    void aGameIsTimedToTheFirstMessageNamingItAfterItsEndingCommandNotBefore() {
        StandingsFeed feed = StandingsFeed.unconnected();
        feed.received(sheetsCounted("g1"), 100);          // g1 ended once, its end then taken back
        feed.endingCommandSent("g1", 200);                // and ended again
        feed.endingCommandSent("g2", 210);
        feed.received(sheetsCounted("g1", "g2"), 260);
        feed.received(sheetsCounted("g2"), 280);          // g2's award changed the standings again
        feed.endingCommandSent("g3", 300);                // g3's standings never came

        assertThat(feed.latencies()).containsExactly(new long[] {200, 60}, new long[] {210, 50}, new long[] {300, -1});
        assertThat(feed.ended()).isEqualTo(3);
        assertThat(feed.arrived()).isEqualTo(2);
    }

    @Test
    void theCommandThatEndsAGameIsTheOneAnsweredWithGameEndedNotTheSignatureAfterIt() {
        RandomJudge judge = new RandomJudge(7, 0);
        GameState state = GameRules.start(RandomJudge.newGame(Ruleset.FIIM, new GameOptions(true, true)));
        List<Integer> ending = new ArrayList<>();
        int commands = 0;
        while (!state.result().finalized()) {
            Step step = GameRules.play(state, judge.next(state), Instant.EPOCH);
            if (step.accepted()) {
                commands++;
                if (Table.endsTheGame(step)) {
                    ending.add(commands);
                    assertThat(state.result().winner()).isNull();
                    assertThat(step.state().result().winner()).isNotNull();
                }
                state = step.state();
            }
        }
        assertThat(ending).containsExactly(59);
        assertThat(commands).isEqualTo(60);
    }
}
