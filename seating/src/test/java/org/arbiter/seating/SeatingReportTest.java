package org.arbiter.seating;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The report's arithmetic on a schedule checked by hand, and the lower bound's formula against brute force. */
class SeatingReportTest {

    private static final List<String> TWELVE = List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l");

    @Test
    void twoRoundsOfTwelvePlayersAtOneTableByHand() {
        // round 1: a..j in seats 1..10, k and l sit out; round 2: c..l in seats 1..10, a and b sit out
        Schedule schedule = new Schedule(List.of(round(1, TWELVE.subList(0, 10)), round(2, TWELVE.subList(2, 12))));

        SeatingReport report = SeatingReport.of(TWELVE, schedule);

        // c..j: 28 pairs meet twice; {a,b}×{c..j}, {k,l}×{c..j}, a–b, k–l: 34 pairs once; {a,b}×{k,l}: 4 never
        assertThat(report.pairs()).isEqualTo(66);
        assertThat(report.totalMeetings()).isEqualTo(90);
        assertThat(report.meetingsHistogram()).containsExactly(4L, 34L, 28L);
        assertThat(report.maxMeetings()).isEqualTo(2);
        assertThat(report.ideal()).isEqualTo(2);
        assertThat(report.pairsAboveIdeal()).isZero();
        assertThat(report.pairsMeetingTwiceOrMore()).isEqualTo(28);
        assertThat(report.sumOfSquaredMeetings()).isEqualTo(34 + 28 * 4);
        // convexity: q = ⌊90/66⌋ = 1, r = 24: 66·1 + 24·3 = 138; rounds against rounds: the 8 players of both
        // rounds share one cell, 90 + ½·2·(8² − 8) = 146, which this schedule reaches (it has no choice)
        assertThat(SeatingReport.LowerBound.of(66, 90)).isEqualTo(new SeatingReport.LowerBound(138, 2));
        assertThat(report.lowerBound()).isEqualTo(new SeatingReport.LowerBound(146, 2));
        assertThat(report.seatHistograms().get("a")).containsExactly(1, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        assertThat(report.seatHistograms().get("c")).containsExactly(1, 0, 1, 0, 0, 0, 0, 0, 0, 0);
        assertThat(report.seatHistograms().get("l")).containsExactly(0, 0, 0, 0, 0, 0, 0, 0, 0, 1);
        assertThat(report.seatsSpreadEvenly()).isTrue(); // nobody sits twice in one seat in two games
    }

    @Test
    void lowerBoundOfTheIssuesCases() {
        // 30 players, 3 tables × 45 pairs × 10 rounds = 1350 meetings over 435 pairs: 390 pairs at 3, 45 at 4
        assertThat(SeatingReport.LowerBound.of(435, 1350)).isEqualTo(new SeatingReport.LowerBound(4230, 4));
        // rounds against rounds: 90 ordered pairs of rounds, 30 players over 3 × 3 cells (Σ n² ≥ 102): 4590
        assertThat(SeatingReport.LowerBound.of(30, sizes(10, 3, 10), common(10, 30)))
                .isEqualTo(new SeatingReport.LowerBound(4590, 4));
        assertThat(SeatingReport.LowerBound.of(100, sizes(10, 10, 10), common(10, 100)))
                .isEqualTo(new SeatingReport.LowerBound(4500, 1));
        // 100 players × 10 rounds: 4500 meetings over 4950 pairs, each at most once
        assertThat(SeatingReport.LowerBound.of(4950, 4500)).isEqualTo(new SeatingReport.LowerBound(4500, 1));
        // 200 players × 12 rounds: 20 tables × 45 × 12 = 10800 over 19900 pairs
        assertThat(SeatingReport.LowerBound.of(19900, 10800)).isEqualTo(new SeatingReport.LowerBound(10800, 1));
    }

    @Test
    void lowerBoundIsTheLeastSumOfSquaresOverEveryDistribution() {
        for (int pairs = 1; pairs <= 5; pairs++) {
            for (int total = 0; total <= 12; total++) {
                long least = leastSumOfSquares(pairs, total, total);
                assertThat(SeatingReport.LowerBound.of(pairs, total).sumOfSquaredMeetings())
                        .as("%d meetings over %d pairs", total, pairs).isEqualTo(least);
            }
        }
    }

    private static int[][] sizes(int rounds, int tables, int size) {
        int[][] sizes = new int[rounds][tables];
        for (int[] round : sizes) {
            java.util.Arrays.fill(round, size);
        }
        return sizes;
    }

    private static long[][] common(int rounds, int players) {
        long[][] common = new long[rounds][rounds];
        for (long[] row : common) {
            java.util.Arrays.fill(row, players);
        }
        return common;
    }

    /** Brute force: the least Σ x² over x_1..x_pairs ≥ 0 with Σ x = total, each x ≤ cap. */
    private static long leastSumOfSquares(int pairs, int total, int cap) {
        if (pairs == 1) {
            return total <= cap ? (long) total * total : Long.MAX_VALUE / 2;
        }
        long least = Long.MAX_VALUE / 2;
        for (int x = 0; x <= Math.min(total, cap); x++) {
            least = Math.min(least, (long) x * x + leastSumOfSquares(pairs - 1, total - x, cap));
        }
        return least;
    }

    private static Schedule.Round round(int number, List<String> players) {
        List<Schedule.Seat> seats = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            seats.add(new Schedule.Seat(i + 1, players.get(i), false));
        }
        List<String> byes = TWELVE.stream().filter(p -> !players.contains(p)).toList();
        return new Schedule.Round(number, List.of(new Schedule.Table(1, seats)), byes);
    }
}
