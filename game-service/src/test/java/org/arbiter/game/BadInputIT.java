package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.vertx.mutiny.sqlclient.Pool;
import jakarta.inject.Inject;
import java.util.List;
import java.util.stream.Stream;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Bad input gets the documented 4xx code, never a 5xx, and stores nothing (rows counted in PostgreSQL). */
@QuarkusTest
@TestSecurity(user = "judge-b", roles = "judge")
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class BadInputIT {

    @Inject
    Pool pool;

    record Case(String name, String path, String body, int status, String error) {
    }

    private static String players(int count, String override) {
        StringBuilder players = new StringBuilder();
        for (int seat = 1; seat <= count; seat++) {
            players.append(seat == 1 ? "" : ",").append("{\"seat\":").append(seat).append(",\"playerId\":\"p-").append(seat)
                    .append("\",\"nickname\":\"").append(seat == 1 && override != null ? override : "N" + seat).append("\"}");
        }
        return "[" + players + "]";
    }

    private static String game(String ruleset, String options, String players) {
        return "{\"ruleset\":\"" + ruleset + "\",\"options\":" + options + ",\"players\":" + players + "}";
    }

    @TestFactory
    Stream<DynamicTest> badInputMatrix() {
        String running = given().contentType(ContentType.JSON).body(HttpGames.newGame("FIIM", null))
                .post("/api/games").then().statusCode(201).extract().path("gameId");
        given().contentType(ContentType.JSON).body(HttpGames.deal()).post("/api/games/" + running + "/commands").then().statusCode(200);
        String finished = finishedGame();
        String commands = "/api/games/" + running + "/commands";
        List<Case> cases = List.of(
                new Case("malformed JSON", commands, "{\"type\":", 400, "MALFORMED_COMMAND"),
                new Case("not an object", commands, "[1,2]", 400, "MALFORMED_COMMAND"),
                new Case("no type", commands, "{\"seat\":3}", 400, "MALFORMED_COMMAND"),
                new Case("unknown command", commands, "{\"type\":\"dance\"}", 422, "UNKNOWN_COMMAND"),
                new Case("missing field", commands, "{\"type\":\"foul\"}", 400, "MALFORMED_COMMAND"),
                new Case("wrong type", commands, "{\"type\":\"foul\",\"seat\":\"three\"}", 400, "MALFORMED_COMMAND"),
                new Case("seat 11", commands, "{\"type\":\"foul\",\"seat\":11}", 400, "MALFORMED_COMMAND"),
                new Case("seat 0", commands, "{\"type\":\"donCheck\",\"target\":0}", 400, "MALFORMED_COMMAND"),
                new Case("fractional seat", commands, "{\"type\":\"foul\",\"seat\":2.5}", 400, "MALFORMED_COMMAND"),
                new Case("out of phase", commands, "{\"type\":\"nominate\",\"by\":1,\"target\":2}", 422, "WRONG_PHASE"),
                new Case("unknown game", "/api/games/no-such-game/commands", "{\"type\":\"endNight\"}", 404, "NOT_FOUND"),
                new Case("finished game", "/api/games/" + finished + "/commands", "{\"type\":\"foul\",\"seat\":1}", 422, "GAME_OVER"),
                new Case("create: malformed JSON", "/api/games", "{", 400, "MALFORMED_COMMAND"),
                new Case("create: unknown ruleset", "/api/games", game("MAFIA", "{}", players(10, null)), 422, "UNKNOWN_RULESET"),
                new Case("create: unknown option", "/api/games", game("FIIM", "{\"night\":true}", players(10, null)), 422, "UNKNOWN_OPTION"),
                new Case("create: nine players", "/api/games", game("FIIM", "{}", players(9, null)), 400, "MALFORMED_COMMAND"),
                new Case("create: nickname of 41", "/api/games", game("FIIM", "{}", players(10, "x".repeat(41))), 400, "MALFORMED_COMMAND"),
                new Case("create: empty nickname", "/api/games", game("FIIM", "{}", players(10, "")), 400, "MALFORMED_COMMAND"),
                new Case("create: no ruleset", "/api/games", "{\"players\":" + players(10, null) + "}", 400, "MALFORMED_COMMAND"),
                new Case("body of 64 KiB and 1 byte", commands, padded("{\"type\":\"nominate\",\"by\":1,\"target\":2", 64 * 1024 + 1),
                        413, "BODY_TOO_LARGE"),
                new Case("body of exactly 64 KiB: read and decided", commands,
                        padded("{\"type\":\"nominate\",\"by\":1,\"target\":2", 64 * 1024), 422, "WRONG_PHASE"),
                new Case("clause of 17", commands, "{\"type\":\"disqualify\",\"seat\":1,\"clause\":\"" + "6".repeat(17) + "\"}",
                        400, "MALFORMED_COMMAND"),
                new Case("clause of 1.1 MB", commands, "{\"type\":\"disqualify\",\"seat\":1,\"clause\":\"" + "6".repeat(1_100_000) + "\"}",
                        413, "BODY_TOO_LARGE"),
                new Case("penalty clause of 17", commands,
                        "{\"type\":\"award\",\"penalties\":{\"1\":{\"points\":-0.4,\"clause\":\"" + "8".repeat(17) + "\"}}}",
                        400, "MALFORMED_COMMAND"),
                new Case("reason of 2,001 (before the role: 400, not 403)", commands,
                        "{\"type\":\"amend\",\"winner\":\"RED\",\"reason\":\"" + "r".repeat(2001) + "\"}", 400, "MALFORMED_COMMAND"),
                new Case("commandId of 65", commands, "{\"type\":\"foul\",\"seat\":1,\"commandId\":\"" + "c".repeat(65) + "\"}",
                        400, "MALFORMED_COMMAND"),
                new Case("points 1e400", commands, "{\"type\":\"award\",\"extra\":{\"1\":1e400}}", 400, "MALFORMED_COMMAND"),
                new Case("points -1e400", commands, "{\"type\":\"award\",\"extra\":{\"1\":-1e400}}", 400, "MALFORMED_COMMAND"),
                new Case("seat NaN", commands, "{\"type\":\"foul\",\"seat\":NaN}", 400, "MALFORMED_COMMAND"),
                new Case("seat 1e400", commands, "{\"type\":\"foul\",\"seat\":1e400}", 400, "MALFORMED_COMMAND"),
                new Case("create: tournamentId of 65", "/api/games",
                        "{\"tournamentId\":\"" + "t".repeat(65) + "\",\"ruleset\":\"FIIM\",\"players\":" + players(10, null) + "}",
                        400, "MALFORMED_COMMAND"),
                new Case("create: playerId of 65", "/api/games",
                        game("FIIM", "{}", players(10, null).replace("\"p-1\"", "\"" + "p".repeat(65) + "\"")), 400, "MALFORMED_COMMAND"),
                new Case("create: judge of 65", "/api/games",
                        "{\"judge\":\"" + "j".repeat(65) + "\",\"ruleset\":\"FIIM\",\"players\":" + players(10, null) + "}",
                        400, "MALFORMED_COMMAND"),
                new Case("create: tableNo 1e400", "/api/games",
                        "{\"tableNo\":1e400,\"ruleset\":\"FIIM\",\"players\":" + players(10, null) + "}", 400, "MALFORMED_COMMAND"),
                new Case("create: unknown tournament", "/api/games",
                        "{\"tournamentId\":\"nope\",\"ruleset\":\"FIIM\",\"players\":" + players(10, null) + "}", 422, "UNKNOWN_TOURNAMENT"));
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            long[] before = StoredRows.counts(pool);
            Response response = given().contentType(ContentType.JSON).body(c.body()).post(c.path());
            assertThat(response.statusCode()).as(response.asString()).isEqualTo(c.status());
            assertThat(response.jsonPath().getString("error")).isEqualTo(c.error());
            assertThat(response.jsonPath().getMap("$")).as("the one error body").containsOnlyKeys("error", "rule", "message");
            assertThat(StoredRows.counts(pool)).as("nothing stored").containsExactly(before);
        }));
    }

    /** {@code json} (an object without its closing brace) with a {@code note} field padding it to {@code bytes} bytes. */
    private static String padded(String json, int bytes) {
        String head = json + ",\"note\":\"";
        String body = head + "x".repeat(bytes - head.length() - 2) + "\"}";
        assertThat(body.getBytes(java.nio.charset.StandardCharsets.UTF_8)).hasSize(bytes);
        return body;
    }

    @org.junit.jupiter.api.Test
    void aBodyOver64KiBIsRefusedWithTheOneErrorBody() {
        String body = padded("{\"type\":\"foul\",\"seat\":1", 64 * 1024 + 1);
        assertThat(given().contentType(ContentType.JSON).body(body).post("/api/games/any/commands").then().statusCode(413)
                .header("Connection", "close").extract().asString())
                .isEqualTo("{\"error\":\"BODY_TOO_LARGE\",\"rule\":null,\"message\":\"a request body is at most 65536 bytes\"}");
    }

    @org.junit.jupiter.api.Test
    void aChunkedBodyOver64KiBIsRefusedWithTheOneErrorBodyAndNothingIsStored() throws Exception {
        String gameId = HttpGames.dealtGame();
        long[] before = StoredRows.counts(pool);
        var response = chunked("/api/games/" + gameId + "/commands", padded("{\"type\":\"foul\",\"seat\":1", 64 * 1024 + 1));
        // without a declared length the body is counted as it is read (CountedBody): the same answer as a declared one
        assertThat(response.statusCode()).as(response.body()).isEqualTo(413);
        assertThat(response.headers().firstValue("Connection")).contains("close");
        assertThat(response.body())
                .isEqualTo("{\"error\":\"BODY_TOO_LARGE\",\"rule\":null,\"message\":\"a request body is at most 65536 bytes\"}");
        assertThat(StoredRows.counts(pool)).as("nothing stored").containsExactly(before);
    }

    @org.junit.jupiter.api.Test
    void aChunkedBodyOfExactly64KiBIsReadAndDecided() throws Exception {
        String gameId = HttpGames.dealtGame();
        var response = chunked("/api/games/" + gameId + "/commands",
                padded("{\"type\":\"nominate\",\"by\":1,\"target\":2", 64 * 1024));
        assertThat(response.statusCode()).as(response.body()).isEqualTo(422);
        assertThat(new io.restassured.path.json.JsonPath(response.body()).getString("error")).isEqualTo("WRONG_PHASE");
    }

    /** POSTs {@code body} as JSON without a Content-Length (Transfer-Encoding: chunked), over HTTP/1.1. */
    private static java.net.http.HttpResponse<String> chunked(String path, String body) throws Exception {
        byte[] bytes = body.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        var request = java.net.http.HttpRequest.newBuilder(java.net.URI.create(
                        "http://127.0.0.1:" + io.restassured.RestAssured.port + path))
                .header("Content-Type", "application/json")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.ByteArrayInputStream(bytes)))
                .build();
        return java.net.http.HttpClient.newBuilder().version(java.net.http.HttpClient.Version.HTTP_1_1).build()
                .send(request, java.net.http.HttpResponse.BodyHandlers.ofString());
    }

    /** Scenario 01 (red wins) played over HTTP. */
    private static String finishedGame() {
        var scenario = Scenarios.all().stream().filter(s -> s.get("name").asText().startsWith("01 ")).findFirst().orElseThrow();
        String gameId = given().contentType(ContentType.JSON).body(Scenarios.newGame(scenario))
                .post("/api/games").then().statusCode(201).extract().path("gameId");
        given().contentType(ContentType.JSON).body(Scenarios.deal(scenario)).post("/api/games/" + gameId + "/commands")
                .then().statusCode(200);
        for (var step : scenario.get("steps")) {
            for (int i = 0; i < step.path("repeat").asInt(1); i++) {
                given().contentType(ContentType.JSON).body(Scenarios.command(step).toString())
                        .post("/api/games/" + gameId + "/commands");
            }
        }
        given().get("/api/games/" + gameId).then().statusCode(200).body("state.phase", org.hamcrest.Matchers.is("FINISHED"));
        return gameId;
    }
}
