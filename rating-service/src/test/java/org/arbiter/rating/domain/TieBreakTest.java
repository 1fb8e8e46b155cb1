package org.arbiter.rating.domain;

import static org.arbiter.rating.domain.CompensationTest.row;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Winner;
import org.junit.jupiter.api.Test;

/** Rating = main + extra and its tie-breaks in order (004 8.8, 8.8.1–8.8.5), and removal from the tournament (7.3). */
class TieBreakTest {

    static final List<String> T1 = Fixtures.players(1);
    static final List<String> T2 = Fixtures.players(11);

    @Test
    void more_rating_points_first_8_8() {
        Standings s = compute(plan(21), List.of(
                new Fixtures.Game("g1", Stage.QUALIFYING, Winner.RED, T1).judge(8, "0.4").build()));
        // p01 (civilian, won): 1.00; p08 (mafia, lost) 0.40 extra only
        assertPlacedAbove(s, "p01", "p08", TieBreak.POINTS);
        assertThat(row(s, "p01").total()).isEqualByComparingTo("1.00");
        assertThat(row(s, "p08").total()).isEqualByComparingTo("0.40");
    }

    /** 8.8.1: 2.00 both; p11 has 1 win + 1.00 extra (judge 0.5 twice), p01 2 wins and no extra. */
    @Test
    void equal_points_more_extra_points_first_8_8_1() {
        Standings s = compute(plan(21), List.of(
                new Fixtures.Game("g1", Stage.QUALIFYING, Winner.RED, T1).build(),
                new Fixtures.Game("g2", Stage.QUALIFYING, Winner.RED, T1).build(),
                new Fixtures.Game("g3", Stage.QUALIFYING, Winner.RED, T2).judge(1, "0.5").build(),
                new Fixtures.Game("g4", Stage.QUALIFYING, Winner.BLACK, T2).judge(1, "0.5").build()));
        assertThat(row(s, "p11").total()).isEqualByComparingTo(row(s, "p01").total());
        assertPlacedAbove(s, "p11", "p01", TieBreak.EXTRA);
    }

    /**
     * 8.8.2: needs equal points and extras with different wins, which K gives: 20 players, N = 8, black won 2 →
     * K = 1 + (4 − 2)/4 = 1.5; p01 (civilian) 3 ordinary wins = 3.00, p08 (mafia) 2 heavy wins × 1.5 = 3.00.
     */
    @Test
    void equal_points_and_extras_more_wins_first_8_8_2() {
        Standings s = compute(plan(20), List.of(
                new Fixtures.Game("g1", Stage.QUALIFYING, Winner.RED, T1).build(),
                new Fixtures.Game("g2", Stage.QUALIFYING, Winner.RED, T1).build(),
                new Fixtures.Game("g3", Stage.QUALIFYING, Winner.RED, T1).build(),
                new Fixtures.Game("g4", Stage.QUALIFYING, Winner.BLACK, T1).build(),
                new Fixtures.Game("g5", Stage.QUALIFYING, Winner.BLACK, T1).build(),
                new Fixtures.Game("g6", Stage.QUALIFYING, Winner.RED, T2).build(),
                new Fixtures.Game("g7", Stage.QUALIFYING, Winner.RED, T2).build(),
                new Fixtures.Game("g8", Stage.QUALIFYING, Winner.RED, T2).build()));
        assertThat(s.k().value()).isEqualByComparingTo("1.5");
        assertThat(row(s, "p01").total()).isEqualByComparingTo("3.00");
        assertThat(row(s, "p08").total()).isEqualByComparingTo("3.00");
        assertPlacedAbove(s, "p01", "p08", TieBreak.WINS);
    }

    /** 8.8.3: p07 won twice as Sheriff, p01 twice as a civilian. */
    @Test
    void equal_wins_more_wins_as_don_or_sheriff_first_8_8_3() {
        Standings s = compute(plan(21), List.of(
                new Fixtures.Game("g1", Stage.QUALIFYING, Winner.RED, T1).build(),
                new Fixtures.Game("g2", Stage.QUALIFYING, Winner.RED, T1).build()));
        assertPlacedAbove(s, "p07", "p01", TieBreak.DON_SHERIFF_WINS);
        assertThat(row(s, "p07").winsSheriff()).isEqualTo(2);
        // and the Don's wins count the same: p10 as Don vs p08 as mafia
        Standings black = compute(plan(21), List.of(
                new Fixtures.Game("g1", Stage.QUALIFYING, Winner.BLACK, T1).build()));
        assertPlacedAbove(black, "p10", "p08", TieBreak.DON_SHERIFF_WINS);
        assertThat(row(black, "p10").winsDon()).isEqualTo(1);
    }

    /** 8.8.4: p01 and p02 won twice as civilians; p01 was killed on the first night once. */
    @Test
    void equal_don_sheriff_wins_more_first_night_deaths_first_8_8_4() {
        Standings s = compute(plan(21), List.of(
                new Fixtures.Game("g1", Stage.QUALIFYING, Winner.RED, T1).firstKilled(1).build(),
                new Fixtures.Game("g2", Stage.QUALIFYING, Winner.RED, T1).build()));
        assertPlacedAbove(s, "p01", "p02", TieBreak.FIRST_NIGHT_DEATHS);
        assertThat(row(s, "p01").firstNightDeaths()).isEqualTo(1);
        assertThat(row(s, "p01").decidedBelow()).isEqualTo(StandingRow.Decision.of(TieBreak.FIRST_NIGHT_DEATHS));
    }

