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
                new Case("create: unknown tournament", "/api/games",
                        "{\"tournamentId\":\"nope\",\"ruleset\":\"FIIM\",\"players\":" + players(10, null) + "}", 422, "UNKNOWN_TOURNAMENT"));
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            long[] before = counts();
            Response response = given().contentType(ContentType.JSON).body(c.body()).post(c.path());
            assertThat(response.statusCode()).as(response.asString()).isEqualTo(c.status());
            assertThat(response.jsonPath().getString("error")).isEqualTo(c.error());
            assertThat(response.jsonPath().getMap("$")).as("the one error body").containsOnlyKeys("error", "rule", "message");
            assertThat(counts()).as("nothing stored").containsExactly(before);
        }));
    }

    /** events, games, outbox rows, applied commands. */
    private long[] counts() {
        return pool.query("select (select count(*) from game.events), (select count(*) from game.games), "
                        + "(select count(*) from game.outbox), (select count(*) from game.applied_commands)")
                .execute().map(rows -> {
                    var row = rows.iterator().next();
                    return new long[] {row.getLong(0), row.getLong(1), row.getLong(2), row.getLong(3)};
                }).await().indefinitely();
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
