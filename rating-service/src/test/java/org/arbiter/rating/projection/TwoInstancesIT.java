package org.arbiter.rating.projection;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Tuple;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.ConsumerGroupDescription;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.GroupState;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.utils.Utils;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Winner;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.rating.store.Schema;
import org.arbiter.rating.store.StandingsStore;
import org.arbiter.rating.support.Publisher;
import org.arbiter.rating.support.SseClient;
import org.arbiter.rating.support.TwoDayGame;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/**
 * This instance beside a second one sharing its database and its consumer group (docs/deploy.md "Two instances").
 * The other instance is played by the test with the same code on the same tables: its standings versions are
 * stored by {@link StandingsProjection#recompute} in a transaction of its own, which this instance's broadcaster is
 * never told of; its share of table-events is taken by a consumer that joins the group and holds a partition; its
 * broadcast delay is the row its TableFeed.setDelay writes.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class TwoInstancesIT {

    static final Duration WAIT = Duration.ofSeconds(20);
    static final Instant T0 = Instant.parse("2026-04-01T10:00:00Z");

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @ConfigProperty(name = "mp.messaging.incoming.table-feed.group.id")
    java.util.Optional<String> feedGroup;

    @TestHTTPResource("/")
    URL base;

    @Inject
    StandingsProjection projection;

    @Inject
    StandingsStore store;

    @Inject
    Pool pool;

    @Test
    void anSseClientSeesEveryVersionWhicheverInstanceMadeIt() throws Exception {
        String tournament = "two-" + UUID.randomUUID();
        List<TournamentCreated.RegisteredPlayer> registered = new ArrayList<>();
        for (int i = 1; i <= 40; i++) {
            registered.add(new TournamentCreated.RegisteredPlayer(String.format("p%02d", i), "Игрок " + i));
        }
        EventEnvelope created = EventEnvelope.ofTournament(tournament, 1, T0, "organiser", new TournamentCreated("Кубок двух",
                LocalDate.parse("2026-04-01"), LocalDate.parse("2026-04-02"), Ruleset.FIIM, GameOptions.DEFAULT,
                List.of(new TournamentCreated.StagePlan(Stage.QUALIFYING, 10)), registered));
        try (Publisher publish = new Publisher(bootstrap)) {
            publish.tournament(created);                                         // version 1, made here
            await().atMost(WAIT).until(() -> version(tournament) == 1);
            try (SseClient client = new SseClient(base + "api/tournaments/" + tournament + "/standings/stream", null)) {
                assertThat(client.next(WAIT).id()).isEqualTo("1");

                otherInstanceCounts(game(tournament, 1));                         // version 2, made elsewhere
                publish.sheet(game(tournament, 11));                              // version 3, made here
                await().atMost(WAIT).until(() -> version(tournament) == 3);
                otherInstanceCounts(game(tournament, 21));                        // version 4, the last, made elsewhere

                List<String> ids = new ArrayList<>();
                String last = null;
                for (int i = 0; i < 3; i++) {
                    SseClient.Message message = client.next(WAIT);
                    assertThat(message).as("the versions after %s", ids).isNotNull();
                    ids.add(message.id());
                    last = message.data();
                }
                assertThat(ids).containsExactly("2", "3", "4");
                assertThat(last).isEqualTo(given().get("/api/tournaments/{id}/standings", tournament).asString());
                assertThat(json(last).at("/standings/games").asInt()).isEqualTo(3);
                assertThat(client.next(Duration.ofSeconds(1))).isNull();
            }
        }
    }

    @Test
    void aBroadcastDelaySetThroughAnotherInstanceHoldsHereToo() {
        String tournament = "delay-" + UUID.randomUUID();
        assertThat(delay(tournament)).isZero();
        // the other instance's TableFeed.setDelay: the same row of the shared schema
        pool.preparedQuery("insert into " + Schema.NAME + ".broadcast_delays (tournament_id, seconds) values ($1, $2) "
                        + "on conflict (tournament_id) do update set seconds = excluded.seconds")
                .execute(Tuple.of(tournament, 45)).await().atMost(WAIT);
        await().atMost(WAIT).until(() -> delay(tournament) == 45);
    }

    private int delay(String tournament) {
        return given().get("/api/tournaments/{id}/broadcast-delay", tournament).jsonPath().getInt("seconds");
    }

    @Test
    void aTableOnAPartitionAnotherInstanceHoldsIsOnThisInstancesFeed() throws Exception {
        awaitFeedGroupStable();
        try (KafkaConsumer<String, String> other = otherInstance()) {
            Set<Integer> held = holdPartitions(other);
            int partitions = other.partitionsFor(Topics.TABLE_EVENTS).size();
            String gameId;
            do {
                gameId = "feed-" + UUID.randomUUID();
            } while (!held.contains(Utils.toPositive(Utils.murmur2(gameId.getBytes(StandardCharsets.UTF_8))) % partitions));

            TwoDayGame game = new TwoDayGame(gameId, "cup-" + UUID.randomUUID(), Stage.QUALIFYING, players(1), T0);
            List<EventEnvelope> events = game.playUntilEnd(Winner.RED);
            try (Publisher publish = new Publisher(bootstrap)) {
                events.forEach(publish::table);
            }
            String id = gameId;
            await().atMost(WAIT).until(() -> given().get("/api/games/{id}/table", id).statusCode() == 200
                    && json(given().get("/api/games/{id}/table", id).asString()).get("seq").asLong() == game.lastSeq());
            JsonNode view = json(given().get("/api/games/{id}/table", id).asString());
            assertThat(view.get("ended").asBoolean()).isTrue();
            other.poll(Duration.ZERO);
            assertThat(other.assignment()).as("the other instance still held the partition").isNotEmpty();
        }
    }

    /** The other instance applies a game's sheet: stored and counted in its own transaction, not broadcast here. */
    private void otherInstanceCounts(org.arbiter.events.score.ScoreSheet sheet) {
        store.retriedTransaction(conn -> store.saveSheet(conn, sheet).chain(() -> projection.recompute(conn,
                        sheet.tournamentId(), new StandingsMessage.Change("game-scores", sheet.gameId(), sheet.version(),
                                List.of(sheet.gameId())))))
                .await().atMost(WAIT);
    }

    private static org.arbiter.events.score.ScoreSheet game(String tournament, int firstPlayer) {
        TwoDayGame game = new TwoDayGame("g" + firstPlayer + "-" + tournament, tournament, Stage.QUALIFYING,
                players(firstPlayer), T0);
        game.playUntilEnd(Winner.RED);
        return game.sheet(Winner.RED, game.lastSeq(), false, Map.of());
    }

    static List<String> players(int from) {
        List<String> list = new ArrayList<>();
        for (int i = from; i < from + 10; i++) {
            list.add(String.format("p%02d", i));
        }
        return list;
    }

    private long version(String tournament) {
        return json(given().get("/api/tournaments/{id}/standings", tournament).asString()).get("version").asLong();
    }

    /** A member of this service's consumer group, as a second instance's table-events consumer is. */
    private KafkaConsumer<String, String> otherInstance() {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "rating-service");
        // a member id sorting before this service's consumers' ("kafka-consumer-..."): the range assignor gives it
        // a partition of its own; a dynamic member, so that closing it hands the partition back at once
        config.put(ConsumerConfig.CLIENT_ID_CONFIG, "0-other-instance");
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        KafkaConsumer<String, String> consumer = new KafkaConsumer<>(config);
        consumer.subscribe(List.of(Topics.TABLE_EVENTS));
        return consumer;
    }

    private static Set<Integer> holdPartitions(KafkaConsumer<String, String> other) {
        long until = System.nanoTime() + WAIT.toNanos();
        while (other.assignment().isEmpty() && System.nanoTime() < until) {
            other.poll(Duration.ofMillis(200));                    // joins; what it reads is never applied
        }
        assertThat(other.assignment()).as("the other instance holds a partition of table-events").isNotEmpty();
        return other.assignment().stream().map(TopicPartition::partition).collect(Collectors.toSet());
    }

    /** This instance's feed consumer has joined its own group and holds every partition (it reads from the end). */
    private void awaitFeedGroupStable() {
        if (feedGroup.isEmpty()) {
            return;                                                // before the feed read table-events on its own
        }
        String group = feedGroup.get();
        Properties config = new Properties();
        config.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        try (Admin admin = Admin.create(config)) {
            await().atMost(WAIT).until(() -> {
                ConsumerGroupDescription described = admin.describeConsumerGroups(List.of(group)).all().get().get(group);
                return described.groupState() == GroupState.STABLE && described.members().stream()
                        .mapToInt(m -> m.assignment().topicPartitions().size()).sum() > 0;
            });
        }
    }

    static JsonNode json(String text) {
        try {
            return EventJson.MAPPER.readTree(text);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
