package org.arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.LongStream;
import org.arbiter.events.EventJson;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/**
 * Fuzz (issue 13.7): {@value #DEFAULT_REQUESTS} generated malformed or illegal requests against the running
 * game-service, mutations of the scenario files' valid commands ({@link FuzzRequests}) sent to games standing in
 * every phase the scenarios reach. None may answer 5xx; a refused request appends nothing (each game's version
 * is followed through the accepted answers and compared with its stored log at the end); the service stays
 * ready throughout. Seeded: {@code -Darbiter.fuzz.seed=N} repeats a run ({@code arbiter.fuzz.requests},
 * {@code arbiter.fuzz.seconds} bound it).
 */
@QuarkusTest
@TestSecurity(user = "judge-b", roles = "judge")
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class FuzzIT {

    static final int DEFAULT_REQUESTS = 10_000;
    private static final long SEED = Long.getLong("arbiter.fuzz.seed", 13_07L);
    private static final int REQUESTS = Integer.getInteger("arbiter.fuzz.requests", DEFAULT_REQUESTS);
    private static final Duration BUDGET = Duration.ofSeconds(Long.getLong("arbiter.fuzz.seconds", 300));
    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    @Inject
    Pool pool;

    @TestHTTPResource("/")
    URI base;

    /** A game played from a scenario: its valid commands, the next one, and its version as the accepted answers tell. */
    private static final class Table {
        final List<ObjectNode> commands;
        final String gameId;
        int next;
        long version;

        Table(String gameId, List<ObjectNode> commands) {
            this.gameId = gameId;
            this.commands = commands;
        }
    }

    private record Answer(int status, String body) {
    }

    @Test
    void noMalformedOrIllegalRequestAnswers5xxOrAppendsAnEvent() throws Exception {
        System.out.println("FuzzIT: seed " + SEED + " (repeat with -Darbiter.fuzz.seed=" + SEED + "), " + REQUESTS + " requests");
        Random random = new Random(SEED);
        FuzzRequests fuzz = new FuzzRequests(random);
        List<Table> tables = new ArrayList<>();
        List<ObjectNode> allCommands = new ArrayList<>();
        for (JsonNode scenario : Scenarios.all()) {
            tables.add(playPrefix(scenario, random));
            allCommands.addAll(tables.getLast().commands);
        }
        ObjectNode validGame = (ObjectNode) EventJson.MAPPER.readTree(Scenarios.newGame(Scenarios.all().getFirst()));
        long gamesBefore = count("select count(*) from game.games");
        int created = 0;
        List<String> failures = new ArrayList<>();
        Map<Integer, Integer> statuses = new TreeMap<>();
        Map<String, Integer> errors = new TreeMap<>();
        long start = System.nanoTime();
        for (int i = 0; i < REQUESTS; i++) {
            assertThat(Duration.ofNanos(System.nanoTime() - start)).as("time budget after %d requests", i).isLessThan(BUDGET);
            Table table = tables.get(random.nextInt(tables.size()));
            int kind = random.nextInt(20);
            FuzzRequests.Request request;
            if (kind == 0) {
                request = fuzz.newGame(validGame);
            } else if (kind == 1) {
                request = fuzz.read(table.gameId);
            } else {
                ObjectNode source = kind < 12 && table.next < table.commands.size() ? table.commands.get(table.next)
                        : allCommands.get(random.nextInt(allCommands.size()));
                request = fuzz.command(source, table.gameId, table.version);
            }
            Answer answer = send(request);
            statuses.merge(answer.status(), 1, Integer::sum);
            if (answer.status() >= 400) {
                errors.merge(errorCode(answer.body()), 1, Integer::sum);
            }
            if (answer.status() >= 500 || answer.status() < 100) {
                failures.add(describe(i, request, answer));
            }
            if (answer.status() == 201) {
                created++;
            }
            if (answer.status() == 200 && request.path().equals("/api/games/" + table.gameId + "/commands")) {
                followAccepted(table, answer, request, fuzz, failures, i);
            }
            if (i % 200 == 199) {
                assertReady();
            }
            if (random.nextInt(10) == 0) {
                advance(table, random, fuzz);
            }
        }
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        System.out.println("FuzzIT: " + REQUESTS + " requests in " + took.toMillis() + " ms; statuses " + statuses
                + "; error codes " + errors);
        assertReady();
        for (Table table : tables) {
            assertThat(storedSeqs(table.gameId)).as("game %s: its log holds the events the accepted answers announced", table.gameId)
                    .containsExactlyElementsOf(LongStream.rangeClosed(1, table.version + 1).boxed().toList());
        }
        assertThat(count("select count(*) from game.games") - gamesBefore).as("games stored = games created (201)").isEqualTo(created);
        assertThat(failures).as("requests answered 5xx or not at all (seed %d)", SEED).isEmpty();
    }

    /** A new game of the scenario with its roles dealt and a random number of its commands played. */
    private Table playPrefix(JsonNode scenario, Random random) throws Exception {
        Answer created = send(new FuzzRequests.Request("setup", "/api/games", Map.of("Content-Type", "application/json"),
                Scenarios.newGame(scenario).getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        List<ObjectNode> commands = new ArrayList<>();
        for (JsonNode step : scenario.get("steps")) {
            for (int i = 0; i < step.path("repeat").asInt(1); i++) {
                commands.add(Scenarios.command(step));
            }
        }
        Table table = new Table(EventJson.MAPPER.readTree(created.body()).get("gameId").asText(), commands);
        table.version = EventJson.MAPPER.readTree(created.body()).get("version").asLong();
        Answer dealt = command(table, Scenarios.deal(scenario));
        assertThat(dealt.status()).as(dealt.body()).isEqualTo(200);
        int prefix = random.nextInt(commands.size() + 1);
        while (table.next < prefix) {
            advance(table, random, null);
        }
        return table;
    }

    /** Sends the table's next valid command (with a command id, remembered for repeats with other bodies). */
    private void advance(Table table, Random random, FuzzRequests fuzz) throws Exception {
        if (table.next >= table.commands.size()) {
            return;
        }
        ObjectNode command = table.commands.get(table.next++).deepCopy();
        String commandId = "ok-" + Long.toHexString(random.nextLong());
        command.put("commandId", commandId);
        Answer answer = command(table, command.toString());
        assertThat(answer.status()).as(answer.body()).isLessThan(500);
        if (answer.status() == 200) {
            table.version = EventJson.MAPPER.readTree(answer.body()).get("version").asLong();
            if (fuzz != null) {
                fuzz.applied(commandId);
            }
        }
    }

    /** An accepted fuzzed command: its new events must follow the version the table had. */
    private static void followAccepted(Table table, Answer answer, FuzzRequests.Request request, FuzzRequests fuzz,
            List<String> failures, int i) throws IOException {
        JsonNode body = EventJson.MAPPER.readTree(answer.body());
        long version = body.get("version").asLong();
        if (version > table.version) {
            if (version != table.version + body.get("events").size()) {
                failures.add(describe(i, request, answer) + " — version " + table.version + " + " + body.get("events").size()
                        + " new events != " + version);
            }
            table.version = version;
            try {
                JsonNode sent = EventJson.MAPPER.readTree(request.body());
                if (sent.path("commandId").isTextual()) {
                    fuzz.applied(sent.get("commandId").asText());
                }
            } catch (IOException acceptedThoughOdd) {
                // e.g. a byte order mark in front: accepted, and its command id is not worth repeating
            }
        }
    }

    private Answer command(Table table, String json) throws Exception {
        return send(new FuzzRequests.Request("valid", "/api/games/" + table.gameId + "/commands",
                Map.of("Content-Type", "application/json"), json.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }

    private Answer send(FuzzRequests.Request request) throws InterruptedException {
        HttpRequest.Builder builder = HttpRequest.newBuilder(base.resolve(request.path())).timeout(Duration.ofSeconds(20));
        request.headers().forEach(builder::header);
        if (request.path().equals("/api/games") || request.path().endsWith("/commands")) {
            builder.POST(HttpRequest.BodyPublishers.ofByteArray(request.body()));
        } else {
            builder.GET();
        }
        try {
            HttpResponse<String> response = HTTP.send(builder.build(), HttpResponse.BodyHandlers.ofString());
            return new Answer(response.statusCode(), response.body());
        } catch (IOException e) {
            return new Answer(0, "no answer: " + e);
        }
    }

    private void assertReady() throws InterruptedException {
        Answer ready = send(new FuzzRequests.Request("ready", "/q/health/ready", Map.of(), new byte[0]));
        assertThat(ready.status()).as("ready: %s", ready.body()).isEqualTo(200);
    }

    private static String errorCode(String body) {
        try {
            return EventJson.MAPPER.readTree(body).path("error").asText("(none)");
        } catch (IOException e) {
            return "(not JSON)";
        }
    }

    private static String describe(int i, FuzzRequests.Request request, Answer answer) {
        String text = answer.body().length() > 300 ? answer.body().substring(0, 300) : answer.body();
        return "#" + i + " " + request.mutation() + " → POST " + request.path() + " " + request.headers() + " "
                + request.bodyPreview() + " → " + answer.status() + " " + text;
    }

    private List<Long> storedSeqs(String gameId) {
        return pool.preparedQuery("select seq from game.events where game_id = $1 order by seq").execute(Tuple.of(gameId))
                .map(rows -> {
                    List<Long> seqs = new ArrayList<>();
                    rows.forEach(row -> seqs.add(row.getLong(0)));
                    return seqs;
                }).await().indefinitely();
    }

    private long count(String sql) {
        return pool.query(sql).execute().map(rows -> rows.iterator().next().getLong(0)).await().indefinitely();
    }
}