    /** 8.8.5: a full tie is settled by the lot: drawn once for the tied players only, then recorded and reused. */
    @Test
    void a_full_tie_is_settled_by_a_lot_drawn_once_and_reused_8_8_5() {
        List<GameRecord> games = List.of(new Fixtures.Game("g1", Stage.QUALIFYING, Winner.RED, T1).build());
        Standings first = compute(plan(21), games, "seed-A", Map.of());
        // the six civilians p01–p06 are tied on everything, and so are the two mafia and the Don (all 0);
        // the Sheriff (8.8.3) is not
        assertThat(first.lotsDrawn()).containsOnlyKeys("p01", "p02", "p03", "p04", "p05", "p06", "p08", "p09", "p10");
        assertThat(first.lotsDrawn().get("p03")).isEqualTo(LotBook.draw("seed-A", "p03"));
        List<String> civilians = first.rows().stream().filter(r -> r.lot() != null && r.wins() == 1)
                .map(StandingRow::playerId).toList();
        List<String> byLot = first.lotsDrawn().entrySet().stream().filter(e -> e.getKey().compareTo("p07") < 0)
                .sorted(Map.Entry.comparingByValue()).map(Map.Entry::getKey).toList();
        assertThat(civilians).isEqualTo(byLot);                                   // the lower lot is placed higher
        assertThat(first.rows().get(1).decidedAbove()).isEqualTo(StandingRow.Decision.of(TieBreak.DON_SHERIFF_WINS));
        assertThat(first.rows().get(2).decidedAbove()).isEqualTo(StandingRow.Decision.of(TieBreak.LOT));

        // recorded lots win over any new draw: no player is drawn again, even with another seed
        Map<String, Long> recorded = new LinkedHashMap<>(Map.of("p01", 6L, "p02", 5L, "p03", 4L, "p04", 3L, "p05", 2L,
                "p06", 1L, "p08", 9L, "p09", 8L, "p10", 7L));
        Standings again = compute(plan(21), games, "seed-B", recorded);
        assertThat(again.lotsDrawn()).isEmpty();
        assertThat(again.rows().stream().map(StandingRow::playerId).toList())
                .containsExactly("p07", "p06", "p05", "p04", "p03", "p02", "p01", "p10", "p09", "p08");
        assertThat(again.rows().get(6).lot()).isEqualTo(6L);
        // a player not in a full tie carries no lot
        assertThat(row(again, "p07").lot()).isNull();
    }

    @Test
    void the_tie_breaks_apply_in_order_extra_before_wins() {
        // p11: 1 win + 1.00 extra = 2.00; p01: 2 wins and ... equal points: extras decide before wins (8.8.1 first)
        Standings s = compute(plan(21), List.of(
                new Fixtures.Game("g1", Stage.QUALIFYING, Winner.RED, T1).build(),
                new Fixtures.Game("g2", Stage.QUALIFYING, Winner.RED, T1).build(),
                new Fixtures.Game("g3", Stage.QUALIFYING, Winner.RED, T2).judge(1, "0.5").build(),
                new Fixtures.Game("g4", Stage.QUALIFYING, Winner.BLACK, T2).judge(1, "0.5").build()));
        assertThat(row(s, "p11").wins()).isLessThan(row(s, "p01").wins());
        assertThat(s.rows().indexOf(row(s, "p11"))).isLessThan(s.rows().indexOf(row(s, "p01")));
    }

    @Test
    void a_player_removed_from_the_tournament_is_marked_and_placed_after_everyone_7_3() {
        Standings s = StandingsCalculator.compute(plan(21),
                List.of(new Fixtures.Game("g1", Stage.QUALIFYING, Winner.RED, T1).role(1, Role.SHERIFF).judge(1, "0.5").build()),
                Map.of(), Set.of("p01"), new LotBook("s", Map.of()));
        StandingRow last = s.rows().get(9);
        assertThat(last.playerId()).isEqualTo("p01");
        assertThat(last.removedFromTournament()).isTrue();
        assertThat(last.decidedAbove()).isEqualTo(new StandingRow.Decision(TieBreak.REMOVED, "7.3"));
        assertThat(last.place()).isEqualTo(10);
    }

    static void assertPlacedAbove(Standings s, String upper, String lower, TieBreak by) {
        StandingRow u = row(s, upper);
        StandingRow l = row(s, lower);
        assertThat(u.place()).isLessThan(l.place());
        assertThat(StandingsCalculator.decidedBetween(u, l)).isEqualTo(by);
    }

    static Standings compute(TournamentPlan plan, List<GameRecord> games) {
        return compute(plan, games, "seed", Map.of());
    }

    static Standings compute(TournamentPlan plan, List<GameRecord> games, String seed, Map<String, Long> lots) {
        return StandingsCalculator.compute(plan, games, Map.of(), Set.of(), new LotBook(seed, lots));
    }

    /** FIIM, one qualifying stage, {@code registered} players (K only for at most 20, 8.7). */
    static TournamentPlan plan(int registered) {
        Map<String, String> players = new LinkedHashMap<>();
        for (int i = 1; i <= registered; i++) {
            players.put(String.format("p%02d", i), "P" + i);
        }
        return new TournamentPlan("t", "t", Ruleset.FIIM, Map.of(Stage.QUALIFYING, 10), players, "seed");
    }
}
