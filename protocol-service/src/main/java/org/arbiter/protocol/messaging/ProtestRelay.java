package org.arbiter.protocol.messaging;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Uni;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.vertx.mutiny.core.Vertx;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.SqlConnection;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.Topics;
import org.arbiter.protocol.domain.ProtestCommitted;
import org.arbiter.protocol.store.Schema;
import org.arbiter.stream.outbox.PublishLoop;
import org.arbiter.stream.outbox.Quarantine;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Channel;

/**
 * The only writer to protest-events: publishes the protest streams' unpublished rows (the outbox) in id order,
 * key gameId, waits for the broker's acknowledgements (acks=all, idempotent producer), then stamps them
 * published, in one transaction holding an advisory lock so one relay publishes at a time. Woken after every
 * commit of a protest and by a poll; start-up picks up what a crash left. A crash after publishing and before
 * stamping republishes the same envelopes: consumers drop what they have by eventId or (gameId, seq). One pass of the
 * shared {@link PublishLoop}.
 */
@ApplicationScoped
public class ProtestRelay {

    static final long ADVISORY_LOCK = 0x4172626974657203L;
    static final int BATCH = 200;

    @Inject
    Pool pool;

    @Inject
    Vertx vertx;

    @Inject
    Quarantine quarantine;

    @Inject
    @Channel(Topics.PROTEST_EVENTS)
    MutinyEmitter<String> protestEvents;

    @ConfigProperty(name = "arbiter.relay.poll", defaultValue = "1s")
    Duration poll;

    private PublishLoop loop;

    @PostConstruct
    void create() {
        loop = new PublishLoop("protest relay", vertx, BATCH, poll, this::drainOnce);
    }

    void start(@Observes StartupEvent event) {
        loop.start();
    }

    void stop(@Observes ShutdownEvent event) {
        loop.stop();
    }

    /** A protest or a decision was committed: publish it now rather than at the next poll. */
    void committed(@Observes ProtestCommitted committed) {
        wake();
    }

    /** Runs a pass unless one is running; then that one runs again before the loop rests. */
    public void wake() {
        loop.wake();
    }

    /** One transaction: lock, read a batch, publish it, stamp it. Returns how many it published. */
    Uni<Integer> drainOnce() {
        return pool.withTransaction(conn -> conn
                .preparedQuery("select pg_try_advisory_xact_lock($1)").execute(Tuple.of(ADVISORY_LOCK))
                .chain(locked -> locked.iterator().next().getBoolean(0) ? publishBatch(conn) : Uni.createFrom().item(0)));
    }

    private Uni<Integer> publishBatch(SqlConnection conn) {
        return conn.preparedQuery("select id, game_id, envelope from " + Schema.NAME + ".protest_events "
                        + "where published_at is null order by id limit $1")
                .execute(Tuple.of(BATCH))
                .chain(rows -> {
                    List<Long> ids = new ArrayList<>();
                    List<Uni<Void>> acks = new ArrayList<>();
                    for (Row row : rows) {
                        ids.add(row.getLong("id"));
                        acks.add(quarantine.send(conn, Topics.PROTEST_EVENTS, protestEvents, row.getString("game_id"),
                                row.getString("envelope")));
                    }
                    if (ids.isEmpty()) {
                        return Uni.createFrom().item(0);
                    }
                    return Uni.join().all(acks).andFailFast()
                            .chain(() -> conn.preparedQuery("update " + Schema.NAME + ".protest_events "
                                            + "set published_at = now() where id = any($1)")
                                    .execute(Tuple.of(ids.toArray(new Long[0]))))
                            .map(done -> ids.size());
                });
    }
}
