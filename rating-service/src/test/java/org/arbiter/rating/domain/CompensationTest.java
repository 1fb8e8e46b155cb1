package org.arbiter.rating.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Winner;
import org.junit.jupiter.api.Test;

/** Compensation Ci (004 8.6.1–8.6.3; docs/rules/RULES.md §10). */
class CompensationTest {

    @Test
    void b_is_40_percent_of_qualifying_plus_semifinal_games_per_player_rounded_to_nearest_8_6_1() {
        assertThat(Compensation.b(Map.of(Stage.QUALIFYING, 10))).isEqualTo(4);                          // 4.0
        assertThat(Compensation.b(Map.of(Stage.QUALIFYING, 12))).isEqualTo(5);                          // 4.8 up
        assertThat(Compensation.b(Map.of(Stage.QUALIFYING, 11))).isEqualTo(4);                          // 4.4 down
        assertThat(Compensation.b(Map.of(Stage.QUALIFYING, 9))).isEqualTo(4);                           // 3.6 up
        assertThat(Compensation.b(Map.of(Stage.QUALIFYING, 1))).isEqualTo(0);                           // 0.4 down
        assertThat(Compensation.b(Map.of(Stage.QUALIFYING, 8, Stage.SEMIFINAL, 3))).isEqualTo(4);       // 11 → 4.4
        // the final's games are not on the distance (8.6: "стадии отборов и полуфинала")
        assertThat(Compensation.b(Map.of(Stage.QUALIFYING, 8, Stage.SEMIFINAL, 3, Stage.FINAL, 5))).isEqualTo(4);
    }

    @Test
    void ci_is_i_times_04_over_b_while_i_is_at_most_b_8_6_1() {
        assertThat(Compensation.ci(1, 4)).isEqualByComparingTo("0.1");
        assertThat(Compensation.ci(2, 4)).isEqualByComparingTo("0.2");
        assertThat(Compensation.ci(4, 4)).isEqualByComparingTo("0.4");     // i = B: still the formula, = 0.4
        assertThat(Compensation.ci(1, 3)).isEqualByComparingTo("0.1333333333");
        assertThat(Compensation.ci(2, 3)).isEqualByComparingTo("0.2666666667");
    }

    @Test
    void ci_is_04_when_i_exceeds_b_and_0_without_first_night_deaths_8_6_1() {
        assertThat(Compensation.ci(5, 4)).isEqualByComparingTo("0.4");
        assertThat(Compensation.ci(9, 4)).isEqualByComparingTo("0.4");
        assertThat(Compensation.ci(1, 0)).isEqualByComparingTo("0.4");     // B = 0: any i > B
        assertThat(Compensation.ci(0, 0)).isEqualByComparingTo("0");
        assertThat(Compensation.ci(0, 5)).isEqualByComparingTo("0");
    }

    /**
     * 8.6.2–8.6.3: i counts first-night deaths as red or Sheriff in qualifying and semi-final games; Ci is added as
     * main points to each of those games that red lost (not to a red win, not to a draw, not as Don or mafia, not in
     * the final). B = round(0.4 × (10 + 0)) = 4 → i = 3 → Ci = 0.3, added in 2 games → 0.60.
     */
    @Test
    void ci_is_added_as_main_points_to_each_counted_game_red_lost_8_6_3() {
        TournamentPlan plan = new TournamentPlan("t", "t", Ruleset.FIIM, stages(Stage.QUALIFYING, 10, Stage.FINAL, 2),
                Map.of(), "seed");
        List<String> table = Fixtures.players(1);
        List<GameRecord> games = List.of(
                new Fixtures.Game("g1", Stage.QUALIFYING, Winner.BLACK, table).firstKilled(1).build(),        // counts, red lost
                new Fixtures.Game("g2", Stage.QUALIFYING, Winner.BLACK, table).role(1, Role.SHERIFF).firstKilled(1).build(), // Sheriff, lost
                new Fixtures.Game("g3", Stage.QUALIFYING, Winner.RED, table).firstKilled(1).build(),          // i, but red won
                new Fixtures.Game("g4", Stage.QUALIFYING, Winner.DRAW, table).firstKilled(2).build(),         // p02: draw is no loss
                new Fixtures.Game("g5", Stage.QUALIFYING, Winner.BLACK, table).role(1, Role.DON).firstKilled(1).build(), // as Don: not i
                new Fixtures.Game("g6", Stage.FINAL, Winner.BLACK, table).firstKilled(1).build());            // final: not i

        Standings s = StandingsCalculator.compute(plan, games, Map.of(), Set.of(), new LotBook("seed", Map.of()));

        StandingRow p01 = row(s, "p01");
        assertThat(s.b()).isEqualTo(4);
        // not provisional: a final game exists, so the qualifying distance is over
        assertThat(p01.compensation()).isEqualTo(new StandingRow.CompensationPart(3, new BigDecimal("0.3000"), 2,
                new BigDecimal("0.60"), false));
        assertThat(p01.firstNightDeaths()).isEqualTo(5);                   // 8.8.4 counts every role and stage
        // main: K applies (10 players; N = 6, red won 1, black 4 → heavy = RED, K = 1 + (3 − 1)/3): g3's heavy
        // win 1 × 1.6667 = 1.67, g5's win as Don 1, and the compensation 0.60
        assertThat(p01.main()).isEqualByComparingTo("3.27");
        StandingRow p02 = row(s, "p02");
        assertThat(p02.compensation().i()).isEqualTo(1);
        assertThat(p02.compensation().games()).isZero();
        assertThat(p02.compensation().points()).isEqualByComparingTo("0");
    }

