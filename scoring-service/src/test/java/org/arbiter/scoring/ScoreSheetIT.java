package org.arbiter.scoring;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.inject.Inject;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.scoring.domain.ScoreSheets;
import org.arbiter.scoring.store.Schema;
import org.arbiter.scoring.store.SheetStore;
import org.arbiter.testgames.ScenarioFolders;
import org.arbiter.testgames.TestGame;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * A whole game played through the rules engine, its events on table-events of a real broker (each twice),
 * the score sheet on game-scores and at GET /api/games/{id}/score; a late award makes a new version.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class ScoreSheetIT {

    private static final Duration WAIT = Duration.ofSeconds(60);

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @Inject
    Pool pool;

    /** Scenario 01 (FIIM, red wins, the Sheriff's best move 3/3) under a fresh game id. */
    private static TestGame redWin(String gameId) throws Exception {
        var file = ScenarioFolders.scenarios().resolve("01-red-wins-plain.json");
        return TestGame.replay(gameId, TestGame.json(Files.readString(file)));
    }

    /** The sheet versions the consumer stores when the events come one by one (a version per changed sheet). */
    private static List<String> expectedVersions(List<EventEnvelope> events) {
        List<String> versions = new ArrayList<>();
        String stored = null;
        for (int i = 1; i <= events.size(); i++) {
            Optional<ScoreSheet> folded = ScoreSheets.fold(events.subList(0, i));
            if (SheetStore.changed(stored, folded)) {
                stored = folded.map(ScoreSheet::toJson).orElse(null);
                versions.add(stored);
            }
        }
        return versions;
    }

    @Test
    void aWholeGameTwiceGivesOneSheetAndALateAwardANewVersion() throws Exception {
        String gameId = "it-" + UUID.randomUUID();
        TestGame game = redWin(gameId);
        List<EventEnvelope> played = game.events();
        List<String> expected = expectedVersions(played);
        assertThat(expected).hasSize(1);
        ScoreSheet first = ScoreSheet.fromJson(expected.getFirst());
        assertThat(first.winner()).isEqualTo("RED");
        assertThat(first.seat(4).extra()).isEqualByComparingTo("0.4");

        try (KafkaProducer<String, String> producer = producer(); KafkaConsumer<String, String> scores = consumer()) {
            for (EventEnvelope event : played) {
                send(producer, event);
                send(producer, event); // every event delivered twice
            }
            List<String> published = awaitSheets(scores, gameId, 1);
            assertThat(published).containsExactly(expected.getFirst());
            assertThat(ScoreSheet.fromJson(published.getFirst()).version()).isEqualTo(first.version());

            given().when().get("/api/games/{id}/score", gameId)
                    .then().statusCode(200).contentType(startsWith("application/json"))
                    .body(equalTo(expected.getFirst()));

            // a late award (after the end) → a new version whose number is the award's seq
            game.play("{\"type\":\"award\",\"extra\":{\"4\":0.3,\"1\":0.1}}");
            EventEnvelope award = game.events().getLast();
            assertThat(award.type()).isEqualTo("AwardGiven");
            send(producer, award);
            send(producer, award);
            published.addAll(awaitSheets(scores, gameId, 1));
            Thread.sleep(1500); // a duplicate version would show up now
            published.addAll(poll(scores, gameId, Duration.ofMillis(500)));

            assertThat(published).hasSize(2);
            ScoreSheet second = ScoreSheet.fromJson(published.get(1));
            assertThat(second.version()).isEqualTo(award.seq());
            assertThat(second.seat(4).extra()).isEqualByComparingTo("0.7");
            assertThat(second.seat(1).extra()).isEqualByComparingTo("0.1");
            assertThat(published.get(1)).isEqualTo(expectedVersions(game.events()).getLast());
            given().when().get("/api/games/{id}/score", gameId).then().statusCode(200).body(equalTo(published.get(1)));
            assertThat(row(gameId)).isEqualTo(award.seq() + " " + award.seq());

            // replaying the whole stream from the start gives the same bytes
            for (String table : List.of("stream_runs", "positions")) {
                pool.preparedQuery("delete from " + Schema.NAME + "." + table + " where stream_id = $1")
                        .execute(Tuple.of(gameId)).await().indefinitely();
            }
            pool.preparedQuery("delete from " + Schema.NAME + ".sheets where game_id = $1")
                    .execute(Tuple.of(gameId)).await().indefinitely();
            for (EventEnvelope event : game.events()) {
                send(producer, event);
            }
            // the publisher may send both versions again or only the latest (the row holds the latest)
            List<String> replayed = new ArrayList<>();
            await().atMost(WAIT).until(() -> {
                replayed.addAll(poll(scores, gameId, Duration.ofMillis(200)));
                return !replayed.isEmpty() && replayed.getLast().equals(published.get(1));
            });
            assertThat(published).containsAll(replayed);
            await().atMost(WAIT).until(() -> row(gameId).equals(award.seq() + " " + award.seq()));
            given().when().get("/api/games/{id}/score", gameId).then().statusCode(200).body(equalTo(published.get(1)));
        }
    }

    @Test
    void anUndoneEndWithdrawsTheSheetWithATombstoneAndTheReplayedVoteBringsItBack() throws Exception {
        String gameId = "it-" + UUID.randomUUID();
        TestGame game = redWin(gameId);
        try (KafkaProducer<String, String> producer = producer(); KafkaConsumer<String, String> scores = consumer()) {
            for (EventEnvelope event : game.events()) {
                send(producer, event);
            }
            String ended = awaitSheets(scores, gameId, 1).getFirst();
            int before = game.events().size();

            game.play("{\"type\":\"undo\"}"); // takes back the deciding vote and the end (RULES §12.17)
            EventEnvelope undo = game.events().getLast();
            assertThat(undo.type()).isEqualTo("CommandUndone");
            assertThat(game.events()).hasSize(before + 1);
            send(producer, undo);
            List<String> withdrawn = awaitSheets(scores, gameId, 1);
            assertThat(withdrawn).containsExactly((String) null);
            given().when().get("/api/games/{id}/score", gameId).then().statusCode(404).body("error", equalTo("NOT_FOUND"));
            assertThat(given().when().get("/api/games/{id}/score", gameId).jsonPath().getMap("$")).containsExactly(
                    entry("error", "NOT_FOUND"), entry("rule", null),
                    entry("message", "no score sheet for game " + gameId + " (unknown, or not ended yet)"));
            assertThat(row(gameId)).isEqualTo(undo.seq() + " " + undo.seq());

            game.play("{\"type\":\"vote\",\"votes\":{\"8\":[5,7,9,10]}}");
            for (EventEnvelope event : game.events().subList(before + 1, game.events().size())) {
                send(producer, event);
            }
            String again = awaitSheets(scores, gameId, 1).getFirst();
            ScoreSheet sheet = ScoreSheet.fromJson(again);
            assertThat(sheet.winner()).isEqualTo("RED");
            assertThat(sheet.version()).isGreaterThan(undo.seq());
            assertThat(sheet.seats()).isEqualTo(ScoreSheet.fromJson(ended).seats());
            given().when().get("/api/games/{id}/score", gameId).then().statusCode(200).body(equalTo(again));
        }
    }

    @Test
    void anUnknownGameIs404() {
        given().when().get("/api/games/{id}/score", "no-such-game")
                .then().statusCode(404).body("error", equalTo("NOT_FOUND"));
    }

    @Test
    void aGameStillGoingOnHasNoSheet() throws Exception {
        String gameId = "it-" + UUID.randomUUID();
        TestGame game = TestGame.of(org.arbiter.events.game.Ruleset.FIIM).id(gameId).dealt()
                .play("{\"type\":\"endNight\"}");
        try (KafkaProducer<String, String> producer = producer()) {
            for (EventEnvelope event : game.events()) {
                send(producer, event);
            }
        }
        await().atMost(WAIT).until(() -> position(gameId) == game.lastSeq());
        given().when().get("/api/games/{id}/score", gameId).then().statusCode(404).body("error", equalTo("NOT_FOUND"));
    }

    private long position(String gameId) {
        var rows = pool.preparedQuery("select last_seq from " + Schema.NAME
                + ".positions where stream_kind = 'game' and stream_id = $1").execute(Tuple.of(gameId)).await().indefinitely();
        return rows.iterator().hasNext() ? rows.iterator().next().getLong("last_seq") : 0;
    }

    /** "version published_version" of the game's sheet row, or "" without one. */
    private String row(String gameId) {
        var rows = pool.preparedQuery("select version, published_version from " + Schema.NAME
                + ".sheets where game_id = $1").execute(Tuple.of(gameId)).await().indefinitely();
        if (!rows.iterator().hasNext()) {
            return "";
        }
        Row row = rows.iterator().next();
        return row.getLong("version") + " " + row.getLong("published_version");
    }

    private List<String> awaitSheets(KafkaConsumer<String, String> scores, String gameId, int count) {
        List<String> got = new ArrayList<>();
        await().atMost(WAIT).until(() -> {
            got.addAll(poll(scores, gameId, Duration.ofMillis(200)));
            return got.size() >= count;
        });
        return got;
    }

    private static List<String> poll(KafkaConsumer<String, String> scores, String gameId, Duration timeout) {
        List<String> got = new ArrayList<>();
        for (ConsumerRecord<String, String> record : scores.poll(timeout)) {
            if (gameId.equals(record.key())) {
                got.add(record.value());
            }
        }
        return got;
    }

    private KafkaProducer<String, String> producer() {
        Properties config = new Properties();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        return new KafkaProducer<>(config);
    }

    private KafkaConsumer<String, String> consumer() {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "score-sheet-it-" + UUID.randomUUID());
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        KafkaConsumer<String, String> consumer = new KafkaConsumer<>(config);
        consumer.subscribe(List.of(Topics.GAME_SCORES));
        return consumer;
    }

    private static void send(KafkaProducer<String, String> producer, EventEnvelope event) throws Exception {
        producer.send(new ProducerRecord<>(Topics.TABLE_EVENTS, event.streamId(), EventJson.write(event))).get();
    }
}
