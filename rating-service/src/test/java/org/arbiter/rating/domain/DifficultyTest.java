package org.arbiter.rating.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Winner;
import org.junit.jupiter.api.Test;

/** The difficulty coefficient K (004 8.7–8.7.3; docs/rules/RULES.md §10). */
class DifficultyTest {

    @Test
    void k_is_1_plus_half_n_minus_heavy_over_half_n_8_7_2() {
        assertThat(Difficulty.k(30, 10)).isEqualByComparingTo("1.3333333333");
        assertThat(Difficulty.k(32, 8)).isEqualByComparingTo("1.5");
        assertThat(Difficulty.k(31, 11)).isEqualByComparingTo("1.2903225806");   // N odd: N/2 = 15.5
        assertThat(Difficulty.k(10, 0)).isEqualByComparingTo("2");               // the weaker side never won
    }

    @Test
    void heavy_games_are_the_wins_of_the_side_that_won_fewer_8_7_1() {
        Difficulty d = Difficulty.of(true, 10, 7, 2);                            // one draw
        assertThat(d.heavy()).isEqualTo(Winner.BLACK);
        assertThat(d.heavyGames()).isEqualTo(2);
        assertThat(d.k()).isEqualByComparingTo("1.6");                          // 1 + (5 − 2)/5
        Difficulty even = Difficulty.of(true, 10, 5, 5);
        assertThat(even.heavy()).isNull();                                       // project's choice: no heavy side
        assertThat(even.k()).isEqualByComparingTo("1");
    }

    /**
     * 8.7.3: K multiplies only the win points of heavy games. 4 games of the same ten players: red won 3, black 1
     * → black's win is heavy, K = 1 + (2 − 1)/2 = 1.5. p08 (mafia every game) has 1 heavy win → 1.50 main; p01
     * (civilian) 3 ordinary wins → 3.00, and his judge's extra 0.3 is not multiplied.
     */
    @Test
    void k_multiplies_win_points_of_heavy_games_only_8_7_3() {
        TournamentPlan plan = plan(10);
        List<String> table = Fixtures.players(1);
        List<GameRecord> games = List.of(
                new Fixtures.Game("g1", Stage.QUALIFYING, Winner.RED, table).judge(1, "0.3").build(),
                new Fixtures.Game("g2", Stage.QUALIFYING, Winner.RED, table).build(),
                new Fixtures.Game("g3", Stage.QUALIFYING, Winner.RED, table).build(),
                new Fixtures.Game("g4", Stage.QUALIFYING, Winner.BLACK, table).build());

        Standings s = StandingsCalculator.compute(plan, games, Map.of(), Set.of(), new LotBook("s", Map.of()));

        assertThat(s.k().value()).isEqualByComparingTo("1.5000");
        assertThat(s.k().heavySide()).isEqualTo(Winner.BLACK);
        StandingRow p08 = CompensationTest.row(s, "p08");
        assertThat(p08.difficulty().heavyWins()).isEqualTo(1);
        assertThat(p08.difficulty().points()).isEqualByComparingTo("1.50");
        assertThat(p08.main()).isEqualByComparingTo("1.50");
        StandingRow p01 = CompensationTest.row(s, "p01");
        assertThat(p01.main()).isEqualByComparingTo("3.00");
        assertThat(p01.total()).isEqualByComparingTo("3.30");
        assertThat(p01.difficulty().provisional()).isTrue();                     // the tournament is not over
    }

    @Test
    void k_applies_only_to_tournaments_of_at_most_20_players_8_7() {
        List<GameRecord> games = List.of(
                new Fixtures.Game("g1", Stage.QUALIFYING, Winner.RED, Fixtures.players(1)).build(),
                new Fixtures.Game("g2", Stage.QUALIFYING, Winner.BLACK, Fixtures.players(11)).build(),
                new Fixtures.Game("g3", Stage.QUALIFYING, Winner.RED, Fixtures.players(1)).build());
        Standings twenty = StandingsCalculator.compute(plan(20), games, Map.of(), Set.of(), new LotBook("s", Map.of()));
        assertThat(twenty.k().applies()).isTrue();
        assertThat(twenty.k().value()).isEqualByComparingTo("1.3333");

        Standings twentyOne = StandingsCalculator.compute(plan(21), games, Map.of(), Set.of(), new LotBook("s", Map.of()));
        assertThat(twentyOne.k().applies()).isFalse();
        assertThat(twentyOne.k().value()).isEqualByComparingTo("1.0000");
        assertThat(CompensationTest.row(twentyOne, "p18").main()).isEqualByComparingTo("1.00");  // black's win, no K
        assertThat(CompensationTest.row(twenty, "p18").main()).isEqualByComparingTo("1.33");
    }

    static TournamentPlan plan(int registered) {
        java.util.Map<String, String> players = new java.util.LinkedHashMap<>();
        for (int i = 1; i <= registered; i++) {
            players.put(String.format("p%02d", i), "P" + i);
        }
        return new TournamentPlan("t", "t", Ruleset.FIIM, Map.of(Stage.QUALIFYING, 10), players, "seed");
    }

    static List<GameRecord> list(GameRecord... games) {
        return new ArrayList<>(List.of(games));
    }
}
