package org.arbiter.scoring.messaging;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.Record;
import io.vertx.mutiny.core.Vertx;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.concurrent.atomic.AtomicBoolean;
import org.arbiter.events.Topics;
import org.arbiter.scoring.store.SheetStore;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.jboss.logging.Logger;

/**
 * The outbox relay of game-scores: publishes every sheet whose stored version is above its published one
 * (key gameId, value the sheet's JSON; a tombstone when the game's end was taken back), waits for the
 * broker's ack (acks=all), then records the version as published. A crash in between republishes the same
 * version, which a compacted, versioned topic absorbs. Runs after each changed sheet and on a timer.
 */
@ApplicationScoped
public class SheetPublisher {

    private static final Logger LOG = Logger.getLogger(SheetPublisher.class);
    private static final int BATCH = 100;

    @Inject
    @Channel(Topics.GAME_SCORES)
    MutinyEmitter<Record<String, String>> emitter;

    @Inject
    SheetStore sheets;

    @Inject
    Vertx vertx;

    @ConfigProperty(name = "scoring.publisher.interval-ms", defaultValue = "1000")
    long intervalMs;

    private final AtomicBoolean running = new AtomicBoolean();
    private final AtomicBoolean again = new AtomicBoolean();
    private long timer = -1;

    void onStart(@Observes StartupEvent start) {
        timer = vertx.setPeriodic(intervalMs, id -> kick());
    }

    void onStop(@Observes ShutdownEvent stop) {
        if (timer >= 0) {
            vertx.cancelTimer(timer);
        }
    }

    /** Publishes what is pending; one run at a time (so one game's versions go out in order). */
    public void kick() {
        if (!running.compareAndSet(false, true)) {
            again.set(true);
            return;
        }
        again.set(false);
        publishPending()
                .runSubscriptionOn(Infrastructure.getDefaultExecutor())
                .subscribe().with(published -> done(published >= BATCH), failure -> {
                    LOG.warnf(failure, "publishing score sheets failed; retrying on the next tick");
                    done(false);
                });
    }

    private void done(boolean more) {
        running.set(false);
        if (more || again.getAndSet(false)) {
            kick();
        }
    }

    /** One batch: each pending sheet sent and acknowledged, then marked; the number sent. */
    Uni<Integer> publishPending() {
        return sheets.pending(BATCH).chain(pending -> Multi.createFrom().iterable(pending)
                .onItem().transformToUniAndConcatenate(p -> emitter.send(Record.of(p.gameId(), p.sheet()))
                        .chain(() -> sheets.markPublished(p.gameId(), p.version())))
                .collect().asList()
                .map(sent -> sent.size()));
    }
}
