package org.arbiter.load;

import java.util.SplittableRandom;

/**
 * One table's plan of request starts when the load is paced: one every {@code interval} nanoseconds, the first
 * at a random phase of its own (tables seeded one apart must not all send at the same instant). A table still
 * behind its plan when the measured window opens skips to its next planned start after that moment, keeping
 * its phase: what the warm-up left queued (the generator's and the service's cold start) is not counted
 * against the window. Behind at any later time, it is not excused: the waiting counts in the latency.
 */
final class Pacer {

    private final long interval;
    private final long measureFrom;
    private long planned;

    Pacer(long seed, long startNanos, long intervalNanos, long measureFromNanos) {
        this.interval = intervalNanos;
        this.measureFrom = measureFromNanos;
        this.planned = startNanos + new SplittableRandom(seed).nextLong(intervalNanos);
    }

    /** The planned start of the next request, seen at {@code now}; it may lie in the past (the table is late). */
    long next(long now) {
        if (planned < measureFrom && now >= measureFrom) {
            planned += Math.ceilDiv(now - planned, interval) * interval;
        }
        long start = planned;
        planned += interval;
        return start;
    }
}
