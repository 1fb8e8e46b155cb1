package org.arbiter.stream.consumer;

import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.function.Function;
import org.jboss.logging.Logger;

/**
 * What every consumer does with a record (or a batch) it cannot apply, decided in one place: each consumer hands
 * its work here, from reading the JSON to the commit. Today the failure stands: it is logged with its channel and
 * goes back to the connector, whose failure strategy (fail) stops the channel; the record is read again after a
 * restart, nothing is skipped, and a gap is never folded over. The hardening issue fills {@link #failed}: a record
 * that can never be applied (unreadable, refused by the fold) goes to a dead-letter topic with its reason and the
 * stream goes on, while a passing failure (the database away) is retried.
 */
@ApplicationScoped
public class FailurePolicy {

    private static final Logger LOG = Logger.getLogger(FailurePolicy.class);

    /** Applies {@code input} (one record or one batch, read inside {@code work}) under this policy. */
    public <T> Uni<Void> apply(String channel, T input, Function<T, Uni<Void>> work) {
        return Uni.createFrom().deferred(() -> work.apply(input))
                .onFailure().recoverWithUni(failure -> failed(channel, failure));
    }

    /** The seam: today the failure stands (see the class comment). */
    Uni<Void> failed(String channel, Throwable failure) {
        LOG.errorf(failure, "%s: a record could not be applied; the channel stops on it", channel);
        return Uni.createFrom().failure(failure);
    }
}
