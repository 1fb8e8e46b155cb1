package org.arbiter.scoring.messaging;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.Record;
import io.vertx.mutiny.core.Vertx;
import io.vertx.mutiny.sqlclient.Pool;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Duration;
import org.arbiter.events.Topics;
import org.arbiter.scoring.store.SheetStore;
import org.arbiter.stream.outbox.PublishLoop;
import org.arbiter.stream.outbox.Quarantine;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Channel;

/**
 * The outbox relay of game-scores: publishes every sheet whose stored version is above its published one
 * (key gameId, value the sheet's JSON; a tombstone when the game's end was taken back), waits for the
 * broker's ack (acks=all), then records the version as published. A crash in between republishes the same
 * version, which a compacted, versioned topic absorbs. One pass of the shared {@link PublishLoop}, run after
 * each changed sheet and on a timer; one pass at a time, so one game's versions go out in order.
 */
@ApplicationScoped
public class SheetPublisher {

    private static final int BATCH = 100;

    @Inject
    @Channel(Topics.GAME_SCORES)
    MutinyEmitter<Record<String, String>> emitter;

    @Inject
    SheetStore sheets;

    @Inject
    Vertx vertx;

    @Inject
    Pool pool;

    @Inject
    Quarantine quarantine;

    @ConfigProperty(name = "scoring.publisher.interval-ms", defaultValue = "1000")
    long intervalMs;

    private PublishLoop loop;

    @PostConstruct
    void create() {
        loop = new PublishLoop("score sheet publisher", vertx, BATCH, Duration.ofMillis(intervalMs),
                () -> publishPending().runSubscriptionOn(Infrastructure.getDefaultExecutor()));
    }

    void onStart(@Observes StartupEvent start) {
        loop.start();
    }

    void onStop(@Observes ShutdownEvent stop) {
        loop.stop();
    }

    /** Publishes what is pending (after a changed sheet). */
    public void kick() {
        loop.wake();
    }

    /** One batch: each pending sheet sent and acknowledged (or set aside in the quarantine), then marked; the number sent. */
    Uni<Integer> publishPending() {
        return sheets.pending(BATCH).chain(pending -> Multi.createFrom().iterable(pending)
                .onItem().transformToUniAndConcatenate(p -> quarantine.guard(pool, Topics.GAME_SCORES, p.gameId(), p.sheet(),
                                emitter.send(Record.of(p.gameId(), p.sheet())))
                        .chain(() -> sheets.markPublished(p.gameId(), p.version())))
                .collect().asList()
                .map(sent -> sent.size()));
    }
}