    @Test
    void ci_is_provisional_until_the_distance_is_over_and_final_once_a_later_stage_starts() {
        TournamentPlan plan = new TournamentPlan("t", "t", Ruleset.FIIM, stages(Stage.QUALIFYING, 1, Stage.FINAL, 1),
                Map.of(), "seed");
        GameRecord q1 = new Fixtures.Game("q1", Stage.QUALIFYING, Winner.BLACK, Fixtures.players(1)).firstKilled(1).open().build();
        Standings open = StandingsCalculator.compute(plan, List.of(q1), Map.of(), Set.of(), new LotBook("s", Map.of()));
        assertThat(open.compensationProvisional()).isTrue();

        GameRecord signed = new Fixtures.Game("q1", Stage.QUALIFYING, Winner.BLACK, Fixtures.players(1)).firstKilled(1).build();
        GameRecord q2 = new Fixtures.Game("q2", Stage.QUALIFYING, Winner.RED, Fixtures.players(11)).build();
        Standings allPlayed = StandingsCalculator.compute(plan, List.of(signed, q2), Map.of(), Set.of(), new LotBook("s", Map.of()));
        assertThat(allPlayed.compensationProvisional()).isFalse();          // each player played his 1 game, all signed
        assertThat(allPlayed.k().provisional()).isTrue();                   // the final is still to come

        GameRecord f1 = new Fixtures.Game("f1", Stage.FINAL, Winner.RED, Fixtures.players(1)).open().build();
        Standings finalStarted = StandingsCalculator.compute(plan, List.of(q1, f1), Map.of(), Set.of(), new LotBook("s", Map.of()));
        assertThat(finalStarted.compensationProvisional()).isFalse();       // a later stage exists
        assertThat(finalStarted.rows().get(0).compensation().provisional()).isFalse();
    }

    @Test
    void club_has_its_own_compensation_so_8_6_does_not_apply() {
        TournamentPlan plan = new TournamentPlan("t", "t", Ruleset.CLUB, stages(Stage.QUALIFYING, 10), Map.of(), "seed");
        GameRecord g = new Fixtures.Game("g1", Stage.QUALIFYING, Winner.BLACK, Fixtures.players(1)).firstKilled(1).build();
        Standings s = StandingsCalculator.compute(plan, List.of(g), Map.of(), Set.of(), new LotBook("s", Map.of()));
        assertThat(s.compensationApplies()).isFalse();
        assertThat(s.b()).isNull();
        assertThat(row(s, "p01").compensation().points()).isEqualByComparingTo("0");
        assertThat(s.k().applies()).isFalse();
    }

    static Map<Stage, Integer> stages(Object... stageAndGames) {
        Map<Stage, Integer> map = new LinkedHashMap<>();
        for (int i = 0; i < stageAndGames.length; i += 2) {
            map.put((Stage) stageAndGames[i], (Integer) stageAndGames[i + 1]);
        }
        return map;
    }

    static StandingRow row(Standings s, String playerId) {
        return s.rows().stream().filter(r -> r.playerId().equals(playerId)).findFirst().orElseThrow();
    }
}
