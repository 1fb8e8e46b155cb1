package org.arbiter.game;

import static org.arbiter.game.RoundsIT.as;
import static org.arbiter.game.RoundsIT.range;
import static org.arbiter.game.RoundsIT.round;
import static org.arbiter.game.RoundsIT.tournamentOf20;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.is;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.JudgeAssigned;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * A published table given to another judge mid-round, with real Keycloak tokens: JudgeAssigned on the game's stream
 * (and table-events), the game's access and the assigned lists following it at once.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class JudgeReassignmentIT {

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    /** Round 1: one table (p1..p10); round 2: two tables (p1..p10, p11..p20). */
    static String seating() {
        return "{\"rounds\":[" + round(1, List.of(range(1, 10))) + "," + round(2, List.of(range(1, 10), range(11, 20))) + "]}";
    }

    @Test
    void theNewJudgeRunsTheTableFromTheEventOnAndTheOldOneNoLonger() {
        String id = tournamentOf20();
        String stage = "/api/tournaments/" + id + "/stages/QUALIFYING";
        as("organiser").contentType(ContentType.JSON).body(seating()).put(stage + "/seating").then().statusCode(200);
        String gameId = as("organiser").contentType(ContentType.JSON).body("{\"judges\":{\"1\":\"judge\"}}")
                .post(stage + "/rounds/1/publish").then().statusCode(201).extract().path("[0].gameId");
        as("judge").contentType(ContentType.JSON).body(HttpGames.deal()).post("/api/games/" + gameId + "/commands")
                .then().statusCode(200).body("version", is(1));

        as("chief").contentType(ContentType.JSON).body("{\"judge\":\"judge2\"}").put(stage + "/rounds/1/tables/1/judge")
                .then().statusCode(200).body("tableNo", is(1)).body("gameId", is(gameId)).body("judge", is("judge2"));

        List<EventEnvelope> log = HttpGames.storedLog(as("chief"), gameId);
        assertThat(log).extracting(EventEnvelope::type).containsExactly("GameCreated", "RolesDealt", "JudgeAssigned");
        EventEnvelope assigned = log.getLast();
        assertThat(assigned.seq()).isEqualTo(3);
        assertThat(assigned.actor()).isEqualTo("chief");
        assertThat(assigned.payload()).isEqualTo(new JudgeAssigned("judge2", "judge"));
        List<EventEnvelope> published = TableEventsReader.read(bootstrap, Map.of(gameId, 3)).get(gameId);
        assertThat(published).containsExactlyElementsOf(log);

        as("judge").contentType(ContentType.JSON).body("{\"type\":\"endNight\"}").post("/api/games/" + gameId + "/commands")
                .then().statusCode(403).body("error", is("FORBIDDEN"));
        as("judge").get("/api/games/" + gameId).then().statusCode(403);
        as("judge").get("/api/games/assigned").then().statusCode(200)
                .body("findAll { it.tournamentId == '" + id + "' }.gameId", is(List.of()));
        as("judge2").get("/api/games/assigned").then().statusCode(200)
                .body("findAll { it.tournamentId == '" + id + "' }.gameId", contains(gameId))
                .body("find { it.gameId == '" + gameId + "' }.version", is(2))
                .body("find { it.gameId == '" + gameId + "' }.phase", is("NIGHT"));
        as("judge2").get("/api/games/" + gameId).then().statusCode(200).body("version", is(2)).body("state.phase", is("NIGHT"));
        as("judge2").contentType(ContentType.JSON).body("{\"type\":\"endNight\"}").post("/api/games/" + gameId + "/commands")
                .then().statusCode(200).body("version", is(5)).body("state.phase", is("DAY"));
        // undo takes back judge2's endNight only (seqs 4-6), never the reassignment
        as("judge2").contentType(ContentType.JSON).body("{\"type\":\"undo\"}").post("/api/games/" + gameId + "/commands")
                .then().statusCode(200).body("events[0].payload.seqs", contains(4, 5, 6)).body("state.phase", is("NIGHT"));

        // the same judge again: nothing appended
        as("organiser").contentType(ContentType.JSON).body("{\"judge\":\"judge2\"}").put(stage + "/rounds/1/tables/1/judge")
                .then().statusCode(200).body("judge", is("judge2"));
        assertThat(HttpGames.storedLog(as("chief"), gameId)).hasSize(7);
        as("judge").get(stage + "/rounds/1").then().statusCode(200)
                .body("tableNo", contains(1)).body("gameId", contains(gameId)).body("judge", contains("judge2"));
    }

    @Test
    void aReassignmentIsRefusedWithItsCode() {
        String id = tournamentOf20();
        String stage = "/api/tournaments/" + id + "/stages/QUALIFYING";
        as("organiser").contentType(ContentType.JSON).body(seating()).put(stage + "/seating").then().statusCode(200);
        as("organiser").contentType(ContentType.JSON).body("{\"judges\":{\"1\":\"judge\",\"2\":\"judge2\"}}")
                .post(stage + "/rounds/2/publish").then().statusCode(201);
        String table1 = stage + "/rounds/2/tables/1/judge";

        as("organiser").contentType(ContentType.JSON).body("{\"judge\":\"judge2\"}").put(table1).then().statusCode(422)
                .body("error", is("JUDGE_TWICE")).body("message", is("judge2 already judges table 2 this round"));
        as("organiser").contentType(ContentType.JSON).body("{\"judge\":\"chief\"}").put(table1).then().statusCode(422)
                .body("error", is("UNREGISTERED_JUDGE")).body("message", is("chief is not a judge of the tournament"));
        as("organiser").contentType(ContentType.JSON).body("{}").put(table1).then().statusCode(400)
                .body("error", is("MALFORMED_COMMAND"));
        as("judge").contentType(ContentType.JSON).body("{\"judge\":\"judge\"}").put(table1).then().statusCode(403)
                .body("error", is("FORBIDDEN"));
        as("organiser2").contentType(ContentType.JSON).body("{\"judge\":\"judge\"}").put(table1).then().statusCode(403);
        as("organiser").contentType(ContentType.JSON).body("{\"judge\":\"judge\"}").put(stage + "/rounds/1/tables/1/judge")
                .then().statusCode(404).body("error", is("NOT_FOUND"))
                .body("message", is("table 1 of published round 1 of QUALIFYING not found"));
        as("organiser").contentType(ContentType.JSON).body("{\"judge\":\"judge\"}").put(stage + "/rounds/2/tables/3/judge")
                .then().statusCode(404).body("error", is("NOT_FOUND"));
        as("organiser").get(stage + "/rounds/1").then().statusCode(404).body("error", is("NOT_FOUND"));
        as("organiser").get(stage + "/rounds/2").then().statusCode(200)
                .body("tableNo", contains(1, 2)).body("judge", contains("judge", "judge2"));
    }
}
