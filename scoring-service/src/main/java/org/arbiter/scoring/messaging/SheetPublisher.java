package org.arbiter.scoring.messaging;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
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
import java.util.List;
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
 * each changed sheet and on a timer; a pass holds the rows it sends (SheetStore.claimPending), so with several
 * instances each game is sent by one of them at a time and its versions go out in order
 * (docs/deploy.md "Two instances").
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

    /**
     * One batch in one transaction: the pending sheets claimed (their rows locked), all sent and acknowledged (or set
     * aside in the quarantine), then marked; the number sent. A game's row is held from its read to its mark, so of
     * two instances' publishers only one sends a game at a time, always its latest version: an older version can
     * never be sent after a newer one and end last on the compacted topic.
     */
    Uni<Integer> publishPending() {
        return pool.withTransaction(conn -> sheets.claimPending(conn, BATCH).chain(pending -> {
            if (pending.isEmpty()) {
                return Uni.createFrom().item(0);
            }
            List<Uni<Void>> acks = pending.stream()
                    .map(p -> quarantine.guard(conn, Topics.GAME_SCORES, p.gameId(), p.sheet(),
                            emitter.send(Record.of(p.gameId(), p.sheet()))))
                    .toList();
            return Uni.join().all(acks).andFailFast()
                    .chain(() -> sheets.markPublished(conn, pending))
                    .map(done -> pending.size());
        }));
    }
}
