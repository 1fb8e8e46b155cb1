package org.arbiter.seating;

import static org.arbiter.seating.SeatingRequest.SEATS_PER_TABLE;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How evenly a schedule mixes the registered players (substitutes are not counted) and spreads their seats.
 *
 * @param pairs the pairs of registered players, n(n − 1)/2
 * @param totalMeetings the meetings of all pairs together: Σ over tables of k(k − 1)/2, k registered players at it
 * @param meetingsHistogram index m: how many pairs meet exactly m times
 * @param maxMeetings the most times any pair meets
 * @param ideal ⌈totalMeetings / pairs⌉: the most any pair meets when the meetings are spread evenly
 * @param pairsAboveIdeal the pairs that meet more than {@code ideal} times
 * @param pairsMeetingTwiceOrMore the pairs that meet at least twice
 * @param sumOfSquaredMeetings Σ over pairs of meetings²
 * @param lowerBound the least sum of squares and maximum any schedule with these tables can have
 * @param seatHistograms per registered player, in the request's order: index s − 1 holds how often he sits in seat s
 */
public record SeatingReport(long pairs, long totalMeetings, List<Long> meetingsHistogram, int maxMeetings, int ideal,
        long pairsAboveIdeal, long pairsMeetingTwiceOrMore, long sumOfSquaredMeetings, LowerBound lowerBound,
        Map<String, List<Integer>> seatHistograms) {

    public SeatingReport {
        meetingsHistogram = List.copyOf(meetingsHistogram);
        seatHistograms = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(seatHistograms));
    }

    /**
     * The bound every schedule with the same rounds, tables and byes obeys: the larger of two.
     *
     * <p><b>Convexity.</b> The total of meetings S = Σ x_p over the P pairs is fixed by the tables, and x ↦ x² is
     * convex: if two pairs' meetings differ by two or more, moving one meeting from the larger a to the smaller b
     * changes the sum of squares by (a − 1)² + (b + 1)² − a² − b² = 2(b − a) + 2 &lt; 0. So the least sum has every
     * x_p ∈ {q, q + 1}, q = ⌊S/P⌋, with r = S − qP pairs at q + 1:
     * <pre>
     *   Σ x_p² ≥ (P − r)·q² + r·(q + 1)² = P·q² + r·(2q + 1)
     * </pre>
     * and the most any pair meets is at least ⌈S/P⌉.
     *
     * <p><b>Rounds against rounds.</b> Write x_pq = Σ_r [p and q share a table in round r]. Squaring and summing
     * over pairs, a round with itself gives its own meetings, and two rounds r ≠ s give Σ_ij n_ij² − c_rs, where
     * n_ij counts the players at table i in r and at table j in s and c_rs = Σ n_ij is the players of both rounds:
     * <pre>
     *   Σ x_p² = S + ½ Σ_{r≠s} (Σ_ij n_ij² − c_rs)
     * </pre>
     * and Σ_ij n_ij², c_rs spread over T_r·T_s cells, is at least the even spread's, the convexity bound above with
     * (cells, c_rs) for (P, S). For 30 players at 3 tables each pair of rounds has 9 cells for 30 players, at best
     * 4, 3, 3 a row: Σ n² ≥ 102, so Σ x² ≥ 1350 + ½·90·(102 − 30) = 4590, above the convexity bound's 4230. (A
     * bound, not always reachable: 100 players × 10 rounds would need every pair to meet at most once.)
     */
    public record LowerBound(long sumOfSquaredMeetings, int maxMeetings) {

        /** The convexity bound of {@code totalMeetings} spread over {@code pairs}. */
        public static LowerBound of(long pairs, long totalMeetings) {
            if (pairs == 0) {
                return new LowerBound(0, 0);
            }
            long q = totalMeetings / pairs;
            long r = totalMeetings - q * pairs;
            return new LowerBound(pairs * q * q + r * (2 * q + 1), (int) (r == 0 ? q : q + 1));
        }

        /**
         * Both bounds for rounds whose tables and registered players are given.
         *
         * @param players the registered players
         * @param tableSizes per round, per table, the registered players at it
         * @param commonPlayers c_rs, the registered players who play both round r and round s
         */
        public static LowerBound of(long players, int[][] tableSizes, long[][] commonPlayers) {
            long totalMeetings = 0;
            for (int[] round : tableSizes) {
                for (int size : round) {
                    totalMeetings += (long) size * (size - 1) / 2;
                }
            }
            LowerBound convexity = of(players * (players - 1) / 2, totalMeetings);
            long roundsAgainstRounds = 0;
            for (int r = 0; r < tableSizes.length; r++) {
                for (int s = 0; s < tableSizes.length; s++) {
                    if (r != s) {
                        long cells = (long) tableSizes[r].length * tableSizes[s].length;
                        roundsAgainstRounds += of(cells, commonPlayers[r][s]).sumOfSquaredMeetings()
                                - commonPlayers[r][s];
                    }
                }
            }
            return new LowerBound(Math.max(convexity.sumOfSquaredMeetings(), totalMeetings + roundsAgainstRounds / 2),
                    convexity.maxMeetings());
        }
    }

    /** Measures {@code schedule}, whose registered players are {@code players}. */
    public static SeatingReport of(List<String> players, Schedule schedule) {
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < players.size(); i++) {
            index.put(players.get(i), i);
        }
        int n = players.size();
        int[] meetings = new int[n * n];
        int[][] seats = new int[n][SEATS_PER_TABLE];
        long totalMeetings = 0;
        for (Schedule.Round round : schedule.rounds()) {
            for (Schedule.Table table : round.tables()) {
                List<Schedule.Seat> registered = table.seats().stream().filter(seat -> !seat.substitute()).toList();
                for (int i = 0; i < registered.size(); i++) {
                    int a = index.get(registered.get(i).player());
                    seats[a][registered.get(i).number() - 1]++;
                    for (int j = i + 1; j < registered.size(); j++) {
                        int b = index.get(registered.get(j).player());
                        meetings[Math.min(a, b) * n + Math.max(a, b)]++;
                        totalMeetings++;
                    }
                }
            }
        }
        long pairs = (long) n * (n - 1) / 2;
        int ideal = pairs == 0 ? 0 : (int) ((totalMeetings + pairs - 1) / pairs);
        List<Long> histogram = new ArrayList<>();
        int maxMeetings = 0;
        long aboveIdeal = 0;
        long twiceOrMore = 0;
        long sumOfSquares = 0;
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                int m = meetings[a * n + b];
                while (histogram.size() <= m) {
                    histogram.add(0L);
                }
                histogram.set(m, histogram.get(m) + 1);
                maxMeetings = Math.max(maxMeetings, m);
                aboveIdeal += m > ideal ? 1 : 0;
                twiceOrMore += m >= 2 ? 1 : 0;
                sumOfSquares += (long) m * m;
            }
        }
        Map<String, List<Integer>> seatHistograms = new LinkedHashMap<>();
        for (int player = 0; player < n; player++) {
            seatHistograms.put(players.get(player), java.util.Arrays.stream(seats[player]).boxed().toList());
        }
        return new SeatingReport(pairs, totalMeetings, histogram, maxMeetings, ideal, aboveIdeal, twiceOrMore,
                sumOfSquares, lowerBound(index, schedule), seatHistograms);
    }

    private static LowerBound lowerBound(Map<String, Integer> index, Schedule schedule) {
        int rounds = schedule.rounds().size();
        int[][] tableSizes = new int[rounds][];
        java.util.BitSet[] plays = new java.util.BitSet[rounds];
        for (int r = 0; r < rounds; r++) {
            List<Schedule.Table> tables = schedule.rounds().get(r).tables();
            tableSizes[r] = new int[tables.size()];
            plays[r] = new java.util.BitSet();
            for (int t = 0; t < tables.size(); t++) {
                for (Schedule.Seat seat : tables.get(t).seats()) {
                    if (!seat.substitute()) {
                        tableSizes[r][t]++;
                        plays[r].set(index.get(seat.player()));
                    }
                }
            }
        }
        long[][] common = new long[rounds][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int s = 0; s < rounds; s++) {
                java.util.BitSet both = (java.util.BitSet) plays[r].clone();
                both.and(plays[s]);
                common[r][s] = both.cardinality();
            }
        }
        return LowerBound.of(index.size(), tableSizes, common);
    }

    /** Whether every player sits in every seat ⌊g/10⌋ or ⌈g/10⌉ times, g his games. */
    public boolean seatsSpreadEvenly() {
        return seatHistograms.values().stream().allMatch(histogram -> {
            int games = histogram.stream().mapToInt(Integer::intValue).sum();
            int floor = games / SEATS_PER_TABLE;
            int ceiling = (games + SEATS_PER_TABLE - 1) / SEATS_PER_TABLE;
            return histogram.stream().allMatch(count -> count >= floor && count <= ceiling);
        });
    }

    /** The seat counts' spread: the most times any player sits in one seat, and the fewest. */
    public int mostTimesInOneSeat() {
        return seatHistograms.values().stream().flatMap(List::stream).mapToInt(Integer::intValue).max().orElse(0);
    }

    /** One line per figure, for the benchmark's output and logs. */
    public String summary() {
        return "max meetings " + maxMeetings + " (bound " + lowerBound.maxMeetings() + "), pairs above ideal "
                + ideal + ": " + pairsAboveIdeal + ", pairs meeting twice or more: " + pairsMeetingTwiceOrMore
                + ", sum of squared meetings " + sumOfSquaredMeetings + " (bound " + lowerBound.sumOfSquaredMeetings()
                + "), meetings histogram " + meetingsHistogram + ", seats even: " + seatsSpreadEvenly()
                + " (most in one seat " + mostTimesInOneSeat() + ")";
    }
}
