package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.SqlConnection;
import io.vertx.mutiny.sqlclient.Transaction;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.game.messaging.OutboxRelay;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * The relay stopped between commit and publish: while the test holds the relay's advisory lock no
 * relay can publish (as if the service died after committing). The first rows are even published by hand
 * without being marked (a crash after publishing). Released, the relay publishes every event; the
 * duplicates carry the same eventId and seq, so a consumer that drops seen seqs counts each once.
 */
@QuarkusTest
@TestSecurity(user = "judge-r", roles = "judge")
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class RelayRecoveryIT {

    @Inject
    Pool pool;

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @Test
    void eventsCommittedWhileTheRelayWasDownArePublishedAfterwardsAndNoneCountsTwice() throws Exception {
        SqlConnection lock = pool.getConnection().await().indefinitely();
        String gameId;
        try {
            lock.preparedQuery("select pg_advisory_lock($1)").execute(Tuple.of(OutboxRelay.ADVISORY_LOCK)).await().indefinitely();
            gameId = given().contentType(ContentType.JSON).body(HttpGames.newGame("FIIM", null))
                    .post("/api/games").then().statusCode(201).extract().path("gameId");
            given().contentType(ContentType.JSON).body(HttpGames.deal()).post("/api/games/" + gameId + "/commands").then().statusCode(200);
            given().contentType(ContentType.JSON).body("{\"type\":\"endNight\"}").post("/api/games/" + gameId + "/commands").then().statusCode(200);

            List<String> unsent = new ArrayList<>();
            for (Row row : pool.preparedQuery("select envelope from game.outbox where stream_id = $1 and sent_at is null order by id")
                    .execute(Tuple.of(gameId)).await().indefinitely()) {
                unsent.add(row.getString("envelope"));
            }
            int stored = eventCount(gameId);
            assertThat(unsent).as("every committed event waits in the outbox").hasSize(stored);
            // the relay's crash after publishing its first rows in order, before marking them sent
            publishByHand(gameId, unsent.subList(0, 2));
        } finally {
            lock.preparedQuery("select pg_advisory_unlock($1)").execute(Tuple.of(OutboxRelay.ADVISORY_LOCK)).await().indefinitely();
            lock.closeAndAwait();
        }

        List<EventEnvelope> log = HttpGames.storedLog(gameId);
        List<EventEnvelope> published = TableEventsReader.read(bootstrap, Map.of(gameId, log.size() + 2)).get(gameId);

        assertThat(published).hasSize(log.size() + 2);
        assertThat(published.subList(0, 2)).containsExactlyElementsOf(log.subList(0, 2));
        Map<Long, EventEnvelope> bySeq = new LinkedHashMap<>();
        published.forEach(e -> bySeq.putIfAbsent(e.seq(), e));   // what a consumer keeps
        assertThat(bySeq.values()).containsExactlyElementsOf(log);
        assertThat(pool.preparedQuery("select count(*) from game.outbox where stream_id = $1 and sent_at is null")
                .execute(Tuple.of(gameId)).await().indefinitely().iterator().next().getLong(0)).isZero();
    }

    /**
     * Transactions do not commit in the order of their ids: one that began first and commits last, after a
     * later one filled a whole relay batch, is still published (the relay's cursor never passes a transaction
     * that may still be running).
     */
    @Test
    void aTransactionCommittingAfterLaterOnesIsStillPublished() throws Exception {
        String early = "xid-early-" + UUID.randomUUID();
        String bulk = "xid-bulk-" + UUID.randomUUID();
        String insert = "insert into game.outbox (topic, stream_id, seq, envelope) "
                + "select 'table-events', $1, n, '{\"seq\":' || n || '}' from generate_series(1, $2) n";
        SqlConnection first = pool.getConnection().await().indefinitely();
        try {
            Transaction open = first.begin().await().indefinitely();
            first.preparedQuery(insert).execute(Tuple.of(early, 1)).await().indefinitely();
            // a later transaction, committed at once, with more rows than one relay pass takes
            pool.preparedQuery(insert).execute(Tuple.of(bulk, OutboxRelay.BATCH + 100)).await().indefinitely();
            await().atMost(Duration.ofSeconds(30))
                    .until(() -> unsent(bulk) == 0);
            open.commit().await().indefinitely();
        } finally {
            first.closeAndAwait();
        }
        await().atMost(Duration.ofSeconds(10)).until(() -> unsent(early) == 0);
    }

    /**
     * The broker restarts mid-game: the judge's commands are accepted while it is down (they wait in the
     * outbox), and afterwards table-events holds the whole log in order, each seq counted once.
     */
    @Test
    void aBrokerRestartMidGameLosesNothingAndHoldsNoCommandUp() {
        String gameId = HttpGames.dealtGame();
        await().atMost(Duration.ofSeconds(30)).until(() -> unsent(gameId) == 0);
        int dealt = HttpGames.storedLog(gameId).size();
        List<String> commands = List.of("{\"type\":\"endNight\"}", "{\"type\":\"nominate\",\"by\":1,\"target\":2}",
                "{\"type\":\"endSpeech\"}", "{\"type\":\"endSpeech\"}");
        List<Integer> statuses = new ArrayList<>();
        long[] waiting = new long[1];
        KafkaTestResource.whileBrokerDown(() -> {
            for (String command : commands) {
                statuses.add(given().contentType(ContentType.JSON).body(command)
                        .post("/api/games/" + gameId + "/commands").then().extract().statusCode());
            }
            waiting[0] = unsent(gameId);
        });
        assertThat(statuses).containsExactly(200, 200, 200, 200);
        List<EventEnvelope> log = HttpGames.storedLog(gameId);
        assertThat(log).hasSizeGreaterThanOrEqualTo(dealt + commands.size());
        assertThat(waiting[0]).as("committed while the broker was down, waiting in the outbox").isEqualTo(log.size() - dealt);

        await().atMost(Duration.ofSeconds(90)).until(() -> unsent(gameId) == 0);
        List<EventEnvelope> published = TableEventsReader.read(bootstrap, Map.of(gameId, log.size())).get(gameId);
        Map<Long, EventEnvelope> bySeq = new LinkedHashMap<>();
        published.forEach(e -> bySeq.putIfAbsent(e.seq(), e));   // what a consumer keeps
        assertThat(bySeq.values()).containsExactlyElementsOf(log);
    }

    private long unsent(String stream) {
        return pool.preparedQuery("select count(*) from game.outbox where stream_id = $1 and sent_at is null")
                .execute(Tuple.of(stream)).await().indefinitely().iterator().next().getLong(0);
    }

    private static int eventCount(String gameId) {
        return given().get("/api/games/" + gameId + "/events").then().statusCode(200).extract().jsonPath().getList("$").size();
    }

    private void publishByHand(String gameId, List<String> envelopes) throws Exception {
        Properties config = new Properties();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(config)) {
            for (String envelope : envelopes) {
                producer.send(new ProducerRecord<>(Topics.TABLE_EVENTS, gameId, envelope)).get();
            }
        }
    }
}
