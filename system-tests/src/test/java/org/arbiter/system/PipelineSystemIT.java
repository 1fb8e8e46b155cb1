package org.arbiter.system;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.restassured.http.ContentType;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A game created over HTTP with a real token; its first events reach every consumer's own tables. */
class PipelineSystemIT {

    private static ArbiterSystem system;

    @BeforeAll
    static void start() throws Exception {
        system = ArbiterSystem.get();
    }

    @Test
    void aNewGamesEventsReachTheThreeConsumers() {
        String judge = system.token("judge");
        StringBuilder players = new StringBuilder();
        for (int seat = 1; seat <= 10; seat++) {
            players.append(seat == 1 ? "" : ",").append("{\"seat\":").append(seat)
                    .append(",\"playerId\":\"p-").append(seat).append("\",\"nickname\":\"Игрок ").append(seat).append("\"}");
        }
        String gameId = given().baseUri(system.url("game-service")).auth().oauth2(judge).contentType(ContentType.JSON)
                .body("{\"ruleset\":\"FIIM\",\"players\":[" + players + "]}")
                .post("/api/games").then().statusCode(201).extract().path("gameId");
        given().baseUri(system.url("game-service")).auth().oauth2(judge).contentType(ContentType.JSON)
                .body("{\"type\":\"deal\"}")
                .post("/api/games/" + gameId + "/commands").then().statusCode(200);
        List<String> stored = given().baseUri(system.url("game-service")).auth().oauth2(judge)
                .get("/api/games/" + gameId + "/events").then().statusCode(200).extract().jsonPath().getList("eventId");
        assertThat(stored).hasSizeGreaterThanOrEqualTo(2);

        String organiser = system.token("organiser");
        for (String consumer : List.of("scoring-service", "protocol-service", "rating-service")) {
            await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> assertThat(
                    given().baseUri(system.url(consumer)).auth().oauth2(organiser)
                            .get("/api/audit/games/" + gameId + "/events").then().statusCode(200)
                            .extract().jsonPath().<String>getList("eventId"))
                    .as(consumer).containsExactlyElementsOf(stored));
        }
    }
}
