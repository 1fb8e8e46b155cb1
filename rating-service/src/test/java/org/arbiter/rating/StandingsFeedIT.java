package org.arbiter.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.RestAssured;
import io.vertx.mutiny.sqlclient.Pool;
import jakarta.inject.Inject;
import java.net.URL;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Winner;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.rating.domain.LotBook;
import org.arbiter.rating.projection.StandingsProjection;
import org.arbiter.rating.support.TwoDayGame;
import org.arbiter.rating.support.Publisher;
import org.arbiter.rating.support.SseClient;
import org.arbiter.stream.consumer.FailurePolicy;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.ConfigProvider;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Games played through events on a real Kafka broker into this service and its real PostgreSQL: the standings
 * SSE client gets the snapshot, then one message per change; a reconnect with Last-Event-ID loses nothing;
 * duplicates change nothing; the table feed shows no secret before the end; a replay of the topics rebuilds the
 * same table.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class StandingsFeedIT {

    static final Duration WAIT = Duration.ofSeconds(20);
    static final String TOURNAMENT = "cup-" + UUID.randomUUID();
    static final Instant T0 = Instant.parse("2026-04-01T10:00:00Z");

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @TestHTTPResource("/")
    URL base;

    @Inject
    Pool pool;

    @Inject
    StandingsProjection projection;

    @Inject
    FailurePolicy failures;

    static EventEnvelope created;

    static List<String> players(int from) {
        List<String> list = new ArrayList<>();
        for (int i = from; i < from + 10; i++) {
            list.add(String.format("p%02d", i));
        }
        return list;
    }

    @Test
    @Order(1)
    void snapshotThenOneMessagePerChange_reconnectResumes_duplicatesChangeNothing() throws Exception {
        List<TournamentCreated.RegisteredPlayer> registered = new ArrayList<>();
        for (int i = 1; i <= 20; i++) {
            registered.add(new TournamentCreated.RegisteredPlayer(String.format("p%02d", i), "Игрок " + i));
        }
        created = EventEnvelope.ofTournament(TOURNAMENT, 1, T0, "organiser", new TournamentCreated("Весенний кубок",
                LocalDate.parse("2026-04-01"), LocalDate.parse("2026-04-02"), Ruleset.FIIM, GameOptions.DEFAULT,
                List.of(new TournamentCreated.StagePlan(Stage.QUALIFYING, 10)), registered));
        String seed = created.eventId().toString();
        String stream = base + "api/tournaments/" + TOURNAMENT + "/standings/stream";
        try (Publisher publish = new Publisher(bootstrap)) {
            publish.tournament(created);
            await().atMost(WAIT).until(() -> version() == 1);

            TwoDayGame g1 = new TwoDayGame("g1-" + TOURNAMENT, TOURNAMENT, Stage.QUALIFYING, players(1), T0);
            try (SseClient client = new SseClient(stream, null)) {
                SseClient.Message snapshot = client.next(WAIT);
                assertThat(snapshot.id()).isEqualTo("1");
                assertThat(snapshot.event()).isEqualTo("standings");
                JsonNode first = json(snapshot.data());
                assertThat(first.get("version").asLong()).isEqualTo(1);
                assertThat(first.at("/standings/name").asText()).isEqualTo("Весенний кубок");
                assertThat(first.at("/standings/b").asInt()).isEqualTo(4);            // round(0.4 × 10), 8.6.1
                assertThat(first.at("/standings/rows").size()).isZero();

                g1.playUntilEnd(Winner.RED).forEach(publish::table);
                publish.sheet(g1.sheet(Winner.RED, g1.lastSeq(), false, Map.of(1, "0.3", 3, "0.2", 5, "0.1")));

                // the sheet or the GameCreated nicknames may come first: versions follow each change, the last has both
                JsonNode afterGame1 = untilRows(client, 10, "p04", "Игрок 4");
                List<String> civiliansByLot = byLot(seed, "p07", "p09");
                List<String> blacksByLot = byLot(seed, "p02", "p06", "p08");
                assertThat(rows(afterGame1)).containsExactly(
                        "1 p04 1.40 - 8.8", "2 p01 1.30 8.8 8.8", "3 p03 1.20 8.8 8.8", "4 p05 1.10 8.8 8.8",
                        "5 " + civiliansByLot.get(0) + " 1.00 8.8 8.8.5", "6 " + civiliansByLot.get(1) + " 1.00 8.8.5 8.8",
                        "7 p10 0.50 8.8 8.8",
                        "8 " + blacksByLot.get(0) + " 0.00 8.8 8.8.5", "9 " + blacksByLot.get(1) + " 0.00 8.8.5 8.8.5",
                        "10 " + blacksByLot.get(2) + " 0.00 8.8.5 -");
                assertThat(afterGame1.at("/standings/rows/0/bestMove").decimalValue()).isEqualByComparingTo("0.40");
                assertThat(afterGame1.at("/standings/rows/0/firstNightDeaths").asInt()).isEqualTo(1);
                assertThat(afterGame1.at("/standings/rows/6/disqualification").decimalValue()).isEqualByComparingTo("-0.50");
                assertThat(afterGame1.at("/standings/rows/6/removals").asInt()).isEqualTo(1);
                long v1 = afterGame1.get("version").asLong();
                assertThat(version()).isEqualTo(v1);

                // duplicates: the same events and sheet again change nothing
                g1.events().forEach(publish::table);
                publish.sheet(g1.sheet(Winner.RED, g1.lastSeq(), false, Map.of(1, "0.3", 3, "0.2", 5, "0.1")));
                assertThat(client.next(Duration.ofSeconds(2))).isNull();
                assertThat(version()).isEqualTo(v1);
                assertThat(count("select sum(last_seq - first_seq + 1) from rating.stream_runs where stream_id = '" + g1.events().get(0).gameId() + "'"))
                        .isEqualTo(g1.lastSeq());

                // the client goes away; three changes happen while it is gone
                client.close();
                TwoDayGame g2 = new TwoDayGame("g2-" + TOURNAMENT, TOURNAMENT, Stage.QUALIFYING, players(11), T0);
                g2.playUntilEnd(Winner.BLACK).forEach(publish::table);
                publish.sheet(g2.sheet(Winner.BLACK, g2.lastSeq(), false, Map.of()));
                await().atMost(WAIT).until(() -> rowsNow() == 20 && nicknamed("p14"));
                TwoDayGame g3 = new TwoDayGame("g3-" + TOURNAMENT, TOURNAMENT, Stage.QUALIFYING, players(1), T0);
                g3.playUntilEnd(Winner.BLACK).forEach(publish::table);
                publish.sheet(g3.sheet(Winner.BLACK, g3.lastSeq(), false, Map.of()));
                long afterG3 = v1 + 1;   // g3's players are known: only the sheet changes the table
                await().atMost(WAIT).until(() -> version() > v1 && gamesNow() == 3);
                publish.sheet(g3.sheet(Winner.BLACK, g3.lastSeq() + 1, true, Map.of(6, "0.4")));   // a later version: an award
                await().atMost(WAIT).until(() -> judgeOf("p06").equals("0.40"));
                long missed = version();
                assertThat(missed).isGreaterThanOrEqualTo(afterG3 + 1);

                // reconnect with Last-Event-ID: every version after it, in order, then the live ones
                try (SseClient again = new SseClient(stream, Long.toString(v1))) {
                    for (long v = v1 + 1; v <= missed; v++) {
                        SseClient.Message m = again.next(WAIT);
                        assertThat(m.id()).isEqualTo(Long.toString(v));
                        assertThat(json(m.data()).get("version").asLong()).isEqualTo(v);
                    }
                    JsonNode last = json(snapshotJson());
                    TwoDayGame g4 = new TwoDayGame("g4-" + TOURNAMENT, TOURNAMENT, Stage.QUALIFYING, players(11), T0);
                    g4.playUntilEnd(Winner.RED).forEach(publish::table);
                    publish.sheet(g4.sheet(Winner.RED, g4.lastSeq(), false, Map.of()));
                    SseClient.Message live = again.next(WAIT);
                    assertThat(live.id()).isEqualTo(Long.toString(missed + 1));
                    JsonNode liveJson = json(live.data());
                    assertThat(liveJson.at("/change/gameId").asText()).isEqualTo("g4-" + TOURNAMENT);
                    assertThat(liveJson.at("/standings/games").asInt()).isEqualTo(4);
                    assertThat(last.at("/standings/games").asInt()).isEqualTo(3);
                    assertThat(again.next(Duration.ofSeconds(1))).isNull();
                }
            }
        }
        // after 4 games (red 2, black 2): K = 1 (no heavy side); p06: Don, won g3 (+1), judge 0.4, g1 lost
        JsonNode p06 = row(json(snapshotJson()), "p06");
        assertThat(p06.get("total").decimalValue()).isEqualByComparingTo("1.40");
        assertThat(p06.get("winsDon").asInt()).isEqualTo(1);
        assertThat(json(snapshotJson()).at("/standings/k/value").decimalValue()).isEqualByComparingTo("1.0000");

        // the same standings as files over HTTP; the paths beside them (the broadcast delay's) still answer
        io.restassured.response.Response csv = RestAssured.get(base + "api/tournaments/" + TOURNAMENT + "/standings.csv");
        assertThat(csv.statusCode()).isEqualTo(200);
        assertThat(csv.contentType().replace(" ", "")).isEqualToIgnoringCase("text/csv;charset=UTF-8");
        assertThat(csv.header("Content-Disposition")).isEqualTo("attachment; filename=\"standings-" + TOURNAMENT + ".csv\"");
        String[] lines = new String(csv.asByteArray(), java.nio.charset.StandardCharsets.UTF_8).split("\r\n");
        assertThat(lines[0]).isEqualTo("\uFEFFМесто,Игрок,ID,Итого,Основные,Доп.,Игры,Победы,Победы Доном,Победы Шерифом,"
                + "Убит в первую ночь,Лучший ход,Баллы судьи,Штрафы,Компенсация");
        assertThat(lines).hasSize(1 + json(snapshotJson()).at("/standings/rows").size());
        io.restassured.response.Response xlsx = RestAssured.get(base + "api/tournaments/" + TOURNAMENT + "/standings.xlsx");
        assertThat(xlsx.statusCode()).isEqualTo(200);
        assertThat(xlsx.contentType()).isEqualTo("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
        assertThat(new String(xlsx.asByteArray(), 0, 2, java.nio.charset.StandardCharsets.US_ASCII)).isEqualTo("PK");   // a zip
        io.restassured.response.Response pdf = RestAssured.get(base + "api/tournaments/" + TOURNAMENT + "/standings.pdf");
        assertThat(pdf.statusCode()).isEqualTo(200);
        assertThat(pdf.contentType()).isEqualTo("application/pdf");
        assertThat(pdf.header("Content-Disposition")).isEqualTo("attachment; filename=\"standings-" + TOURNAMENT + ".pdf\"");
        List<String> printed = pdfLines(pdf.asByteArray());
        assertThat(printed.subList(0, 3)).containsExactly("ТУРНИРНАЯ ТАБЛИЦА", "Весенний кубок",
                "Этап: Отборочный этап · Правила: FIIM · игр учтено: 4 · версия таблицы: " + version());
        List<String> expectedRows = new ArrayList<>();
        for (JsonNode r : json(snapshotJson()).at("/standings/rows")) {
            expectedRows.add(r.get("place").asInt() + " " + r.get("nickname").asText() + " " + r.get("playerId").asText()
                    + " " + r.get("total").decimalValue().setScale(2, java.math.RoundingMode.UNNECESSARY).toPlainString().replace('.', ','));
        }
        assertThat(expectedRows).hasSize(20);
        assertThat(printed.stream().filter(line -> line.matches("\\d+ Игрок \\d+ p\\d\\d .*"))
                .map(line -> String.join(" ", java.util.Arrays.copyOf(line.split(" "), 5))))
                .containsExactlyElementsOf(expectedRows);
        assertThat(printed.getLast()).isEqualTo("стр. 1 из 1");
        RestAssured.get(base + "api/tournaments/" + TOURNAMENT + "/broadcast-delay").then().statusCode(200);
        assertThat(ConfigProvider.getConfig().getValue("mp.messaging.incoming." + Topics.GAME_SCORES + ".commit-strategy", String.class))
                .as("a partition's first sheet is not held for its committed offset (application.properties)").isEqualTo("latest");
    }

    @Test
    @Order(2)
    void theTableFeedShowsNoRoleOrCheckBeforeTheEndEvent() throws Exception {
        TwoDayGame g = new TwoDayGame("g5-" + TOURNAMENT, TOURNAMENT, Stage.QUALIFYING, players(1), Instant.now());
        List<EventEnvelope> events = g.playUntilEnd(Winner.RED);
        String gameId = events.get(0).gameId();
        try (Publisher publish = new Publisher(bootstrap)) {
            assertThat(RestAssured.get(base + "api/games/" + gameId + "/table").then().statusCode(404).extract()
                    .jsonPath().getMap("$")).containsExactly(entry("error", "NOT_FOUND"), entry("rule", null),
                    entry("message", "nothing of game " + gameId + " is released yet"));
            publish.table(events.get(0));
            await().atMost(WAIT).until(() -> RestAssured.get(base + "api/games/" + gameId + "/table").statusCode() == 200);
            try (SseClient client = new SseClient(base + "api/games/" + gameId + "/stream", null)) {
                assertThat(json(client.next(WAIT).data()).get("seq").asLong()).isEqualTo(1);
                for (EventEnvelope e : events.subList(1, events.size())) {
                    publish.table(e);
                    SseClient.Message m = client.next(WAIT);
                    JsonNode view = json(m.data());
                    assertThat(view.get("seq").asLong()).isEqualTo(e.seq());
                    if (e.payload() instanceof GameEnded) {
                        assertThat(m.data()).contains("\"role\":\"DON\"", "\"checks\":[", "\"result\":\"BLACK\"");
                        assertThat(view.get("winner").asText()).isEqualTo("RED");
                    } else {
                        assertThat(m.data()).as("table view at seq %d (%s)", e.seq(), e.type())
                                .doesNotContain("CIVILIAN", "SHERIFF", "MAFIA", "\"DON", "\"role\"", "checks", "\"result\"",
                                        "blacks", "shots", "winner");
                    }
                }
            }
        }
    }

    @Test
    @Order(3)
    @TestSecurity(user = "org", roles = "organiser")
    void theBroadcastDelayHoldsTheTableFeedBack() throws Exception {
        String delayed = "delayed-" + UUID.randomUUID();
        assertThat(RestAssured.given().contentType("application/json").body("{\"seconds\":3601}")
                .put(base + "api/tournaments/" + delayed + "/broadcast-delay").then().statusCode(400).extract()
                .jsonPath().getMap("$")).containsExactly(entry("error", "MALFORMED_COMMAND"), entry("rule", null),
                entry("message", "seconds: a whole number 0-3600"));
        RestAssured.given().contentType("application/json").body("{\"seconds\":2}")
                .put(base + "api/tournaments/" + delayed + "/broadcast-delay").then().statusCode(200);
        TwoDayGame g = new TwoDayGame("g-" + delayed, delayed, Stage.QUALIFYING, players(1), Instant.now());
        List<EventEnvelope> events = g.playUntilEnd(Winner.RED);
        try (Publisher publish = new Publisher(bootstrap);
                SseClient client = new SseClient(base + "api/games/" + events.get(0).gameId() + "/stream", null)) {
            long sent = System.nanoTime();
            publish.table(events.get(0));
            SseClient.Message m = client.next(WAIT);
            assertThat(json(m.data()).get("seq").asLong()).isEqualTo(1);
            assertThat(Duration.ofNanos(m.receivedNanos() - sent)).isGreaterThanOrEqualTo(Duration.ofMillis(1900));
        }
    }

    @Test
    @Order(4)
    void aFullReplayOfTheTopicsRebuildsIdenticalStandings() throws Exception {
        String before = json(snapshotJson()).get("standings").toString();
        pool.query("truncate rating.stream_runs, rating.positions, rating.parked_events, rating.tournaments, rating.score_sheets, "
                + "rating.game_facts, rating.lots, rating.standings, rating.standings_versions").execute().await().indefinitely();
        assertThat(json(snapshotJson()).get("version").asLong()).isZero();

        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(config)) {
            List<TopicPartition> partitions = new ArrayList<>();
            for (String topic : List.of(Topics.TOURNAMENT_EVENTS, Topics.TABLE_EVENTS, Topics.GAME_SCORES)) {
                consumer.partitionsFor(topic).forEach(p -> partitions.add(new TopicPartition(topic, p.partition())));
            }
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            Map<TopicPartition, Long> end = consumer.endOffsets(partitions);
            int replayed = 0;
            while (partitions.stream().anyMatch(p -> consumer.position(p) < end.get(p))) {
                for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(500))) {
                    switch (r.topic()) {
                        // as the consumer applies them: a record other tests sent unreadable is dead-lettered, not replayed
                        case Topics.TOURNAMENT_EVENTS -> failures.apply(r, EventJson::read, projection::onTournamentEvent).await().indefinitely();
                        case Topics.TABLE_EVENTS -> failures.apply(r, EventJson::read, projection::onTableEvent).await().indefinitely();
                        default -> projection.onSheet(r.key(), r.value()).await().indefinitely();
                    }
                    replayed++;
                }
            }
            assertThat(replayed).isGreaterThan(130);       // at least the four games, their sheets and the tournament
        }
        assertThat(json(snapshotJson()).get("standings").toString()).isEqualTo(before);
    }

    // --- helpers

    JsonNode untilRows(SseClient client, int rows, String player, String nickname) throws Exception {
        while (true) {
            SseClient.Message m = client.next(WAIT);
            assertThat(m).as("a standings message").isNotNull();
            JsonNode node = json(m.data());
            if (node.at("/standings/rows").size() == rows && nickname.equals(row(node, player).get("nickname").asText())) {
                return node;
            }
        }
    }

    static List<String> byLot(String seed, String... players) {
        return java.util.Arrays.stream(players).sorted(Comparator.comparingLong(p -> LotBook.draw(seed, p))).toList();
    }

    static List<String> rows(JsonNode message) {
        List<String> rows = new ArrayList<>();
        for (JsonNode r : message.at("/standings/rows")) {
            rows.add(r.get("place").asInt() + " " + r.get("playerId").asText() + " " + r.get("total").decimalValue().setScale(2, java.math.RoundingMode.HALF_UP).toPlainString()
                    + " " + clause(r.get("decidedAbove")) + " " + clause(r.get("decidedBelow")));
        }
        return rows;
    }

    static String clause(JsonNode decision) {
        return decision == null || decision.isNull() ? "-" : decision.get("clause").asText();
    }

    static JsonNode row(JsonNode message, String player) {
        for (JsonNode r : message.at("/standings/rows")) {
            if (r.get("playerId").asText().equals(player)) {
                return r;
            }
        }
        throw new AssertionError("no row for " + player);
    }

    String snapshotJson() {
        return RestAssured.get(base + "api/tournaments/" + TOURNAMENT + "/standings").then().statusCode(200)
                .extract().asString();
    }

    long version() throws Exception {
        return json(snapshotJson()).get("version").asLong();
    }

    int rowsNow() throws Exception {
        return json(snapshotJson()).at("/standings/rows").size();
    }

    int gamesNow() throws Exception {
        return json(snapshotJson()).at("/standings/games").asInt();
    }

    boolean nicknamed(String player) throws Exception {
        return row(json(snapshotJson()), player).get("nickname").asText().startsWith("Игрок");
    }

    String judgeOf(String player) throws Exception {
        return row(json(snapshotJson()), player).get("judge").decimalValue().setScale(2, java.math.RoundingMode.HALF_UP).toPlainString();
    }

    long count(String sql) {
        return pool.query(sql).execute().await().indefinitely().iterator().next().getLong(0);
    }

    /** The PDF's text, line by line as printed (PDFBox, sorted by position). */
    static List<String> pdfLines(byte[] pdf) throws Exception {
        try (org.apache.pdfbox.pdmodel.PDDocument doc = org.apache.pdfbox.Loader.loadPDF(pdf)) {
            org.apache.pdfbox.text.PDFTextStripper stripper = new org.apache.pdfbox.text.PDFTextStripper();
            stripper.setSortByPosition(true);
            return java.util.Arrays.stream(stripper.getText(doc).split("\\R")).map(l -> l.trim().replaceAll("\\s+", " "))
                    .filter(l -> !l.isEmpty()).toList();
        }
    }

    static JsonNode json(String text) throws Exception {
        return EventJson.MAPPER.readTree(text);
    }
}
