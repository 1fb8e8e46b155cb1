package org.arbiter.rating.feed;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.subscription.BackPressureFailure;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The SSE clients of both feeds, each with a bounded buffer: the HTTP layer asks for the next message only when the
 * last one is written to the socket, so a client that stops reading lets messages pile up here; past
 * {@code rating.feed.client-buffer} of them the client is dropped (its connection reset) instead of being buffered
 * without end. A browser's EventSource then reconnects with its Last-Event-ID and catches up.
 */
@ApplicationScoped
public class FeedClients {

    private static final Logger LOG = Logger.getLogger(FeedClients.class);

    @ConfigProperty(name = "rating.feed.client-buffer", defaultValue = "128")
    int capacity;

    private final AtomicInteger open = new AtomicInteger();
    private final AtomicLong dropped = new AtomicLong();

    /** One client's messages through a buffer of at most {@code rating.feed.client-buffer} messages. */
    public <T> Multi<T> bounded(Multi<T> messages) {
        return messages.onOverflow().buffer(capacity)
                .onSubscription().invoke(open::incrementAndGet)
                .onFailure(BackPressureFailure.class).invoke(slow -> {
                    dropped.incrementAndGet();
                    LOG.warnf("an SSE client read too slowly (%d messages waiting): dropped", capacity);
                })
                .onTermination().invoke(open::decrementAndGet);
    }

    /** Clients connected now. */
    public int open() {
        return open.get();
    }

    /** Clients dropped for reading too slowly, since the start. */
    public long dropped() {
        return dropped.get();
    }
}
