package org.arbiter.load;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Collectors;

/** The freshness of the standings ({@link StandingsFeed}): percentiles over the games ended, the first ones apart. */
final class FreshnessReport {

    private FreshnessReport() {
    }

    /** Waits until every ended game's standings arrived, at most {@code timeoutNanos}. */
    static void await(List<StandingsFeed> feeds, long timeoutNanos) {
        long until = System.nanoTime() + timeoutNanos;
        while (System.nanoTime() < until
                && feeds.stream().mapToInt(StandingsFeed::arrived).sum() < feeds.stream().mapToInt(StandingsFeed::ended).sum()) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(100));
        }
    }

    /**
     * Prints the line {@code FRESHNESS} for all games, for those whose last command left in the first {@code firstSeconds}
     * after {@code start} and for the rest; then the first ten games' latencies in the order they ended.
     */
    static void print(List<long[]> games, long start, int firstSeconds) {
        long split = start + TimeUnit.SECONDS.toNanos(firstSeconds);
        System.out.println();
        System.out.println("FRESHNESS last command -> standings on the SSE feed naming the game");
        System.out.println("  all games:         " + summary(games));
        System.out.println("  first " + firstSeconds + " s:       " + summary(games.stream().filter(g -> g[0] < split).toList()));
        System.out.println("  after the first " + firstSeconds + " s: " + summary(games.stream().filter(g -> g[0] >= split).toList()));
        System.out.println("  the first ten games (ms): " + games.stream().limit(10)
                .map(g -> g[1] < 0 ? "never" : String.format("%.1f", g[1] / 1e6)).collect(Collectors.joining(" ")));
    }

    static String summary(List<long[]> games) {
        long[] ns = games.stream().mapToLong(g -> g[1]).filter(l -> l >= 0).sorted().toArray();
        long missing = games.size() - ns.length;
        if (ns.length == 0) {
            return "games=" + games.size() + " received=0";
        }
        return String.format("games=%d received=%d p50=%.1f ms p90=%.1f ms p99=%.1f ms max=%.1f ms%s", games.size(), ns.length,
                pct(ns, 50), pct(ns, 90), pct(ns, 99), ns[ns.length - 1] / 1e6, missing == 0 ? "" : " NEVER ARRIVED " + missing);
    }

    /** The nearest-rank percentile, in ms. */
    static double pct(long[] sorted, int p) {
        int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))] / 1e6;
    }

}
