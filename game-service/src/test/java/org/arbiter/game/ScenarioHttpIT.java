package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.testgames.TestGame;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every scenario replayed over HTTP: each step's status, refusal code and checks, the final view
 * equal to the engine's own replay and to {@code expect}; then the events on table-events equal the
 * stored log of every game, in order, none twice.
 */
@QuarkusTest
@TestSecurity(user = "chief", roles = {"judge", "chief-judge"})
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ScenarioHttpIT {

    private static final Map<String, String> PLAYED = new LinkedHashMap<>();

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @TestFactory
    @Order(1)
    Stream<DynamicTest> everyScenarioOverHttp() {
        return Scenarios.all().stream().map(scenario ->
                DynamicTest.dynamicTest(scenario.get("name").asText(), () -> play(scenario)));
    }

    private void play(JsonNode scenario) throws Exception {
        String gameId = given().contentType(ContentType.JSON).body(Scenarios.newGame(scenario))
                .post("/api/games").then().statusCode(201).extract().path("gameId");
        PLAYED.put(scenario.get("name").asText(), gameId);
        JsonNode state = scenario.has("roles") ? send(gameId, Scenarios.deal(scenario), 200).get("state") : null;
        for (JsonNode step : scenario.get("steps")) {
            String command = Scenarios.command(step).toString();
            for (int i = 0; i < step.path("repeat").asInt(1); i++) {
                if (step.has("reject")) {
                    JsonNode before = view(gameId);
                    JsonNode refusal = send(gameId, command, -1);
                    assertThat(refusal.get("error").asText()).as("refusal of %s", command).isEqualTo(step.get("reject").asText());
                    assertThat(view(gameId)).as("game unchanged after a refused %s", command).isEqualTo(before);
                } else {
                    state = send(gameId, command, 200).get("state");
                }
            }
            if (step.has("check")) {
                JsonNode finalState = state;
                step.get("check").fields().forEachRemaining(check -> assertThat(finalState.get(check.getKey()))
                        .as("check %s after %s", check.getKey(), command).isEqualTo(check.getValue()));
            }
        }
        JsonNode finalView = view(gameId).get("state");
        assertThat(finalView).as("HTTP and the engine agree").isEqualTo(engineReplay(scenario));
        assertExpected(scenario.get("expect"), finalView);
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

    @Test
    @Order(2)
    void tableEventsEqualTheStoredLogs() {
        assertThat(PLAYED).hasSameSizeAs(Scenarios.all());
        Map<String, List<EventEnvelope>> stored = new LinkedHashMap<>();
        for (String gameId : PLAYED.values()) {
            stored.put(gameId, HttpGames.storedLog(gameId));
        }
        Map<String, Integer> sizes = new LinkedHashMap<>();
        stored.forEach((game, log) -> sizes.put(game, log.size()));
        Map<String, List<EventEnvelope>> published = TableEventsReader.read(bootstrap, sizes);
        stored.forEach((game, log) -> assertThat(published.get(game)).as("table-events of %s", game).containsExactlyElementsOf(log));
    }

    private static JsonNode send(String gameId, String body, int expectedStatus) throws Exception {
        Response response = given().contentType(ContentType.JSON).body(body).post("/api/games/" + gameId + "/commands");
        if (expectedStatus > 0) {
            assertThat(response.statusCode()).as("%s → %s", body, response.asString()).isEqualTo(expectedStatus);
        } else {
            assertThat(response.statusCode()).as("%s → %s", body, response.asString()).isIn(400, 422);
        }
        return EventJson.MAPPER.readTree(response.asString());
    }

    private static JsonNode view(String gameId) throws Exception {
        return EventJson.MAPPER.readTree(given().get("/api/games/" + gameId).then().statusCode(200).extract().asString());
    }
}
