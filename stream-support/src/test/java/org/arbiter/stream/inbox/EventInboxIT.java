package org.arbiter.stream.inbox;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Vertx;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.SqlConnection;
import io.vertx.mutiny.sqlclient.Transaction;
import io.vertx.mutiny.sqlclient.Tuple;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.NightStarted;
import org.arbiter.testsupport.PostgresTestResource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The inbox's runs on a real PostgreSQL: what a batch stores, what is read back, and the one writer a run allows. */
class EventInboxIT {

    private static final String SCHEMA = "runs_inbox";
    private static final PostgresTestResource POSTGRES = new PostgresTestResource();
    private static Vertx vertx;
    private static Pool pool;
    private static EventInbox inbox;

    @BeforeAll
    static void start() {
        Map<String, String> config = POSTGRES.start();
        Flyway.configure()
                .dataSource(config.get("quarkus.datasource.jdbc.url"), config.get("quarkus.datasource.username"),
                        config.get("quarkus.datasource.password"))
                .schemas(SCHEMA).defaultSchema(SCHEMA).locations("classpath:db/inbox")
                .load().migrate();
        vertx = Vertx.vertx();
        PgConnectOptions options = PgConnectOptions.fromUri(config.get("quarkus.datasource.reactive.url"))
                .setUser(config.get("quarkus.datasource.username")).setPassword(config.get("quarkus.datasource.password"));
        pool = Pool.newInstance(PgBuilder.pool().connectingTo(options).using(vertx).build());
        inbox = new EventInbox(pool, SCHEMA);
    }

    @AfterAll
    static void stop() {
        pool.closeAndAwait();
        vertx.close().toCompletionStage().toCompletableFuture().join();
        POSTGRES.stop();
    }

    @Test
    void aBatchStoresEachStreamsNewEventsAsOneRunInSeqOrder() {
        String a = UUID.randomUUID().toString();
        String b = UUID.randomUUID().toString();
        List<EventEnvelope> first = List.of(event(a, 1), event(b, 1), event(a, 2), event(b, 2), event(a, 3));

        assertThat(seqs(apply(first))).containsExactly(a + "/1", b + "/1", a + "/2", b + "/2", a + "/3");
        List<EventEnvelope> second = List.of(event(a, 3), event(a, 4), event(a, 5));     // seq 3 again: a redelivery
        assertThat(seqs(apply(second))).containsExactly(a + "/4", a + "/5");
        assertThat(seqs(apply(second))).as("the whole batch again").isEmpty();

        assertThat(runs(a)).containsExactly(
                "1-3 " + json(first.get(0)) + "\n" + json(first.get(2)) + "\n" + json(first.get(4)),
                "4-5 " + json(second.get(1)) + "\n" + json(second.get(2)));
        assertThat(runs(b)).containsExactly("1-2 " + json(first.get(1)) + "\n" + json(first.get(3)));
        assertThat(position(a)).isEqualTo(5);

        assertThat(inbox.events(EventInbox.GAME, a).await().indefinitely())
                .containsExactly(first.get(0), first.get(2), first.get(4), second.get(1), second.get(2));
        Map<String, List<EventEnvelope>> both = inbox.events(pool, EventInbox.GAME, List.of(a, b)).await().indefinitely();
        assertThat(both.get(a)).hasSize(5);
        assertThat(both.get(b)).containsExactly(first.get(1), first.get(3));
    }

    @Test
    void anEnvelopeWrittenOverSeveralLinesIsStoredOnOneLineAndReadBackTheSame() {
        String game = UUID.randomUUID().toString();
        EventEnvelope one = event(game, 1);
        EventEnvelope two = event(game, 2);
        String spread = json(two).replace(",", ",\n  ");

        inbox.apply(List.of(one, two), List.of(json(one), spread)).await().indefinitely();

        assertThat(runs(game)).containsExactly("1-2 " + json(one) + "\n" + spread.replace('\n', ' '));
        assertThat(inbox.events(EventInbox.GAME, game).await().indefinitely()).containsExactly(one, two);
    }

