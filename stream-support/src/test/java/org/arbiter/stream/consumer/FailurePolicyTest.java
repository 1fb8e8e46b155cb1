package org.arbiter.stream.consumer;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Vertx;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.pgclient.PgException;
import io.vertx.sqlclient.ClosedConnectionException;
import io.vertx.sqlclient.Pool;
import java.net.ConnectException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A failure of the database's machinery is passing: the record is retried, never dead-lettered. The service's own
 * shutdown is the case that matters: the pool closes while the consumer still applies a record, and the real Vert.x
 * pool answers "Pool closed" (a {@code NoStackTraceThrowable}, which the first version took for the record's fault).
 */
class FailurePolicyTest {

    private static Vertx vertx;
    private static Throwable poolClosed;

    private final List<String> deadLettered = new ArrayList<>();
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final FailurePolicy policy = policy();
    private final ConsumerRecord<String, String> record = new ConsumerRecord<>("table-events", 2, 7L, "g-1", "{}");
    private final AtomicInteger attempts = new AtomicInteger();

    @BeforeAll
    static void aClosedPool() {
        vertx = Vertx.vertx();
        Pool pool = PgBuilder.pool().connectingTo(new PgConnectOptions().setPort(1)).using(vertx).build();
        pool.close().toCompletionStage().toCompletableFuture().join();
        poolClosed = pool.withTransaction(conn -> conn.query("select 1").execute()).toCompletionStage()
                .handle((rows, failure) -> failure).toCompletableFuture().join();
    }

    @AfterAll
    static void closeVertx() {
        vertx.close().toCompletionStage().toCompletableFuture().join();
    }

    private FailurePolicy policy() {
        FailurePolicy created = new FailurePolicy();
        created.registry = registry;
        created.deadLetters = new DeadLetters() {
            @Override
            public Uni<Void> send(ConsumerRecord<String, String> sent, Throwable failure) {
                deadLettered.add(sent.topic() + "/" + sent.partition() + "@" + sent.offset() + " " + Failures.reason(failure));
                return Uni.createFrom().voidItem();
            }
        };
        return created;
    }

    /** The work: fails with {@code failure} the first {@code failing} times, then succeeds. */
    private Uni<Void> work(int failing, Throwable failure) {
        return attempts.incrementAndGet() <= failing ? Uni.createFrom().failure(failure) : Uni.createFrom().voidItem();
    }

    private void await(Uni<Void> applied) {
        applied.await().atMost(Duration.ofSeconds(10));
    }

    @Test
    void theRealPoolClosedFailureIsPassing() {
        assertThat(poolClosed).isNotNull().hasMessage("Pool closed");
        assertThat(Failures.passing(poolClosed)).isTrue();
        assertThat(Failures.passing(new CompletionException(poolClosed))).isTrue();
    }

    @Test
    void connectionsAndServerShutdownsPassDataErrorsDoNot() {
        assertThat(List.of(ClosedConnectionException.INSTANCE, new ConnectException("Connection refused"),
                        pg("57P01", "terminating connection due to administrator command"),
                        pg("08006", "connection failure"), pg("40P01", "deadlock detected"))
                .stream().map(Failures::passing).toList()).containsExactly(true, true, true, true, true);
        assertThat(List.of(pg("23505", "duplicate key value"), pg("22P02", "invalid input syntax for type uuid"),
                        new IllegalArgumentException("unknown seat 11"), new CompletionException(new IllegalStateException("no game")))
                .stream().map(Failures::passing).toList()).containsExactly(false, false, false, false);
    }

    @Test
    void aRecordWhoseWorkMeetsAClosedPoolIsRetriedAndNeverDeadLettered() {
        await(policy.apply(record, json -> json, json -> work(2, poolClosed)));

        assertThat(attempts).hasValue(3);
        assertThat(deadLettered).isEmpty();
        assertThat(registry.find(FailurePolicy.METRIC).counter()).isNull();
    }

    @Test
    void aBatchWhoseWorkMeetsAClosedPoolIsRetriedWholeAndNothingIsDeadLettered() {
        ConsumerRecord<String, String> next = new ConsumerRecord<>("table-events", 2, 8L, "g-1", "{}");
        List<List<String>> applied = new ArrayList<>();

        await(policy.applyBatch(List.of(record, next), ConsumerRecord::value,
                (values, texts) -> work(1, poolClosed).invoke(() -> applied.add(texts))));

        assertThat(attempts).hasValue(2);
        assertThat(applied).containsExactly(List.of("{}", "{}"));
        assertThat(deadLettered).isEmpty();
    }

    @Test
    void aRecordTheWorkRefusesIsDeadLetteredOnce() {
        await(policy.apply(record, json -> json, json -> work(1, new IllegalArgumentException("unknown seat 11"))));

        assertThat(attempts).hasValue(1);
        assertThat(deadLettered).containsExactly("table-events/2@7 IllegalArgumentException: unknown seat 11");
        assertThat(registry.get(FailurePolicy.METRIC).tag("topic", "table-events").counter().count()).isEqualTo(1.0);
    }

    @Test
    void onceTheServiceStopsNoFailureIsDeadLettered() {
        policy.stopping(new ShutdownEvent());

        await(policy.apply(record, json -> json, json -> work(1, new IllegalStateException("Client is closed"))));

        assertThat(attempts).hasValue(2);
        assertThat(deadLettered).isEmpty();
    }

    private static PgException pg(String sqlState, String message) {
        return new PgException(message, "FATAL", sqlState, null);
    }
}
