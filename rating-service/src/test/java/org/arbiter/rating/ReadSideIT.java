package org.arbiter.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.vertx.mutiny.sqlclient.Pool;
import jakarta.inject.Inject;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.LongStream;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Winner;
import org.arbiter.rating.feed.FeedClients;
import org.arbiter.rating.projection.GameScore;
import org.arbiter.rating.projection.Published;
import org.arbiter.rating.projection.StandingsBroadcaster;
import org.arbiter.rating.projection.StandingsProjection;
import org.arbiter.rating.support.Publisher;
import org.arbiter.rating.support.SseClient;
import org.arbiter.rating.support.TwoDayGame;
import org.arbiter.rating.table.TableFeed;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The read side's limits (docs/reliability.md "Read side"), with small ones ({@link Limits}): an unknown game is
 * answered 404 and held nowhere; the table feed holds at most its cap and lets a finished game go; a client too slow
 * to read is dropped while another keeps receiving; a Last-Event-ID older than the kept versions gets the snapshot;
 * an undo of a game's end withdraws it from the standings and takes back the role reveal the delay still held.
 */
@QuarkusTest
@TestProfile(ReadSideIT.Limits.class)
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ReadSideIT {

    static final int GAMES_HELD = 3;
    static final int CLIENT_BUFFER = 16;
    static final int VERSIONS_KEPT = 3;
    static final Duration WAIT = Duration.ofSeconds(20);
    static final Instant PAST = Instant.now().minusSeconds(3600);

    public static class Limits implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("rating.table-feed.games-held", Integer.toString(GAMES_HELD),
                    "rating.feed.client-buffer", Integer.toString(CLIENT_BUFFER),
                    "rating.standings.versions-kept", Integer.toString(VERSIONS_KEPT));
        }
    }

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @TestHTTPResource("/")
    URL base;

    @Inject
    TableFeed tableFeed;

    @Inject
    FeedClients clients;

    @Inject
    StandingsProjection projection;

    @Inject
    StandingsBroadcaster broadcaster;

    @Inject
    Pool pool;

    @Test
    @Order(1)
    void tenThousandUnknownGamesAre404AndNothingIsHeld() throws Exception {
        assertThat(tableFeed.gamesHeld()).isZero();
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        int notFound = 0;
        for (int i = 0; i < 10_000; i++) {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "api/games/" + UUID.randomUUID()
                    + "/table")).build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() == 404) {
                notFound++;
            }
        }
        assertThat(notFound).isEqualTo(10_000);
        assertThat(tableFeed.gamesHeld()).isZero();
    }

    @Test
    @Order(2)
    void aFinishedGameLeavesMemoryAndIsStillServed() throws Exception {
        TwoDayGame g = game("finished");
        List<EventEnvelope> events = g.playUntilEnd(Winner.RED);
        feed(events.subList(0, 10));
        assertThat(tableFeed.gamesHeld()).isEqualTo(1);
        feed(events.subList(10, events.size()));
        assertThat(tableFeed.gamesHeld()).isZero();
        JsonNode view = json(get("api/games/" + g.events().get(0).gameId() + "/table"));
        assertThat(view.get("seq").asLong()).isEqualTo(g.lastSeq());
        assertThat(view.get("ended").asBoolean()).isTrue();
        assertThat(view.at("/seats/3/role").asText()).isEqualTo("SHERIFF");
        assertThat(tableFeed.gamesHeld()).isZero();
    }

    @Test
    @Order(3)
    void theTableFeedHoldsAtMostItsCap() throws Exception {
        List<String> ids = new ArrayList<>();
        for (int i = 1; i <= GAMES_HELD + 1; i++) {
            TwoDayGame g = game("held-" + i);
            feed(g.playUntilEnd(Winner.RED).subList(0, 5));
            ids.add(g.events().get(0).gameId());
            assertThat(tableFeed.gamesHeld()).isEqualTo(Math.min(i, GAMES_HELD));
        }
        // the first game was pushed out: folded again from the inbox, it pushes out the next least recently used
        assertThat(json(get("api/games/" + ids.get(0) + "/table")).get("seq").asLong()).isEqualTo(5);
        assertThat(tableFeed.gamesHeld()).isEqualTo(GAMES_HELD);
    }

    @Test
    @Order(4)
    void aClientTooSlowToReadIsDroppedAndAnotherKeepsReceiving() throws Exception {
        String tournament = "slow-" + UUID.randomUUID();
        String path = "/api/tournaments/" + tournament + "/standings/stream";
        int openBefore = clients.open();
        long droppedBefore = clients.dropped();
        int published = 300;
        String pad = "x".repeat(64 * 1024);
        try (Socket slow = new Socket(); SseClient reader = new SseClient(base + path.substring(1), null)) {
            slow.setReceiveBufferSize(4096);
            slow.connect(new InetSocketAddress(base.getHost(), base.getPort()));
            slow.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: " + base.getHost() + "\r\n"
                    + "Accept: text/event-stream\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            InputStream in = slow.getInputStream();
            StringBuilder seen = new StringBuilder();
            byte[] chunk = new byte[1024];
            while (!seen.toString().contains("\"version\":0")) {
                int n = in.read(chunk);
                assertThat(n).as("the slow client's snapshot").isPositive();
                seen.append(new String(chunk, 0, n, StandardCharsets.UTF_8));
            }
            assertThat(reader.next(WAIT).id()).isEqualTo("0");
            await().atMost(WAIT).until(() -> clients.open() == openBefore + 2);

            // the slow client reads nothing more; the other reads each version as it comes
            List<String> ids = new ArrayList<>();
            for (long v = 1; v <= published; v++) {
                broadcaster.publish(new Published(tournament, v, "{\"version\":" + v + ",\"pad\":\"" + pad + "\"}"));
                SseClient.Message m = reader.next(WAIT);
                assertThat(m).as("version %d to the reading client", v).isNotNull();
                ids.add(m.id());
            }
            assertThat(ids).containsExactlyElementsOf(LongStream.rangeClosed(1, published).mapToObj(Long::toString).toList());
            assertThat(clients.dropped()).isEqualTo(droppedBefore + 1);
            assertThat(clients.open()).isEqualTo(openBefore + 1);

            // what reaches the slow client now is what the sockets held before it was dropped, then the end
            int versions = count(seen, "\"version\":") - 1;
            try {
                for (int n = in.read(chunk); n >= 0; n = in.read(chunk)) {
                    seen.append(new String(chunk, 0, n, StandardCharsets.UTF_8));
                    versions = count(seen, "\"version\":") - 1;
                }
            } catch (java.net.SocketException reset) {
                // the server reset the connection
            }
            assertThat(versions).isLessThan(published - CLIENT_BUFFER);
        }
        await().atMost(WAIT).until(() -> clients.open() == openBefore);
    }

    @Test
    @Order(5)
    void aLastEventIdOlderThanTheKeptVersionsGetsTheSnapshot() throws Exception {
        String tournament = "kept-" + UUID.randomUUID();
        for (int i = 1; i <= 5; i++) {
            TwoDayGame g = new TwoDayGame("kept-g" + i + "-" + tournament, tournament, Stage.QUALIFYING, players(), PAST);
            g.playUntilEnd(Winner.RED);
            projection.onSheets(List.of(GameScore.of(g.events().get(0).gameId(),
                    g.sheet(Winner.RED, g.lastSeq(), false, Map.of()).toJson()))).await().indefinitely();
        }
        assertThat(pool.query("select version from rating.standings_versions where tournament_id = '" + tournament
                + "' order by version").execute().await().indefinitely().iterator())
                .toIterable().map(r -> r.getLong(0)).containsExactly(3L, 4L, 5L);
        String stream = base + "api/tournaments/" + tournament + "/standings/stream";
        assertThat(ids(stream, "2")).containsExactly("3", "4", "5");
        assertThat(ids(stream, "1")).containsExactly("5");
        assertThat(ids(stream, "0")).containsExactly("5");
        assertThat(ids(stream, "5")).isEmpty();
    }

    @Test
    @Order(6)
    void anUndoneEndLeavesTheStandingsAndComesBackOnceWhenTheGameEndsAgain() throws Exception {
        String tournament = "undo-" + UUID.randomUUID();
        TwoDayGame g = new TwoDayGame("undo-g-" + tournament, tournament, Stage.QUALIFYING, players(), PAST);
        String gameId = "undo-g-" + tournament;
        try (Publisher publish = new Publisher(bootstrap)) {
            g.playUntilEnd(Winner.RED).forEach(publish::table);
            publish.sheet(g.sheet(Winner.RED, g.lastSeq(), false, Map.of()));
            await().atMost(WAIT).until(() -> games(tournament) == 1);
            assertThat(playerGames(tournament)).containsOnlyKeys(players()).allSatisfy((p, n) -> assertThat(n).isEqualTo(1));

            publish.table(g.undoEnd());
            publish.send(Topics.GAME_SCORES, gameId, null);                 // scoring-service's tombstone
            await().atMost(WAIT).until(() -> games(tournament) == 0);
            assertThat(playerGames(tournament)).allSatisfy((p, n) -> assertThat(n).isZero());

            publish.table(g.endAgain(Winner.RED));
            publish.sheet(g.sheet(Winner.RED, g.lastSeq(), false, Map.of()));
            await().atMost(WAIT).until(() -> games(tournament) == 1);
            assertThat(playerGames(tournament)).containsOnlyKeys(players()).allSatisfy((p, n) -> assertThat(n).isEqualTo(1));
            await().atMost(WAIT).until(() -> tableSeq(gameId) == g.lastSeq());
        }
    }

    @Test
    @Order(7)
    void anUndoneEndTakesBackTheRoleRevealTheDelayStillHeld() throws Exception {
        String tournament = "reveal-" + UUID.randomUUID();
        tableFeed.setDelay(tournament, 2).await().indefinitely();
        TwoDayGame g = new TwoDayGame("reveal-g-" + tournament, tournament, Stage.QUALIFYING, players(), PAST);
        List<EventEnvelope> events = g.playUntilEnd(Winner.RED);
        String gameId = events.get(0).gameId();
        long endSeq = g.lastSeq();
        feed(events.subList(0, 1));
        try (SseClient client = new SseClient(base + "api/games/" + gameId + "/stream", null)) {
            feed(events.subList(1, events.size()));
            EventEnvelope undo = g.undoEnd();
            feed(List.of(undo));
            List<SseClient.Message> got = new ArrayList<>();
            while (got.isEmpty() || !got.getLast().id().equals(Long.toString(undo.seq()))) {
                SseClient.Message m = client.next(WAIT);
                assertThat(m).as("the view after the undo").isNotNull();
                got.add(m);
            }
            assertThat(client.next(Duration.ofSeconds(1))).isNull();
            List<String> expected = new ArrayList<>(LongStream.range(1, endSeq).mapToObj(Long::toString).toList());
            expected.add(Long.toString(undo.seq()));
            assertThat(got).extracting(SseClient.Message::id).containsExactlyElementsOf(expected);
            assertThat(got).allSatisfy(m -> assertThat(m.data()).doesNotContain("\"role\"", "SHERIFF", "\"winner\""));
            assertThat(json(got.getLast().data()).get("ended").asBoolean()).isFalse();

            EventEnvelope again = g.endAgain(Winner.RED);
            feed(List.of(again));
            SseClient.Message reveal = client.next(WAIT);
            assertThat(reveal.id()).isEqualTo(Long.toString(again.seq()));
            assertThat(reveal.data()).contains("\"role\":\"SHERIFF\"", "\"winner\":\"RED\"");
        }
        // held while it was played (the cap full), gone once its final view was out
        assertThat(tableFeed.gamesHeld()).isEqualTo(GAMES_HELD - 1);
    }

    // --- helpers

    static List<String> players() {
        List<String> list = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            list.add(String.format("p%02d", i));
        }
        return list;
    }

    static TwoDayGame game(String name) {
        String tournament = name + "-" + UUID.randomUUID();
        return new TwoDayGame("g-" + tournament, tournament, Stage.QUALIFYING, players(), PAST);
    }

    /**
     * Each event through the projection, one transaction each (as its consumer applies them), then to the table feed
     * (as the feed's own consumer hands it over).
     */
    void feed(List<EventEnvelope> events) {
        for (EventEnvelope e : events) {
            projection.onTableEvent(e).await().indefinitely();
            tableFeed.onEvent(e);
        }
    }

    List<String> ids(String stream, String lastEventId) throws Exception {
        List<String> ids = new ArrayList<>();
        try (SseClient client = new SseClient(stream, lastEventId)) {
            for (SseClient.Message m = client.next(Duration.ofSeconds(2)); m != null; m = client.next(Duration.ofMillis(500))) {
                ids.add(m.id());
            }
        }
        return ids;
    }

    String get(String path) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base + path)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as("GET %s", path).isEqualTo(200);
        return r.body();
    }

    int games(String tournament) throws Exception {
        return json(get("api/tournaments/" + tournament + "/standings")).at("/standings/games").asInt();
    }

    /** Player → games counted, from the standings now. */
    Map<String, Integer> playerGames(String tournament) throws Exception {
        Map<String, Integer> games = new java.util.TreeMap<>();
        for (JsonNode row : json(get("api/tournaments/" + tournament + "/standings")).at("/standings/rows")) {
            games.put(row.get("playerId").asText(), row.get("games").asInt());
        }
        return games;
    }

    long tableSeq(String gameId) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base + "api/games/"
                + gameId + "/table")).build(), HttpResponse.BodyHandlers.ofString());
        return r.statusCode() == 200 ? json(r.body()).get("seq").asLong() : 0;
    }

    static int count(CharSequence text, String what) {
        Matcher m = Pattern.compile(Pattern.quote(what)).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    static JsonNode json(String text) throws Exception {
        return EventJson.MAPPER.readTree(text);
    }
}
