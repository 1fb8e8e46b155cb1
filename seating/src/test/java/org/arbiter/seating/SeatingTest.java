package org.arbiter.seating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.arbiter.seating.SeatingRequest.Filling;
import org.arbiter.seating.SeatingRequest.SeparatedPair;
import org.junit.jupiter.api.Test;

/** The schedule's invariants, exactly, for each way a stage can be shaped; short, move-bounded (reproducible) solves. */
class SeatingTest {

    private static final Seating.Budget SHORT = Seating.Budget.moves(40_000);
    /** About two seconds of solving on this machine; the figures do not depend on the machine's speed. */
    private static final long TARGET_MOVES = 2_000_000;

    static List<String> players(String prefix, int count) {
        List<String> players = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            players.add(prefix + i);
        }
        return players;
    }

    @Test
    void hundredPlayersTenRoundsEveryPlayerEveryRoundEverySeatOnceSeparatedPairsApart() {
        List<SeparatedPair> separated = List.of(new SeparatedPair("p1", "p2"), new SeparatedPair("p1", "p3"),
                new SeparatedPair("p2", "p3"), new SeparatedPair("p50", "p51"), new SeparatedPair("p99", "p100"));
        SeatingRequest request = new SeatingRequest(players("p", 100), 10, separated, new Filling.Byes(), 7);

        Seating.Result result = Seating.seat(request, SHORT);

        assertThat(result.schedule().rounds()).hasSize(10);
        assertThat(result.schedule().rounds()).allSatisfy(round -> {
            assertThat(round.tables()).hasSize(10);
            assertThat(round.byes()).isEmpty();
        });
        assertEveryPlayerPlays(request, result.schedule(), 10);
        assertSeparatedApart(request, result.schedule());
        assertThat(result.separatedPairsTogether()).isZero();
        assertThat(result.report().seatHistograms().values())
                .allSatisfy(histogram -> assertThat(histogram).containsExactly(1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
        assertThat(result.report().sumOfSquaredMeetings())
                .isLessThan(result.randomReport().sumOfSquaredMeetings())
                .isGreaterThanOrEqualTo(result.report().lowerBound().sumOfSquaredMeetings());
        assertThat(result.report().totalMeetings()).isEqualTo(100 * 45);
    }

    @Test
    void byesWhenPlayersAreNotAMultipleOfTenEveryPlayerSitsOutTheSameNumberOfRounds() {
        // 95 players x 10 games = 95 tables, at most 9 a round: 11 rounds (7 of 9 tables, 4 of 8), one bye each
        SeatingRequest request = new SeatingRequest(players("p", 95), 10, List.of(), new Filling.Byes(), 3);

        Seating.Result result = Seating.seat(request, SHORT);

        assertThat(result.schedule().rounds()).extracting(round -> round.tables().size())
                .containsExactly(9, 9, 9, 9, 9, 9, 9, 8, 8, 8, 8);
        assertThat(result.schedule().rounds()).extracting(round -> round.byes().size())
                .containsExactly(5, 5, 5, 5, 5, 5, 5, 15, 15, 15, 15);
        Map<String, Integer> byes = new HashMap<>();
        result.schedule().rounds().forEach(round -> round.byes().forEach(p -> byes.merge(p, 1, Integer::sum)));
        assertThat(byes).hasSize(95).allSatisfy((player, count) -> assertThat(count).isEqualTo(1));
        result.schedule().rounds().forEach(round -> round.tables().forEach(table -> assertThat(table.seats())
                .noneMatch(seat -> round.byes().contains(seat.player()))));
        assertEveryPlayerPlays(request, result.schedule(), 10);
        assertThat(result.report().seatsSpreadEvenly()).isTrue();
        assertThat(result.report().mostTimesInOneSeat()).isEqualTo(1);
    }

    @Test
    void substitutesFillTheLastSeatsOnceARoundAndAreNotScored() {
        // 23 players: 3 tables a round, 7 seats a round for the 8 substitutes; 12 games: every seat once or twice
        List<String> substitutes = players("s", 8);
        SeatingRequest request = new SeatingRequest(players("p", 23), 12,
                List.of(new SeparatedPair("p1", "p2")), new Filling.Substitutes(substitutes), 5);

        Seating.Result result = Seating.seat(request, SHORT);

        assertThat(result.schedule().rounds()).hasSize(12);
        assertThat(result.schedule().rounds()).allSatisfy(round -> {
            assertThat(round.byes()).isEmpty();
            assertThat(round.tables()).hasSize(3);
            List<String> substitutesThisRound = round.tables().stream().flatMap(table -> table.seats().stream())
                    .filter(Schedule.Seat::substitute).map(Schedule.Seat::player).toList();
            assertThat(substitutesThisRound).hasSize(7).doesNotHaveDuplicates().isSubsetOf(substitutes);
            // the 7 empty seats spread 3, 2, 2 over the tables
            assertThat(round.tables()).extracting(table -> table.seats().stream().filter(Schedule.Seat::substitute)
                    .count()).containsExactlyInAnyOrder(3L, 2L, 2L);
        });
        assertEveryPlayerPlays(request, result.schedule(), 12);
        assertSeparatedApart(request, result.schedule());
        assertThat(result.report().seatHistograms()).hasSize(23).doesNotContainKey("s1");
        assertThat(result.report().seatHistograms().values()).allSatisfy(histogram -> {
            assertThat(histogram.stream().mapToInt(Integer::intValue).sum()).isEqualTo(12);
            assertThat(histogram).allSatisfy(count -> assertThat(count).isBetween(1, 2));
        });
        // registered pairs only: per round 7 + 8 + 8 registered at the tables, 7·6/2 + 8·7/2 + 8·7/2 = 77 meetings
        assertThat(result.report().totalMeetings()).isEqualTo(12 * 77);
        assertThat(result.report().pairs()).isEqualTo(23 * 22 / 2);
    }

    @Test
    void theSameRequestAndMoveBudgetGiveTheSameSchedule() {
        SeatingRequest request = new SeatingRequest(players("p", 30), 10, List.of(), new Filling.Byes(), 11);

        Seating.Result first = Seating.seat(request, Seating.Budget.moves(20_000));
        Seating.Result second = Seating.seat(request, Seating.Budget.moves(20_000));

        assertThat(second.schedule()).isEqualTo(first.schedule());
        assertThat(first.report().sumOfSquaredMeetings()).isLessThan(first.randomReport().sumOfSquaredMeetings());
        assertThat(first.report().seatHistograms().values())
                .allSatisfy(histogram -> assertThat(histogram).containsExactly(1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
    }

    @Test
    void thirtyPlayersTenRoundsMeetIssueFifteensTargetsOnAMoveBoundedSolve() {
        // issue 15: every pair meets 1-5 times, the sum of squared meetings at most 4,620 (the bound is 4,590)
        SeatingRequest request = new SeatingRequest(players("p", 30), 10, List.of(), new Filling.Byes(), 42);

        Seating.Result result = Seating.seat(request, Seating.Budget.moves(TARGET_MOVES));

        assertThat(result.report().lowerBound().sumOfSquaredMeetings()).isEqualTo(4590);
        assertThat(result.report().meetingsHistogram().getFirst()).isZero();
        assertThat(result.report().maxMeetings()).isLessThanOrEqualTo(5);
        assertThat(result.report().sumOfSquaredMeetings()).isLessThanOrEqualTo(4620);
        assertEveryPlayerPlays(request, result.schedule(), 10);
    }

    @Test
    void requestsThatCannotBeSeatedAreRefusedWithTheReason() {
        assertThatThrownBy(() -> Seating.seat(new SeatingRequest(players("p", 23), 12, List.of(), new Filling.Byes(),
                1), SHORT)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("23 players × 12 games = 276 seats, not a multiple of 10: byes would leave a table short;"
                        + " choose substitutes or another number of games");
        assertThatThrownBy(() -> Seating.seat(new SeatingRequest(players("p", 23), 12, List.of(),
                new Filling.Substitutes(players("s", 6)), 1), SHORT)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("23 players at 3 tables leave 7 seats a round: at least 7 substitutes are needed, not 6");
        assertThatThrownBy(() -> new SeatingRequest(List.of("a", "b", "a"), 1, List.of(), new Filling.Byes(), 1))
                .hasMessage("player a is registered twice");
        assertThatThrownBy(() -> new SeatingRequest(List.of("a", "b"), 1, List.of(new SeparatedPair("a", "c")),
                new Filling.Byes(), 1)).hasMessage("separated player c is not registered");
    }

    static void assertEveryPlayerPlays(SeatingRequest request, Schedule schedule, int games) {
        Map<String, Integer> played = new HashMap<>();
        for (Schedule.Round round : schedule.rounds()) {
            Set<String> thisRound = new HashSet<>();
            for (Schedule.Table table : round.tables()) {
                assertThat(table.seats()).extracting(Schedule.Seat::number)
                        .containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
                for (Schedule.Seat seat : table.seats()) {
                    assertThat(thisRound.add(seat.player())).as("%s twice in round %d", seat.player(), round.number())
                            .isTrue();
                    if (!seat.substitute()) {
                        played.merge(seat.player(), 1, Integer::sum);
                    }
                }
            }
        }
        assertThat(played.keySet()).containsExactlyInAnyOrderElementsOf(request.players());
        assertThat(played.values()).allSatisfy(count -> assertThat(count).isEqualTo(games));
    }

    static void assertSeparatedApart(SeatingRequest request, Schedule schedule) {
        for (Schedule.Round round : schedule.rounds()) {
            for (Schedule.Table table : round.tables()) {
                Set<String> atTable = new HashSet<>();
                table.seats().forEach(seat -> atTable.add(seat.player()));
                for (SeparatedPair pair : request.separated()) {
                    assertThat(atTable.contains(pair.first()) && atTable.contains(pair.second()))
                            .as("%s and %s at round %d table %d", pair.first(), pair.second(), round.number(),
                                    table.number())
                            .isFalse();
                }
            }
        }
    }
}
