package org.arbiter.game;

import static org.arbiter.game.AuditIT.command;
import static org.arbiter.game.RoundsIT.as;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/**
 * GET /api/tournaments/{id}/awards/awaiting with real tokens: exactly the games whose award in force is over the
 * judge's limits (FIIM 8.4.3: 0.6 to a winner), with the award and why; an award within the limits, an approved one
 * and one the chief judge took back (undo: "return") are not listed; a judge is refused, an unknown tournament is 404.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class AwaitingAwardsIT {

    static JsonPath awaiting(String tournament) {
        return as("chief").get("/api/tournaments/" + tournament + "/awards/awaiting").then().statusCode(200).extract().jsonPath();
    }

    @Test
    void exactlyTheHeldAwardsAreListedUntilApprovedOrTakenBack() {
        String id = RoundsIT.tournamentOf20();
        String stage = "/api/tournaments/" + id + "/stages/QUALIFYING";
        as("organiser").contentType(ContentType.JSON).body(RoundsIT.twoRounds()).put(stage + "/seating").then().statusCode(200);
        List<Map<String, Object>> published = as("organiser").contentType(ContentType.JSON)
                .body("{\"judges\":{\"1\":\"judge\",\"2\":\"judge2\"}}").post(stage + "/rounds/1/publish")
                .then().statusCode(201).extract().jsonPath().getList("$");
        String table1 = (String) published.get(0).get("gameId");
        String table2 = (String) published.get(1).get("gameId");
        assertThat(awaiting(id).getList("$")).isEmpty();

        // seat 2 (Mafia) gives a team defeat: red wins at both tables
        command("judge", table1, HttpGames.deal());
        command("judge", table1, "{\"type\":\"teamDefeat\",\"seat\":2,\"clause\":\"6.8.1\"}");
        command("judge", table1, "{\"type\":\"award\",\"extra\":{\"1\":0.6,\"3\":0.2}}");
        command("judge2", table2, HttpGames.deal());
        command("judge2", table2, "{\"type\":\"teamDefeat\",\"seat\":2,\"clause\":\"6.8.1\"}");
        command("judge2", table2, "{\"type\":\"award\",\"extra\":{\"1\":0.5}}");

        JsonPath held = awaiting(id);
        assertThat(held.getList("gameId")).containsExactly(table1);
        assertThat(held.getString("[0].tournamentId")).isEqualTo(id);
        assertThat(held.getString("[0].stage")).isEqualTo("QUALIFYING");
        assertThat(held.getInt("[0].round")).isEqualTo(1);
        assertThat(held.getInt("[0].tableNo")).isEqualTo(1);
        assertThat(held.getString("[0].judge")).isEqualTo("judge");
        assertThat(held.getString("[0].winner")).isEqualTo("RED");
        // the version the judge's view has, to send approve with If-Match
        assertThat(held.getLong("[0].version"))
                .isEqualTo(as("chief").get("/api/games/" + table1).then().statusCode(200).extract().jsonPath().getLong("version"));
        assertThat(held.getMap("[0].extra")).containsExactly(Map.entry("1", 0.6f), Map.entry("3", 0.2f));
        assertThat(held.getMap("[0].penalties")).isEmpty();
        assertThat(held.getList("[0].approvalReasons")).containsExactly("8.4.3: 0.6 to seat 1 of the winning team");

        // a judge does not read it; an unknown tournament is 404
        as("judge").get("/api/tournaments/" + id + "/awards/awaiting").then().statusCode(403);
        as("organiser").get("/api/tournaments/" + id + "/awards/awaiting").then().statusCode(200);
        as("chief").get("/api/tournaments/no-such-cup/awards/awaiting").then().statusCode(404);

        // returned: the chief judge takes the held award back (undo), so the judge must award again
        command("chief", table1, "{\"type\":\"undo\"}");
        assertThat(awaiting(id).getList("$")).isEmpty();
        command("judge", table1, "{\"type\":\"award\",\"extra\":{\"1\":0.7}}");
        assertThat(awaiting(id).getList("gameId")).containsExactly(table1);

        // approved: no longer awaiting, and the judge signs
        long version = awaiting(id).getLong("[0].version");
        as("chief").contentType(ContentType.JSON).header("If-Match", "\"" + (version - 1) + "\"").body("{\"type\":\"approve\"}")
                .post("/api/games/" + table1 + "/commands").then().statusCode(409);
        as("chief").contentType(ContentType.JSON).header("If-Match", "\"" + version + "\"").body("{\"type\":\"approve\"}")
                .post("/api/games/" + table1 + "/commands").then().statusCode(200);
        assertThat(awaiting(id).getList("$")).isEmpty();
        command("judge", table1, "{\"type\":\"finalize\"}");
        assertThat(awaiting(id).getList("$")).isEmpty();
    }
}