    @Test
    void eventsParkedBehindAMissingSeqFollowItInItsRun() {
        String game = UUID.randomUUID().toString();
        List<EventEnvelope> events = List.of(event(game, 1), event(game, 2), event(game, 3), event(game, 4));

        assertThat(seqs(apply(List.of(events.get(0), events.get(2), events.get(3))))).containsExactly(game + "/1");
        assertThat(seqs(apply(List.of(events.get(1))))).containsExactly(game + "/2", game + "/3", game + "/4");

        assertThat(runs(game)).containsExactly("1-1 " + json(events.get(0)),
                "2-4 " + json(events.get(1)) + "\n" + json(events.get(2)) + "\n" + json(events.get(3)));
        assertThat(pool.query("select count(*) from " + SCHEMA + ".parked_events").execute().await().indefinitely()
                .iterator().next().getLong(0)).isZero();
    }

    /**
     * Two instances applying the same records at once (a rebalance): both read the same position, so both runs begin at
     * the same seq, and the second transaction's insert waits for the first and is refused when it commits.
     */
    @Test
    void twoTransactionsStoringTheSameEventsCannotBothCommit() throws Exception {
        String game = UUID.randomUUID().toString();
        List<EventEnvelope> events = List.of(event(game, 1), event(game, 2), event(game, 3));
        SqlConnection first = pool.getConnection().await().indefinitely();
        SqlConnection second = pool.getConnection().await().indefinitely();
        try {
            Transaction firstTx = first.begin().await().indefinitely();
            inbox.apply(first, events.subList(0, 2), jsons(events.subList(0, 2))).await().indefinitely();
            Transaction secondTx = second.begin().await().indefinitely();
            CompletableFuture<List<EventEnvelope>> secondApply = inbox.apply(second, events, jsons(events))
                    .subscribeAsCompletionStage();
            Thread.sleep(500);
            assertThat(secondApply).as("waiting for the first transaction's run").isNotDone();

            firstTx.commit().await().indefinitely();

            assertThat(secondApply).failsWithin(10, TimeUnit.SECONDS).withThrowableThat()
                    .withMessageContaining("stream_runs_pkey");
            secondTx.rollback().onFailure().recoverWithNull().await().indefinitely();
        } finally {
            first.closeAndAwait();
            second.closeAndAwait();
        }
        assertThat(runs(game)).containsExactly("1-2 " + json(events.get(0)) + "\n" + json(events.get(1)));
        assertThat(position(game)).isEqualTo(2);
    }

    private static EventEnvelope event(String game, long seq) {
        return EventEnvelope.ofGame(game, seq, Instant.parse("2026-04-01T10:00:00Z").plusSeconds(seq), "judge",
                new NightStarted((int) seq));
    }

    private static String json(EventEnvelope event) {
        return EventJson.write(event);
    }

    private static List<String> jsons(List<EventEnvelope> events) {
        return events.stream().map(EventInboxIT::json).toList();
    }

    private static List<EventEnvelope> apply(List<EventEnvelope> events) {
        return inbox.apply(events, jsons(events)).await().indefinitely();
    }

    private static List<String> seqs(List<EventEnvelope> events) {
        return events.stream().map(e -> e.gameId() + "/" + e.seq()).toList();
    }

    /** The game's stored runs, "first-last envelopes", in seq order. */
    private static List<String> runs(String game) {
        List<String> runs = new ArrayList<>();
        for (Row row : pool.preparedQuery("select first_seq, last_seq, envelopes from " + SCHEMA + ".stream_runs "
                + "where stream_kind = 'game' and stream_id = $1 order by first_seq")
                .execute(Tuple.of(game)).await().indefinitely()) {
            runs.add(row.getLong(0) + "-" + row.getLong(1) + " " + row.getString(2));
        }
        return runs;
    }

    private static long position(String game) {
        return pool.preparedQuery("select last_seq from " + SCHEMA + ".positions where stream_kind = 'game' and stream_id = $1")
                .execute(Tuple.of(game)).await().indefinitely().iterator().next().getLong(0);
    }
}
