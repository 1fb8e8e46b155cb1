package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import java.math.BigDecimal;
import java.util.Map;
import org.arbiter.events.game.AwardGiven;
import org.arbiter.events.game.Penalty;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/** Points over HTTP are exact decimals (TABLE-API "Error codes"): never read through binary floating point. */
@QuarkusTest
@TestSecurity(user = "judge-x", roles = "judge")
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class ExactPointsIT {

    private static int send(String gameId, String command) {
        return given().contentType(ContentType.JSON).body(command).post("/api/games/" + gameId + "/commands").statusCode();
    }

    @Test
    void anFsmPenaltyOfMinusPointThreeIsStoredExactlyAndANearMultipleIsNotRoundedIntoOne() {
        String gameId = given().contentType(ContentType.JSON).body(HttpGames.newGame("FSM", null))
                .post("/api/games").then().statusCode(201).extract().path("gameId");
        assertThat(send(gameId, HttpGames.deal())).isEqualTo(200);
        assertThat(send(gameId, "{\"type\":\"endNight\"}")).isEqualTo(200);
        assertThat(send(gameId, "{\"type\":\"teamDefeat\",\"seat\":6,\"clause\":\"6.8.1\"}")).isEqualTo(200);
        given().contentType(ContentType.JSON).body("{\"type\":\"award\",\"extra\":{\"1\":0.10000000000000000001}}")
                .post("/api/games/" + gameId + "/commands").then().statusCode(422)
                .body("error", org.hamcrest.Matchers.is("AWARD_STEP"));
        assertThat(send(gameId, "{\"type\":\"award\",\"extra\":{\"1\":0.15},"
                + "\"penalties\":{\"2\":{\"points\":-0.3,\"clause\":\"8.5.4\"}}}")).isEqualTo(200);
        AwardGiven award = (AwardGiven) HttpGames.storedLog(gameId).getLast().payload();
        assertThat(award.extra()).containsExactly(Map.entry(1, new BigDecimal("0.15")));
        assertThat(award.penalties()).containsExactly(Map.entry(2, new Penalty(new BigDecimal("-0.3"), "8.5.4")));
        String log = given().get("/api/games/" + gameId + "/events").then().statusCode(200).extract().asString();
        assertThat(log).contains("\"points\":-0.3").contains("\"1\":0.15");
    }
}
