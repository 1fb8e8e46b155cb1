package org.arbiter.scoring;

import static io.restassured.RestAssured.given;
import static org.arbiter.testsupport.OpenApiDocument.ref;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.OpenApiDocument;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/** The OpenAPI document shows the score sheet and the error body (docs/rules/TABLE-API.md "Reading"). */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class OpenApiIT {

    /** The document answers on the management interface only (docs/reliability.md "Access and limits"). */
    @TestHTTPResource(value = "/openapi", management = true)
    java.net.URL openapi;

    @Test
    void theScoreSheetAndTheErrorBodyHaveTheirFields() {
        OpenApiDocument doc = OpenApiDocument.of(given().get(openapi + "?format=json").then().statusCode(200).extract().asString());
        String score = "/api/games/{gameId}/score";
        assertThat(ref(doc.answer(score, "get", "200", "application/json"))).isEqualTo("ScoreSheet");
        assertThat(ref(doc.answer(score, "get", "404", "application/json"))).isEqualTo("ApiError");
        assertThat(doc.properties(doc.schema("ScoreSheet"))).containsExactly("gameId", "tournamentId", "stage", "ruleset",
                "version", "winner", "annulled", "finalized", "seats");
        assertThat(ref(doc.schema("ScoreSheet").at("/properties/seats/items"))).isEqualTo("SeatScore");
        assertThat(doc.properties(doc.schema("SeatScore"))).containsExactly("seat", "playerId", "role", "main", "extra",
                "total", "parts", "firstKilled", "removed");
        assertThat(doc.properties(doc.schema("ScorePart"))).containsExactly("kind", "points", "clause");
        assertThat(doc.properties(doc.schema("ApiError"))).containsExactly("error", "rule", "message");
    }
}
