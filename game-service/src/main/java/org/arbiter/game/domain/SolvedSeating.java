package org.arbiter.game.domain;

import java.util.List;
import java.util.Map;
import org.arbiter.seating.SeatingReport;

/**
 * A stage seated by the seating module (docs/organiser.md "Seating a stage by the solver"): the seating as stored
 * (the same shape as {@code GET .../seating}), who sits each round out, the substitutes, and the quality report of
 * the solved seating beside a random seating's and the lower bound.
 *
 * @param seating the stored seating: rounds × tables × seats 1–10
 * @param byes per round, in round order, the stage's players who sit it out (empty lists when nobody does)
 * @param substitutes the registered players who fill empty seats (not the stage's players, not in the report)
 * @param report how evenly the solved seating mixes the stage's players and spreads their seats
 * @param random the same figures for a random seating with the same rounds and tables
 * @param lowerBound what no seating with these rounds and tables can beat
 */
public record SolvedSeating(StageSeating seating, List<RoundByes> byes, List<String> substitutes, Quality report,
        Quality random, Bound lowerBound) {

    /** The players who sit round {@code round} out. */
    public record RoundByes(int round, List<String> players) {
    }

    /**
     * A seating's figures, over the stage's players (substitutes not counted).
     *
     * @param pairs the pairs of players, n(n − 1)/2
     * @param totalMeetings the meetings of all pairs together (fixed by the tables)
     * @param maxMeetings the most times any pair meets
     * @param ideal ⌈totalMeetings / pairs⌉: the most any pair meets when meetings are spread evenly
     * @param pairsAboveIdeal pairs that meet more than {@code ideal} times
     * @param pairsMeetingTwiceOrMore pairs that meet at least twice
     * @param sumOfSquaredMeetings Σ over pairs of meetings²
     * @param meetingsHistogram index m: how many pairs meet exactly m times
     * @param seatsEven whether every player sits in every seat ⌊g/10⌋ or ⌈g/10⌉ times
     * @param mostTimesInOneSeat the most times any player sits in one seat
     * @param seatHistograms per player, in the stage's order: index s − 1 holds how often he sits in seat s
     */
    public record Quality(long pairs, long totalMeetings, int maxMeetings, int ideal, long pairsAboveIdeal,
            long pairsMeetingTwiceOrMore, long sumOfSquaredMeetings, List<Long> meetingsHistogram, boolean seatsEven,
            int mostTimesInOneSeat, Map<String, List<Integer>> seatHistograms) {

        static Quality of(SeatingReport report) {
            return new Quality(report.pairs(), report.totalMeetings(), report.maxMeetings(), report.ideal(),
                    report.pairsAboveIdeal(), report.pairsMeetingTwiceOrMore(), report.sumOfSquaredMeetings(),
                    report.meetingsHistogram(), report.seatsSpreadEvenly(), report.mostTimesInOneSeat(),
                    report.seatHistograms());
        }
    }

    /** The least sum of squared meetings and the least maximum any seating with these rounds and tables can have. */
    public record Bound(long sumOfSquaredMeetings, int maxMeetings) {
    }
}
