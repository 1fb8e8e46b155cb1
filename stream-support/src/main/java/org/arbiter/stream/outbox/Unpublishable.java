package org.arbiter.stream.outbox;

import java.util.Optional;
import org.apache.kafka.common.InvalidRecordException;
import org.apache.kafka.common.errors.InvalidTopicException;
import org.apache.kafka.common.errors.RecordBatchTooLargeException;
import org.apache.kafka.common.errors.RecordTooLargeException;
import org.apache.kafka.common.errors.SerializationException;

/**
 * Tells a refusal that sending the same record again can never end (the record itself is at fault) from a passing
 * one (the broker away, a leader moving, a timeout): the first goes to {@link Quarantine}, the second fails the pass
 * and {@link PublishLoop} tries again. Only refusals known to be about the record are permanent; anything else is
 * retried, so a broker outage never sets good records aside.
 */
public final class Unpublishable {

    private Unpublishable() {
    }

    /** Why the record can never be published, when the failure (or a cause of it) says so; else empty. */
    public static Optional<String> reason(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof RecordTooLargeException || t instanceof RecordBatchTooLargeException
                    || t instanceof SerializationException || t instanceof InvalidTopicException
                    || t instanceof InvalidRecordException) {
                return Optional.of(t.getClass().getSimpleName() + ": " + t.getMessage());
            }
        }
        return Optional.empty();
    }

    public static boolean isPermanent(Throwable failure) {
        return reason(failure).isPresent();
    }
}
