package org.arbiter.system;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.arbiter.events.EventJson;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The whole system over HTTP: a game ends with red winning and its protocol is signed → its judge
 * files a protest within the window → the chief judge upholds it → the chief judge's amend on game-service → the score sheet
 * gets a new version with black winning, and the protocol shows the amendment linked to the protest.
 */
class ProtestSystemIT {

    private static ArbiterSystem system;

    @BeforeAll
    static void start() throws Exception {
        system = ArbiterSystem.get();
    }

    @Test
    void anUpheldProtestChangesTheScoreSheetAndTheProtocol() throws Exception {
        String judge = system.token("judge");
        String chief = system.token("chief");
        String game = system.url("game-service");
        JsonNode scenario = EventJson.MAPPER.readTree(
                Path.of(System.getProperty("arbiter.repo", ".."), "scenarios", "01-red-wins-plain.json").toFile());

        ObjectNode create = EventJson.MAPPER.createObjectNode().put("ruleset", "FIIM").put("tableNo", 7).put("gameNo", 3);
        var players = create.putArray("players");
        for (int seat = 1; seat <= 10; seat++) {
            players.addObject().put("seat", seat).put("playerId", "p-" + seat).put("nickname", "Игрок " + seat);
        }
        String gameId = given().baseUri(game).auth().oauth2(judge).contentType(ContentType.JSON).body(create.toString())
                .post("/api/games").then().statusCode(201).extract().path("gameId");
        command(judge, gameId, "{\"type\":\"deal\",\"roles\":" + scenario.get("roles") + "}");
        for (JsonNode step : scenario.get("steps")) {
            if (step.has("reject")) {
                continue;
            }
            ObjectNode body = step.deepCopy();
            List.of("repeat", "check", "why", "note").forEach(body::remove);
            for (int i = 0; i < step.path("repeat").asInt(1); i++) {
                command(judge, gameId, body.toString());
            }
        }
        given().baseUri(game).auth().oauth2(judge).get("/api/games/" + gameId).then().statusCode(200)
                .body("state.winner", org.hamcrest.Matchers.is("RED"));
        command(judge, gameId, "{\"type\":\"finalize\"}");   // amend follows a protest on a signed protocol (scenario 54)

        String scoring = system.url("scoring-service");
        JsonPath first = await().atMost(Duration.ofSeconds(60)).until(
                () -> given().baseUri(scoring).get("/api/games/" + gameId + "/score").then().extract().response(),
                r -> r.statusCode() == 200).jsonPath();
        assertThat(first.getString("winner")).isEqualTo("RED");
        long firstVersion = first.getLong("version");

        String protocol = system.url("protocol-service");
        await().atMost(Duration.ofSeconds(60)).until(() -> given().baseUri(protocol).auth().oauth2(judge)
                .get("/api/games/" + gameId + "/protocol").then().extract().statusCode() == 200
                && List.of("ENDED", "FINALIZED").contains(given().baseUri(protocol).auth().oauth2(judge)
                        .get("/api/games/" + gameId + "/protocol").then().extract().path("status")));

        String protestId = given().baseUri(protocol).auth().oauth2(judge).contentType(ContentType.JSON)
                .body("{\"text\":\"Игрок 8 подсказал жестом при голосовании\"}")
                .post("/api/games/" + gameId + "/protests").then().statusCode(201).extract().path("protestId");
        given().baseUri(protocol).auth().oauth2(system.token("viewer")).contentType(ContentType.JSON)
                .body("{\"decision\":\"REJECTED\",\"reasons\":\"-\"}")
                .post("/api/games/" + gameId + "/protests/" + protestId + "/decision").then().statusCode(403);
        given().baseUri(protocol).auth().oauth2(chief).contentType(ContentType.JSON)
                .body("{\"decision\":\"UPHELD\",\"reasons\":\"подтверждено видео\",\"resultChange\":{\"winner\":\"BLACK\",\"annulled\":false}}")
                .post("/api/games/" + gameId + "/protests/" + protestId + "/decision").then().statusCode(200);
        given().baseUri(protocol).auth().oauth2(chief).contentType(ContentType.JSON)
                .body("{\"decision\":\"REJECTED\",\"reasons\":\"второе решение\"}")
                .post("/api/games/" + gameId + "/protests/" + protestId + "/decision").then().statusCode(409);

        command(chief, gameId, "{\"type\":\"amend\",\"winner\":\"BLACK\",\"reason\":\"protest " + protestId + " upheld\"}");

        JsonPath amended = await().atMost(Duration.ofSeconds(60)).until(
                () -> given().baseUri(scoring).get("/api/games/" + gameId + "/score").then().extract().jsonPath(),
                sheet -> "BLACK".equals(sheet.getString("winner")));
        assertThat(amended.getLong("version")).isGreaterThan(firstVersion);
        assertThat(amended.getDouble("seats.find { it.seat == 2 }.main")).isEqualTo(1.0);
        assertThat(amended.getDouble("seats.find { it.seat == 1 }.main")).isEqualTo(0.0);

        JsonPath shown = await().atMost(Duration.ofSeconds(60)).until(
                () -> given().baseUri(protocol).auth().oauth2(judge).get("/api/games/" + gameId + "/protocol").then().extract().jsonPath(),
                p -> "BLACK".equals(p.getString("result.winner")));
        assertThat(shown.getString("amendments[0].protestId")).isEqualTo(protestId);
        assertThat(shown.getString("protests[0].decision")).isEqualTo("UPHELD");
    }

    private void command(String token, String gameId, String body) {
        given().baseUri(system.url("game-service")).auth().oauth2(token).contentType(ContentType.JSON).body(body)
                .post("/api/games/" + gameId + "/commands").then().statusCode(200);
    }
}
