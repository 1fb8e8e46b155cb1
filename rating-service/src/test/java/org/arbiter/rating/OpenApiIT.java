package org.arbiter.rating;

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

/** The OpenAPI document shows the standings, the overlays' table view, the live board, the delay and the error body. */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class OpenApiIT {

    /** The document answers on the management interface only (docs/reliability.md "Access and limits"). */
    @TestHTTPResource(value = "/openapi", management = true)
    java.net.URL openapi;

    static final String JSON = "application/json";

    @Test
    void theStandingsTheTableViewAndTheErrorBodyHaveTheirFields() {
        OpenApiDocument doc = OpenApiDocument.of(given().get(openapi + "?format=json").then().statusCode(200).extract().asString());
        String standings = "/api/tournaments/{id}/standings";
        assertThat(ref(doc.answer(standings, "get", "200", JSON))).isEqualTo("StandingsMessage");
        assertThat(ref(doc.answer(standings + "/stream", "get", "200", "text/event-stream"))).isEqualTo("StandingsMessage");
        assertThat(doc.properties(doc.schema("StandingsMessage"))).containsExactly("tournamentId", "version", "change",
                "standings");
        assertThat(doc.properties(doc.schema("StandingsMessage").at("/properties/standings"))).containsExactly("name",
                "ruleset", "games", "b", "compensationApplies", "compensationProvisional", "k", "rows");

        String table = "/api/games/{id}/table";
        assertThat(ref(doc.answer(table, "get", "200", JSON))).isEqualTo("TableView");
        assertThat(ref(doc.answer(table, "get", "404", JSON))).isEqualTo("ApiError");
        assertThat(ref(doc.answer("/api/games/{id}/stream", "get", "200", "text/event-stream"))).isEqualTo("TableView");
        assertThat(doc.properties(doc.schema("TableView"))).containsExactly("gameId", "tournamentId", "tableNo", "gameNo",
                "stage", "seq", "phase", "day", "night", "seats", "speaker", "candidates", "votes", "bestMove", "ended",
                "winner", "endReason", "checks", "shots", "lastEventAt");

        String board = "/api/tournaments/{id}/board";
        assertThat(ref(doc.answer(board, "get", "200", JSON))).isEqualTo("BoardMessage");
        assertThat(ref(doc.answer(board, "get", "400", JSON))).isEqualTo("ApiError");
        assertThat(ref(doc.answer(board + "/stream", "get", "200", "text/event-stream"))).isEqualTo("BoardMessage");
        assertThat(doc.properties(doc.schema("BoardMessage"))).containsExactly("tournamentId", "stage", "round", "version",
                "kind", "at", "idleAfterSeconds", "rows");
        assertThat(doc.properties(doc.schema("BoardRow"))).containsExactly("gameId", "stage", "round", "tableNo", "seq",
                "phase", "day", "night", "speaker", "speechKind", "lastEventAt", "idle", "ended", "winner", "endReason");

        String delay = "/api/tournaments/{id}/broadcast-delay";
        assertThat(ref(doc.request(delay, "put"))).isEqualTo("Delay");
        assertThat(doc.properties(doc.schema("Delay"))).containsExactly("seconds");
        assertThat(ref(doc.answer(delay, "put", "400", JSON))).isEqualTo("ApiError");
        assertThat(doc.properties(doc.schema("ApiError"))).containsExactly("error", "rule", "message");
    }
}
