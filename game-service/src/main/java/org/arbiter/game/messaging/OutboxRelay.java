package org.arbiter.game.messaging;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Uni;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.vertx.mutiny.core.Vertx;
import io.vertx.mutiny.pgclient.pubsub.PgSubscriber;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.SqlConnection;
import io.vertx.mutiny.sqlclient.Tuple;
import io.vertx.pgclient.PgConnectOptions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.arbiter.events.Topics;
import org.arbiter.stream.outbox.PublishLoop;
import org.arbiter.stream.outbox.Quarantine;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.jboss.logging.Logger;

/**
 * The only writer to Kafka. In one transaction that holds an advisory lock (a single relay publishes
 * at a time) it marks the first unsent rows from its cursor sent, publishes them in the order of their
 * transactions (seq order per stream), waits for the broker's acknowledgements and only then commits
 * the mark: one pass of the shared {@link PublishLoop}, woken by PostgreSQL NOTIFY at commit; a slow poll
 * covers a lost notification, and start-up picks up what a crash left behind. A crash after publishing
 * and before the commit republishes: consumers drop what they have by (stream, seq).
 */
@ApplicationScoped
public class OutboxRelay {

    private static final Logger LOG = Logger.getLogger(OutboxRelay.class);
    /** The PostgreSQL advisory lock a publishing relay holds (one relay publishes at a time). */
    public static final long ADVISORY_LOCK = 0x4172626974657201L;
    /** Rows one pass takes at most. */
    public static final int BATCH = 2000;
    private static final String LOCK_AND_HORIZON =
            "select pg_try_advisory_xact_lock($1), pg_snapshot_xmin(pg_current_snapshot())::text::bigint";
    private static final String TAKE_BATCH = """
            update game.outbox set sent_at = now()
            where id in (select id from game.outbox where sent_at is null and xid >= $2::text::xid8
                         order by xid, id limit $1)
            returning id, xid::text::bigint, topic, stream_id, envelope""";

    @Inject
    Pool pool;

    @Inject
    Vertx vertx;

    @Inject
    Quarantine quarantine;

    @Inject
    @Channel(Topics.TABLE_EVENTS)
    MutinyEmitter<String> tableEvents;

    @Inject
    @Channel(Topics.TOURNAMENT_EVENTS)
    MutinyEmitter<String> tournamentEvents;

    @ConfigProperty(name = "quarkus.datasource.reactive.url")
    String reactiveUrl;

    @ConfigProperty(name = "quarkus.datasource.username")
    String user;

    @ConfigProperty(name = "quarkus.datasource.password")
    String password;

    @ConfigProperty(name = "arbiter.relay.enabled", defaultValue = "true")
    boolean enabled;

    @ConfigProperty(name = "arbiter.relay.poll", defaultValue = "1s")
    Duration poll;

    /** No unsent row belongs to a transaction below this one (the outbox's xid column, as a number). */
    private volatile long cursor;
    private PgSubscriber subscriber;
    private PublishLoop loop;

    void start(@Observes StartupEvent event) {
        if (!enabled) {
            LOG.warn("outbox relay disabled (arbiter.relay.enabled=false)");
            return;
        }
        loop = new PublishLoop("outbox relay", vertx, BATCH, poll, this::drainOnce);
        PgConnectOptions options = PgConnectOptions.fromUri(reactiveUrl).setUser(user).setPassword(password);
        subscriber = PgSubscriber.subscriber(vertx, options).reconnectPolicy(retries -> 500L);
        subscriber.channel("outbox").handler(payload -> loop.wake());
        subscriber.connect().subscribe().with(ok -> loop.wake(), failure -> LOG.warn("LISTEN outbox failed; polling only", failure));
        loop.start();
    }

    void stop(@Observes ShutdownEvent event) {
        if (loop != null) {
            loop.stop();
        }
        if (subscriber != null) {
            subscriber.closeAndForget();
        }
    }

    /**
     * One transaction: lock, mark a batch sent, publish it, commit. Returns how many it published. After the
     * commit the cursor moves on: to the snapshot's xmin when the batch took every unsent row it could see
     * (every transaction below that xmin had ended, so none of them can still add a row), else to the
     * transaction of the batch's last row or that xmin, whichever is lower.
     */
    Uni<Integer> drainOnce() {
        long from = cursor;
        return pool.withTransaction(conn -> conn.preparedQuery(LOCK_AND_HORIZON).execute(Tuple.of(ADVISORY_LOCK))
                        .chain(locked -> {
                            Row lock = locked.iterator().next();
                            return lock.getBoolean(0) ? publishBatch(conn, from, lock.getLong(1)) : Uni.createFrom().item(Pass.NOT_LEADER);
                        }))
                .map(pass -> {
                    cursor = Math.max(cursor, pass.nextCursor());
                    return pass.published();
                });
    }

    /** What a pass published and where the next one may start. */
    record Pass(int published, long nextCursor) {
        static final Pass NOT_LEADER = new Pass(0, 0);
    }

    /**
     * Marks the first unsent rows from the cursor and publishes them in (transaction, id) order; the mark
     * commits only after the broker acknowledged every one (a failure rolls it back, and the rows are
     * published again).
     */
    private Uni<Pass> publishBatch(SqlConnection conn, long from, long horizon) {
        return conn.preparedQuery(TAKE_BATCH).execute(Tuple.of(BATCH, Long.toString(from))).chain(taken -> {
            List<Row> rows = new ArrayList<>(taken.size());
            taken.forEach(rows::add);
            if (rows.isEmpty()) {
                return Uni.createFrom().item(new Pass(0, horizon));
            }
            // returning keeps no order
            rows.sort(Comparator.<Row>comparingLong(row -> row.getLong(1)).thenComparingLong(row -> row.getLong(0)));
            List<Uni<Void>> acks = new ArrayList<>(rows.size());
            for (Row row : rows) {
                acks.add(send(conn, row.getString(2), row.getString(3), row.getString(4)));
            }
            // a full batch may have stopped short of rows it could see; and an earlier transaction than its last
            // row's may still be running (transactions do not commit in xid order): no further than either
            long next = rows.size() < BATCH ? horizon : Math.min(horizon, rows.getLast().getLong(1));
            return Uni.join().all(acks).andFailFast().replaceWith(new Pass(rows.size(), next));
        });
    }

    /** A row that can never be published goes to the quarantine in this pass's transaction, marked sent with it. */
    private Uni<Void> send(SqlConnection conn, String topic, String key, String envelope) {
        MutinyEmitter<String> emitter = switch (topic) {
            case Topics.TABLE_EVENTS -> tableEvents;
            case Topics.TOURNAMENT_EVENTS -> tournamentEvents;
            default -> throw new IllegalStateException("outbox row for unknown topic " + topic);
        };
        return quarantine.send(conn, topic, emitter, key, envelope);
    }
}
