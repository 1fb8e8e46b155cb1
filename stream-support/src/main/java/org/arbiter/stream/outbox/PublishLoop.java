package org.arbiter.stream.outbox;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.core.Vertx;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jboss.logging.Logger;

/**
 * The one publish loop of every outbox (game-service's event relay, scoring's sheets, protocol's protests). A pass
 * publishes what is pending and answers how many records it took; the loop runs one pass at a time and runs the
 * next at once when the pass took a full batch or a wake-up came while it ran, {@link #RETRY} later when it failed,
 * and on every poll tick (a lost wake-up costs at most one poll). A record the broker refuses goes through
 * {@link Unpublishable}.
 */
public final class PublishLoop {

    /** After a failed pass the next one starts this much later (the broker or the database may be back). */
    public static final Duration RETRY = Duration.ofMillis(200);

    private static final Logger LOG = Logger.getLogger(PublishLoop.class);

    /** One pass over an outbox: publishes the next batch, waits for the broker's acks, records them; how many it took. */
    @FunctionalInterface
    public interface Pass {
        Uni<Integer> publish();
    }

    private final String name;
    private final Vertx vertx;
    private final int batch;
    private final Duration poll;
    private final Pass pass;
    private final AtomicBoolean running = new AtomicBoolean();
    private final AtomicBoolean again = new AtomicBoolean();
    private long timer = -1;

    /** A loop named for the logs; a pass that took {@code batch} records is followed by another at once. */
    public PublishLoop(String name, Vertx vertx, int batch, Duration poll, Pass pass) {
        this.name = name;
        this.vertx = vertx;
        this.batch = batch;
        this.poll = poll;
        this.pass = pass;
    }

    /** Polls from now on and publishes what is pending (what a crash left behind). */
    public void start() {
        timer = vertx.setPeriodic(poll.toMillis(), id -> wake());
        wake();
    }

    public void stop() {
        if (timer >= 0) {
            vertx.cancelTimer(timer);
        }
    }

    /** Runs a pass unless one is running; then that one runs again before the loop rests. */
    public void wake() {
        again.set(true);
        if (running.compareAndSet(false, true)) {
            runPass();
        }
    }

    private void runPass() {
        again.set(false);
        pass.publish().subscribe().with(published -> {
            if (published >= batch) {
                again.set(true);
            }
            running.set(false);
            if (again.get() && running.compareAndSet(false, true)) {
                runPass();
            }
        }, failure -> {
            LOG.warnf(failure, "%s: publishing failed; retrying in %d ms", name, RETRY.toMillis());
            running.set(false);
            vertx.setTimer(RETRY.toMillis(), id -> wake());
        });
    }
}
