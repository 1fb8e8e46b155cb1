package org.arbiter.protocol;

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

/** The OpenAPI document shows the protocol, the protests, their requests and the error body. */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class OpenApiIT {

    /** The document answers on the management interface only (docs/reliability.md "Access and limits"). */
    @TestHTTPResource(value = "/openapi", management = true)
    java.net.URL openapi;

    static final String JSON = "application/json";

    @Test
    void theProtocolTheProtestsAndTheErrorBodyHaveTheirFields() {
        OpenApiDocument doc = OpenApiDocument.of(given().get(openapi + "?format=json").then().statusCode(200).extract().asString());
        String protocol = "/api/games/{gameId}/protocol";
        assertThat(ref(doc.answer(protocol, "get", "200", JSON))).isEqualTo("Protocol");
        assertThat(ref(doc.answer(protocol, "get", "404", JSON))).isEqualTo("ApiError");
        assertThat(doc.properties(doc.schema("Protocol"))).containsExactly("gameId", "tournamentId", "tournamentName",
                "stage", "gameNo", "tableNo", "date", "judge", "ruleset", "status", "rolesShown", "lastSeq", "days",
                "seats", "voteRounds", "cancelledVotes", "bestMove", "result", "signature", "scoreVersion", "protests",
                "amendments", "remarks");
        assertThat(doc.answer(protocol + ".pdf", "get", "200", "application/pdf").path("format").asText()).isEqualTo("binary");
        assertThat(ref(doc.answer(protocol + ".pdf", "get", "404", JSON))).isEqualTo("ApiError");

        for (String bundle : new String[] {"/api/tournaments/{tournamentId}/stages/{stage}/rounds/{round}/protocols.pdf",
                "/api/tournaments/{tournamentId}/stages/{stage}/protocols.pdf"}) {
            assertThat(doc.answer(bundle, "get", "200", "application/pdf").path("format").asText()).as(bundle).isEqualTo("binary");
            assertThat(ref(doc.answer(bundle, "get", "404", JSON))).as(bundle).isEqualTo("ApiError");
        }

        String protests = "/api/games/{gameId}/protests";
        assertThat(ref(doc.request(protests, "post"))).isEqualTo("FileRequest");
        assertThat(doc.properties(doc.schema("FileRequest"))).containsExactly("text");
        assertThat(ref(doc.answer(protests, "post", "201", JSON))).isEqualTo("Protest");
        for (String status : new String[] {"400", "403", "404", "422"}) {
            assertThat(ref(doc.answer(protests, "post", status, JSON))).as(status).isEqualTo("ApiError");
        }
        assertThat(doc.properties(doc.schema("Protest"))).containsExactly("protestId", "gameId", "tournamentId", "filedBy",
                "seat", "text", "filedAt", "gameEndedAt", "decision", "reasons", "changeWinner", "changeAnnulled",
                "decidedBy", "decidedAt");
        String decision = protests + "/{protestId}/decision";
        assertThat(ref(doc.request(decision, "post"))).isEqualTo("DecisionRequest");
        assertThat(doc.properties(doc.schema("DecisionRequest"))).containsExactly("decision", "reasons", "resultChange");
        assertThat(ref(doc.answer(decision, "post", "409", JSON))).isEqualTo("ApiError");
        assertThat(doc.properties(doc.schema("ApiError"))).containsExactly("error", "rule", "message");
    }
}
