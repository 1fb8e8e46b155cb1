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
    /** Every error, of any {@link ErrorKind}: a run with one says so on its RESULT line. */
    final LongAdder errors = new LongAdder();
    private final Map<ErrorKind, LongAdder> errorsByKind = new java.util.EnumMap<>(ErrorKind.class);
    /** 503 answers with {@code Retry-After} that were waited out and sent again: the service shedding load. */
    final LongAdder shed = new LongAdder();
    /** Proposals of the random judge that the local engine refused; never sent. */
    final LongAdder notSent = new LongAdder();
    final LongAdder eventsWritten = new LongAdder();

    /** What went wrong with a request: the generator counts each and goes on. */
    enum ErrorKind {
        /** no answer within the read timeout (the connection is closed and the table's game given up) */
        TIMEOUT("timeout"),
        /** the connection refused (or not made within the connect timeout): the service is down */
        REFUSED("refused"),
        /** a 5xx answer, other than a 503 with Retry-After that was waited out */
        SERVER_ERROR("5xx"),
        /** a 4xx answer: the local engine predicted an acceptance */
        CLIENT_ERROR("4xx"),
        /** any other failure of the connection: a reset, closed in the middle of an answer */
        OTHER_IO("io");

        final String label;

        ErrorKind(String label) {
            this.label = label;
        }

        /** The kind of an I/O failure. */
        static ErrorKind of(java.io.IOException failure) {
            if (failure instanceof java.net.ConnectException || failure instanceof java.net.NoRouteToHostException) {
                return REFUSED;
            }
            if (failure instanceof java.net.SocketTimeoutException) {
                return "Connect timed out".equals(failure.getMessage()) ? REFUSED : TIMEOUT;
            }
            return OTHER_IO;
        }

        /** The kind of an answer that is not the expected one. */
        static ErrorKind of(int status) {
            return status >= 500 ? SERVER_ERROR : CLIENT_ERROR;
        }
    }

    Stats(long measureFrom, long measureTo) {
        this.measureFrom = measureFrom;
        this.measureTo = measureTo;
        for (ErrorKind kind : ErrorKind.values()) {
            errorsByKind.put(kind, new LongAdder());
        }
    }

    void error(ErrorKind kind) {
        errors.increment();
        errorsByKind.get(kind).increment();
    }

    long errors(ErrorKind kind) {
        return errorsByKind.get(kind).sum();
    }

    /**
     * The errors of the run for its RESULT line: {@code errors=N} and, when there are any, each kind and the words
     * {@code WITH ERRORS} (a figure measured past errors is not a clean one); {@code shed=} the 503s waited out.
     */
    String errorSummary() {
        StringBuilder summary = new StringBuilder("errors=").append(errors.sum());
        for (ErrorKind kind : ErrorKind.values()) {
            summary.append(" errors_").append(kind.label).append('=').append(errors(kind));
        }
        summary.append(" shed=").append(shed.sum());
        if (errors.sum() > 0) {
            summary.append(" WITH ERRORS");
        }
        return summary.toString();
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

    /** An answer other than the one expected: a refusal, and an error of its kind (5xx or 4xx). */
    void refused(int status, String body) {
        refusals.increment();
        error(ErrorKind.of(status));
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
