package org.arbiter.load;

import org.HdrHistogram.Histogram;

/** p50 / p99 / max of a histogram of microseconds, in milliseconds. */
record LatencySummary(long count, double p50Ms, double p99Ms, double maxMs) {

    /** Histograms record microseconds from 1 µs to 60 s with 3 significant digits. */
    static Histogram newHistogram() {
        return new Histogram(1, 60_000_000L, 3);
    }

    static LatencySummary of(Histogram micros) {
        if (micros.getTotalCount() == 0) {
            return new LatencySummary(0, Double.NaN, Double.NaN, Double.NaN);
        }
        return new LatencySummary(micros.getTotalCount(),
                micros.getValueAtPercentile(50) / 1000.0,
                micros.getValueAtPercentile(99) / 1000.0,
                micros.getMaxValue() / 1000.0);
    }

    String format() {
        return String.format("n=%d p50=%.2f ms p99=%.2f ms max=%.2f ms", count, p50Ms, p99Ms, maxMs);
    }
}
