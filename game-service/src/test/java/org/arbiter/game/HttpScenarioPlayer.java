package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.arbiter.events.EventJson;
import org.arbiter.testgames.TestGame;

/**
 * One scenario file (docs/rules/TABLE-API.md "Scenario files") played over game-service's HTTP API: each command's
 * status (200, or 400 for MALFORMED_COMMAND and 422 for any other refusal) and refusal code, the game unchanged by
 * a refusal, each {@code check}; at the end the judge's view equals the engine's own replay and {@code expect}.
 */
final class HttpScenarioPlayer {

    /** The game played and how many commands were sent and checked (the deal included). */
    record Played(String gameId, int commands) {
    }

    private HttpScenarioPlayer() {
    }

    static Played play(JsonNode scenario) {
        String gameId = given().contentType(ContentType.JSON).body(Scenarios.newGame(scenario))
                .post("/api/games").then().statusCode(201).extract().path("gameId");
        int commands = 0;
        if (scenario.has("roles")) {
            send(gameId, Scenarios.deal(scenario), null);
            commands++;
        }
        int index = 0;
        for (JsonNode step : scenario.get("steps")) {
            index++;
            String command = Scenarios.command(step).toString();
            String where = "step " + index + " " + command;
            JsonNode state = null;
            for (int i = 0; i < step.path("repeat").asInt(1); i++) {
                commands++;
                if (step.has("reject")) {
                    JsonNode before = view(gameId);
                    send(gameId, command, step.get("reject").asText());
                    assertThat(view(gameId)).as("%s: the game unchanged by the refusal", where).isEqualTo(before);
                } else {
                    state = send(gameId, command, null).get("state");
                }
            }
            if (step.has("check")) {
                JsonNode checked = state != null ? state : view(gameId).get("state");
                step.get("check").fields().forEachRemaining(check -> assertThat(checked.get(check.getKey()))
                        .as("%s: check %s", where, check.getKey()).isEqualTo(check.getValue()));
            }
        }
        JsonNode finalView = view(gameId).get("state");
        assertThat(finalView).as("HTTP and the engine agree").isEqualTo(engineReplay(scenario));
        assertExpected(scenario.get("expect"), finalView);
        return new Played(gameId, commands);
    }

    private static void assertExpected(JsonNode expect, JsonNode view) {
        if (expect == null) {
            return;
        }
        if (expect.has("winner")) {
            assertThat(view.get("winner")).as("winner").isEqualTo(expect.get("winner"));
        }
        for (String key : List.of("phase", "departures", "atTable", "fouls")) {
            if (expect.has(key)) {
                assertThat(view.get(key)).as(key).isEqualTo(expect.get(key));
            }
        }
        if (expect.has("bestMove")) {
            JsonNode best = expect.get("bestMove");
            if (best.isNull()) {
                assertThat(view.get("bestMove").isNull()).as("no best move").isTrue();
            } else {
                assertThat(view.get("bestMove").get("seat")).as("best move seat").isEqualTo(best.get("seat"));
                assertThat(view.get("bestMove").get("blacks")).as("best move blacks").isEqualTo(best.get("blacks"));
            }
        }
    }

    /** The same scenario through the engine in-process ({@link TestGame#replay}): the judge's view it ends with. */
    private static JsonNode engineReplay(JsonNode scenario) {
        return EventJson.MAPPER.valueToTree(TestGame.replay("engine", scenario).view());
    }

    /** Sends one command: accepted (200) when {@code refusal} is null, else refused with that code and its status. */
    private static JsonNode send(String gameId, String body, String refusal) {
        Response response = given().contentType(ContentType.JSON).body(body).post("/api/games/" + gameId + "/commands");
        int status = refusal == null ? 200 : "MALFORMED_COMMAND".equals(refusal) ? 400 : 422;
        assertThat(response.statusCode()).as("%s → %s", body, response.asString()).isEqualTo(status);
        JsonNode answer = json(response.asString());
        if (refusal != null) {
            assertThat(answer.path("error").asText()).as("refusal of %s", body).isEqualTo(refusal);
        }
        return answer;
    }

    private static JsonNode view(String gameId) {
        return json(given().get("/api/games/" + gameId).then().statusCode(200).extract().asString());
    }

    private static JsonNode json(String body) {
        try {
            return EventJson.MAPPER.readTree(body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
