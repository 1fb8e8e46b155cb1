package org.arbiter.stream.consumer;

import io.vertx.core.VertxException;
import io.vertx.core.impl.NoStackTraceThrowable;
import io.vertx.sqlclient.DatabaseException;
import java.io.IOException;
import java.util.Set;
import java.util.concurrent.TimeoutException;

/** Tells a passing failure of a consumer's work from one that is the record's, and words a failure for its reader. */
public final class Failures {

    /**
     * SQLSTATE classes that pass: connection (08), transaction rollback: serialization, deadlock (40), insufficient
     * resources (53), object not in prerequisite state: lock not available (55), operator intervention: shutdown
     * (57), system error (58). Any other database error (a constraint, a bad value) is about the data.
     */
    private static final Set<String> PASSING_SQL_CLASSES = Set.of("08", "40", "53", "55", "57", "58");

    private Failures() {
    }

    /**
     * Whether trying the same work again may succeed: the database or the network, not the record. Vert.x's failures
     * by message ({@link NoStackTraceThrowable}) are all of the machinery, never of the data: "Pool closed" (the
     * service stopping while a record is applied), "Vert.x closed", "Timeout" (no connection free in time), a
     * connection closed under pending requests, "Transaction already complete".
     */
    public static boolean passing(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof DatabaseException db) {
                String state = db.getSqlState();
                return state != null && state.length() >= 2 && PASSING_SQL_CLASSES.contains(state.substring(0, 2));
            }
            if (t instanceof VertxException || t instanceof NoStackTraceThrowable || t instanceof IOException
                    || t instanceof TimeoutException) {
                return true;
            }
        }
        return false;
    }

    /** The failure as a reader wants it: the innermost cause's class and message (a wrapper adds nothing). */
    public static String reason(Throwable failure) {
        Throwable root = root(failure);
        String reason = root.getClass().getSimpleName() + ": " + root.getMessage();
        return reason.length() <= 1000 ? reason : reason.substring(0, 1000) + "…";
    }

    /** The innermost cause. */
    public static Throwable root(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }
}
