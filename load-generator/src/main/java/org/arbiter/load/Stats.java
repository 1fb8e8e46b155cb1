package org.arbiter.load;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * What the tables measured. Only requests that start at or after the end of the warm-up and finish before
 * the end of the measurement count towards latencies and throughput; {@link #sentTotal} counts everything
 * (for the progress line).
 */
final class Stats {

    final long measureFrom;
    final long measureTo;

    final Recorder commandMicros = new Recorder(1, 60_000_000L, 3);
    final Recorder createMicros = new Recorder(1, 60_000_000L, 3);
    final LongAdder commands = new LongAdder();
    final LongAdder creates = new LongAdder();
    final LongAdder gamesFinished = new LongAdder();
    final LongAdder sentTotal = new LongAdder();
    final LongAdder gamesFinishedTotal = new LongAdder();
    /** Commands answered with anything but 200 (the whole run, warm-up included): must stay 0. */
    final LongAdder refusals = new LongAdder();
    final Map<String, LongAdder> refusalsByStatus = new ConcurrentHashMap<>();
    /** The server's version differed from the one the local engine predicted. */
    final LongAdder divergences = new LongAdder();
    /** I/O failures, timeouts. */
    final LongAdder errors = new LongAdder();
    /** Proposals of the random judge that the local engine refused; never sent. */
    final LongAdder notSent = new LongAdder();
    final LongAdder eventsWritten = new LongAdder();

    Stats(long measureFrom, long measureTo) {
        this.measureFrom = measureFrom;
        this.measureTo = measureTo;
    }

    boolean inWindow(long start, long end) {
        return start >= measureFrom && end <= measureTo;
    }

    void command(long start, long end, int events) {
        sentTotal.increment();
        if (inWindow(start, end)) {
            commands.increment();
            eventsWritten.add(events);
            commandMicros.recordValue(Math.max(1, (end - start) / 1000));
        }
    }

    void create(long start, long end) {
        sentTotal.increment();
        if (inWindow(start, end)) {
            creates.increment();
            createMicros.recordValue(Math.max(1, (end - start) / 1000));
        }
    }

    void gameFinished(long at) {
        gamesFinishedTotal.increment();
        if (at >= measureFrom && at <= measureTo) {
            gamesFinished.increment();
        }
    }

    void refused(int status, String body) {
        refusals.increment();
        LongAdder byStatus = refusalsByStatus.computeIfAbsent(status + " " + errorCode(body), k -> new LongAdder());
        byStatus.increment();
    }

    static String errorCode(String body) {
        int at = body == null ? -1 : body.indexOf("\"error\"");
        if (at < 0) {
            return "";
        }
        int open = body.indexOf('"', body.indexOf(':', at) + 1);
        int close = open < 0 ? -1 : body.indexOf('"', open + 1);
        return close < 0 ? "" : body.substring(open + 1, close);
    }

    Histogram commandHistogram() {
        return commandMicros.getIntervalHistogram();
    }

    Histogram createHistogram() {
        return createMicros.getIntervalHistogram();
    }
}
