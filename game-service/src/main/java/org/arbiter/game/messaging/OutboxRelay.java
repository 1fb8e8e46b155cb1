package org.arbiter.game.messaging;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Uni;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
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
import java.util.concurrent.atomic.AtomicBoolean;
import org.arbiter.events.Topics;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.jboss.logging.Logger;

/**
 * The only writer to Kafka. In one transaction that holds an advisory lock (a single relay publishes
 * at a time) it marks the oldest unsent rows sent, publishes them in id order (seq order per
 * stream), waits for the broker's acknowledgements and only then commits the mark. Woken by
 * PostgreSQL NOTIFY at commit; a slow poll covers a lost notification, and start-up picks up what a
 * crash left behind. A crash after publishing and before the commit republishes: consumers drop
 * what they have by (stream, seq).
 */
@ApplicationScoped
public class OutboxRelay {

    private static final Logger LOG = Logger.getLogger(OutboxRelay.class);
    /** The PostgreSQL advisory lock a publishing relay holds (one relay publishes at a time). */
    public static final long ADVISORY_LOCK = 0x4172626974657201L;
    static final int BATCH = 2000;
    private static final String TAKE_BATCH = """
            update game.outbox set sent_at = now()
            where id in (select id from game.outbox where sent_at is null order by id limit $1)
            returning id, topic, stream_id, envelope""";

    @Inject
    Pool pool;

    @Inject
    Vertx vertx;

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

    private final AtomicBoolean running = new AtomicBoolean();
    private final AtomicBoolean again = new AtomicBoolean();
    private PgSubscriber subscriber;
    private long timer = -1;

    void start(@Observes StartupEvent event) {
        if (!enabled) {
            LOG.warn("outbox relay disabled (arbiter.relay.enabled=false)");
            return;
        }
        PgConnectOptions options = PgConnectOptions.fromUri(reactiveUrl).setUser(user).setPassword(password);
        subscriber = PgSubscriber.subscriber(vertx, options).reconnectPolicy(retries -> 500L);
        subscriber.channel("outbox").handler(payload -> wake());
        subscriber.connect().subscribe().with(ok -> wake(), failure -> LOG.warn("LISTEN outbox failed; polling only", failure));
        timer = vertx.setPeriodic(poll.toMillis(), id -> wake());
        wake();
    }

    void stop(@Observes ShutdownEvent event) {
        if (timer >= 0) {
            vertx.cancelTimer(timer);
        }
        if (subscriber != null) {
            subscriber.closeAndForget();
        }
    }

    /** Runs a drain unless one is running; then that one drains again before it stops. */
    public void wake() {
        again.set(true);
        if (running.compareAndSet(false, true)) {
            drainLoop();
        }
    }

    private void drainLoop() {
        again.set(false);
        drainOnce().subscribe().with(published -> {
            if (published >= BATCH) {
                again.set(true);
            }
            finishOrRepeat();
        }, failure -> {
            LOG.warn("outbox relay pass failed; will retry", failure);
            finishOrRepeatLater();
        });
    }

    private void finishOrRepeat() {
        running.set(false);
        if (again.get() && running.compareAndSet(false, true)) {
            drainLoop();
        }
    }

    private void finishOrRepeatLater() {
        running.set(false);
        vertx.setTimer(200, id -> wake());
    }

    /** One transaction: lock, mark a batch sent, publish it, commit. Returns how many it published. */
    Uni<Integer> drainOnce() {
        return pool.withTransaction(conn -> conn
                .preparedQuery("select pg_try_advisory_xact_lock($1)").execute(Tuple.of(ADVISORY_LOCK))
                .chain(locked -> locked.iterator().next().getBoolean(0) ? publishBatch(conn) : Uni.createFrom().item(0)));
    }

    /**
     * Marks the oldest unsent rows and publishes them in id order; the mark commits only after the broker
     * acknowledged every one (a failure rolls it back, and the rows are published again).
     */
    private Uni<Integer> publishBatch(SqlConnection conn) {
        return conn.preparedQuery(TAKE_BATCH).execute(Tuple.of(BATCH)).chain(taken -> {
            List<Row> rows = new ArrayList<>(taken.size());
            taken.forEach(rows::add);
            if (rows.isEmpty()) {
                return Uni.createFrom().item(0);
            }
            rows.sort(Comparator.comparingLong(row -> row.getLong(0)));   // returning keeps no order
            List<Uni<Void>> acks = new ArrayList<>(rows.size());
            for (Row row : rows) {
                acks.add(send(row.getString(1), row.getString(2), row.getString(3)));
            }
            return Uni.join().all(acks).andFailFast().replaceWith(rows.size());
        });
    }

    private Uni<Void> send(String topic, String key, String envelope) {
        MutinyEmitter<String> emitter = switch (topic) {
            case Topics.TABLE_EVENTS -> tableEvents;
            case Topics.TOURNAMENT_EVENTS -> tournamentEvents;
            default -> throw new IllegalStateException("outbox row for unknown topic " + topic);
        };
        return emitter.sendMessage(Message.of(envelope)
                .addMetadata(OutgoingKafkaRecordMetadata.<String>builder().withKey(key).build()));
    }
}
