package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.arbiter.testsupport.OpenApiDocument.oneOf;
import static org.arbiter.testsupport.OpenApiDocument.ref;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Arrays;
import java.util.List;
import org.arbiter.game.api.CommandSchemas;
import org.arbiter.rules.Command;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.OpenApiDocument;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/** The OpenAPI document shows every body: a command as the oneOf of the engine's commands, the views, the errors. */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class OpenApiIT {

    /** The document answers on the management interface only (docs/reliability.md "Access and limits"). */
    @TestHTTPResource(value = "/openapi", management = true)
    java.net.URL openapi;

    static final String JSON = "application/json";
    static final String COMMANDS = "/api/games/{gameId}/commands";

    OpenApiDocument document() {
        return OpenApiDocument.of(given().get(openapi + "?format=json").then().statusCode(200).extract().asString());
    }

    @Test
    void aCommandIsTheOneOfTheEngineCommands() {
        OpenApiDocument doc = document();
        List<String> tableApi = List.of("deal", "endNight", "shoot", "donCheck", "sheriffCheck", "bestMove", "endSpeech",
                "nominate", "withdraw", "vote", "liftAll", "foul", "disqualify", "teamDefeat", "will", "award", "approve",
                "finalize", "amend", "undo");
        assertThat(oneOf(doc.schema("Command"))).containsExactlyInAnyOrderElementsOf(
                tableApi.stream().map(type -> "Command." + type).toList());
        assertThat(oneOf(doc.schema("Command"))).containsExactlyElementsOf(Arrays.stream(Command.class.getPermittedSubclasses())
                .map(command -> "Command." + CommandSchemas.typeOf(command)).toList());
        assertThat(doc.schema("Command").at("/discriminator/propertyName").asText()).isEqualTo("type");
        assertThat(doc.schema("Command").at("/discriminator/mapping/liftAll").asText())
                .isEqualTo("#/components/schemas/Command.liftAll");

        assertThat(doc.properties(doc.schema("Command.deal"))).containsExactly("type", "commandId", "roles");
        assertThat(doc.schema("Command.deal").at("/properties/roles/additionalProperties/enum").toString())
                .isEqualTo("[\"CIVILIAN\",\"SHERIFF\",\"MAFIA\",\"DON\"]");
        assertThat(doc.properties(doc.schema("Command.liftAll"))).containsExactly("type", "commandId", "for");
        assertThat(doc.properties(doc.schema("Command.nominate"))).containsExactly("type", "commandId", "by", "target");
        assertThat(doc.schema("Command.nominate").path("required").toString()).isEqualTo("[\"type\",\"by\",\"target\"]");
        assertThat(doc.properties(doc.schema("Command.bestMove")))
                .containsExactly("type", "commandId", "targets", "by", "hintRequested");
        assertThat(doc.properties(doc.schema("Command.award").at("/properties/penalties/additionalProperties")))
                .containsExactly("points", "clause");
        assertThat(doc.schema("Command.shoot").at("/properties/type/const").asText()).isEqualTo("shoot");
        assertThat(doc.properties(doc.schema("Command.undo"))).containsExactly("type", "commandId");

        assertThat(ref(doc.request(COMMANDS, "post"))).isEqualTo("Command");
        assertThat(ref(doc.answer(COMMANDS, "post", "200", JSON))).isEqualTo("CommandAnswer");
        for (String status : List.of("400", "403", "404", "409", "422")) {
            assertThat(ref(doc.answer(COMMANDS, "post", status, JSON))).as(status).isEqualTo("ApiError");
        }
    }

    @Test
    void theViewsAndTheErrorBodyHaveTheirFields() {
        OpenApiDocument doc = document();
        assertThat(doc.properties(doc.schema("ApiError"))).containsExactly("error", "rule", "message");
        assertThat(doc.schema("ApiError").path("required").toString()).isEqualTo("[\"error\",\"rule\",\"message\"]");
        assertThat(doc.schema("ApiError").at("/properties/rule/type").toString()).isEqualTo("[\"string\",\"null\"]");
        assertThat(doc.properties(doc.schema("CommandAnswer"))).containsExactly("version", "events", "state");
        assertThat(ref(doc.schema("CommandAnswer").at("/properties/state"))).isEqualTo("JudgeView");
        assertThat(doc.properties(doc.schema("JudgeView"))).contains("phase", "day", "night", "speaker", "seconds",
                "candidates", "atTable", "fouls", "cancelledVotes", "allowed");
        assertThat(doc.properties(doc.schema("GameAnswer"))).containsExactly("version", "state");

        assertThat(ref(doc.request("/api/games", "post"))).isEqualTo("NewGame");
        assertThat(doc.properties(doc.schema("NewGame"))).containsExactly("tournamentId", "stage", "tableNo", "gameNo",
                "ruleset", "options", "players", "judge");
        assertThat(ref(doc.answer("/api/games", "post", "201", JSON))).isEqualTo("CreatedGame");
        assertThat(doc.properties(doc.schema("CreatedGame"))).containsExactly("gameId", "version");
        assertThat(ref(doc.answer("/api/games/{gameId}", "get", "200", JSON))).isEqualTo("GameAnswer");
        assertThat(ref(doc.answer("/api/games/{gameId}", "get", "404", JSON))).isEqualTo("ApiError");
        assertThat(ref(doc.answer("/api/games/{gameId}/public", "get", "200", JSON))).isEqualTo("PublicView");
        assertThat(ref(doc.request("/api/tournaments", "post"))).isEqualTo("NewTournament");
        assertThat(doc.properties(doc.schema("NewTournament"))).containsExactly("id", "name", "startsOn", "endsOn",
                "ruleset", "options", "stages", "players");
        assertThat(ref(doc.answer("/api/tournaments/{tournamentId}", "get", "200", JSON))).isEqualTo("TournamentCreated");
    }

    @Test
    void aStagesBodiesAreItsRecords() {
        OpenApiDocument doc = document();
        String stage = "/api/tournaments/{tournamentId}/stages/{stage}";
        assertThat(ref(doc.request(stage + "/seating", "put"))).isEqualTo("StageSeating");
        assertThat(ref(doc.answer(stage + "/seating", "put", "200", JSON))).isEqualTo("StageSeating");
        assertThat(doc.properties(doc.schema("SeatingSeat"))).containsExactly("number", "player");
        assertThat(doc.schema("SeatingSeat").path("required").toString()).isEqualTo("[\"number\",\"player\"]");
        assertThat(ref(doc.request(stage + "/seating/solve", "post"))).isEqualTo("SeatingOrder");
        assertThat(doc.properties(doc.schema("SeatingOrder")))
                .containsExactly("players", "separated", "filling", "substitutes", "seed");
        assertThat(doc.schema("SeatingOrder").at("/properties/filling").toString()).contains("BYES", "SUBSTITUTES");
        assertThat(ref(doc.request(stage + "/rounds/{round}/publish", "post"))).isEqualTo("RoundJudges");
        assertThat(doc.schema("RoundJudges").path("required").toString()).isEqualTo("[\"judges\"]");
        assertThat(ref(doc.request(stage + "/rounds/{round}/tables/{table}/judge", "put"))).isEqualTo("TableJudge");
        assertThat(doc.properties(doc.schema("TableJudge"))).containsExactly("judge");
    }
}
