package org.arbiter.game;

import static org.arbiter.game.RoundsIT.as;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.is;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/**
 * The audit logs with real Keycloak tokens: a published game's log holds every stored event with its actor and time,
 * the foul taken back by an undo marked with the undo's seq, the chief judge's amendment with the result before and
 * after and the protest it names; a tournament's log filtered by table, judge and type; who may read which.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class AuditIT {

    static void command(String user, String gameId, String json) {
        as(user).contentType(ContentType.JSON).body(json).post("/api/games/" + gameId + "/commands").then().statusCode(200);
    }

    static JsonNode json(String body) throws Exception {
        return EventJson.MAPPER.readTree(body);
    }

    /** seq, type, actor, undone and undoneBy of each entry, as one line. */
    static List<String> lines(JsonNode entries) {
        List<String> lines = new ArrayList<>();
        entries.forEach(e -> lines.add(e.get("seq").asLong() + " " + e.get("type").asText() + " " + e.get("actor").asText()
                + (e.get("undone").asBoolean() ? " undone by " + e.get("undoneBy").asLong() : "")));
        return lines;
    }

    @Test
    void aGamesLogAndATournamentsLog() throws Exception {
        String id = RoundsIT.tournamentOf20();
        String stage = "/api/tournaments/" + id + "/stages/QUALIFYING";
        as("organiser").contentType(ContentType.JSON).body(RoundsIT.twoRounds()).put(stage + "/seating").then().statusCode(200);
        List<Map<String, Object>> published = as("organiser").contentType(ContentType.JSON)
                .body("{\"judges\":{\"1\":\"judge2\",\"2\":\"judge\"}}").post(stage + "/rounds/1/publish")
                .then().statusCode(201).extract().jsonPath().getList("$");
        String table1 = (String) published.get(0).get("gameId");
        String table2 = (String) published.get(1).get("gameId");

        command("judge", table2, HttpGames.deal());
        command("judge", table2, "{\"type\":\"endNight\"}");
        command("judge", table2, "{\"type\":\"foul\",\"seat\":3}");
        command("judge", table2, "{\"type\":\"undo\"}");
        command("judge", table2, "{\"type\":\"teamDefeat\",\"seat\":2,\"clause\":\"6.8.1\"}");
        command("judge", table2, "{\"type\":\"finalize\"}");
        command("chief", table2, "{\"type\":\"amend\",\"winner\":\"BLACK\",\"reason\":\"protest upheld: the wrong seat was "
                + "named\",\"protestId\":\"protest-1\"}");
        List<EventEnvelope> stored = HttpGames.storedLog(as("chief"), table2);

        JsonNode log = json(as("judge").get("/api/games/" + table2 + "/log").then().statusCode(200).extract().asString());
        assertThat(log.get("gameId").asText()).isEqualTo(table2);
        assertThat(log.get("tournamentId").asText()).isEqualTo(id);
        assertThat(log.get("stage").asText()).isEqualTo("QUALIFYING");
        assertThat(log.get("round").asInt()).isEqualTo(1);
        assertThat(log.get("tableNo").asInt()).isEqualTo(2);
        assertThat(log.get("judge").asText()).isEqualTo("judge");
        JsonNode entries = log.get("entries");
        // every stored event, in order, with its actor and time and its payload as stored
        assertThat(entries).hasSize(stored.size());
        for (int i = 0; i < stored.size(); i++) {
            EventEnvelope e = stored.get(i);
            JsonNode entry = entries.get(i);
            assertThat(entry.get("seq").asLong()).isEqualTo(e.seq());
            assertThat(entry.get("type").asText()).isEqualTo(e.type());
            assertThat(entry.get("actor").asText()).isEqualTo(e.actor());
            assertThat(java.time.Instant.parse(entry.get("at").asText())).isEqualTo(e.occurredAt());
            assertThat(entry.get("payload")).isEqualTo(json(EventJson.writePayload(e.payload())));
            assertThat(entry.get("gameId").asText()).isEqualTo(table2);
            assertThat(entry.get("tableNo").asInt()).isEqualTo(2);
        }
        long foul = stored.stream().filter(e -> e.type().equals("FoulGiven")).findFirst().orElseThrow().seq();
        long undo = stored.stream().filter(e -> e.type().equals("CommandUndone")).findFirst().orElseThrow().seq();
        assertThat(undo).isEqualTo(foul + 1);
        List<String> expected = new ArrayList<>();
        for (EventEnvelope e : stored) {
            expected.add(e.seq() + " " + e.type() + " " + (e.seq() == 1 ? "organiser" : e.type().equals("GameAmended") ? "chief" : "judge")
                    + (e.seq() == foul ? " undone by " + undo : ""));
        }
        assertThat(lines(entries)).containsExactlyElementsOf(expected);
        assertThat(lines(entries).subList(0, 2)).containsExactly("1 GameCreated organiser", "2 RolesDealt judge");
        assertThat(lines(entries).subList((int) foul - 1, entries.size())).containsExactly(
                foul + " FoulGiven judge undone by " + undo, undo + " CommandUndone judge",
                (undo + 1) + " TeamDefeated judge", (undo + 2) + " GameEnded judge", (undo + 3) + " GameFinalized judge",
                (undo + 4) + " GameAmended chief");
        JsonNode amended = entries.get(entries.size() - 1);
        assertThat(amended.get("amendment")).isEqualTo(json("{\"before\":\"RED\",\"after\":\"BLACK\","
                + "\"reason\":\"protest upheld: the wrong seat was named\",\"protestId\":\"protest-1\"}"));
        assertThat(entries.get(0).has("amendment")).isFalse();

        // who may read a game's log
        as("chief").get("/api/games/" + table2 + "/log").then().statusCode(200);
        as("organiser").get("/api/games/" + table2 + "/log").then().statusCode(200);
        // another tournament's organiser does not (docs/organiser.md "Who")
        as("organiser2").get("/api/games/" + table2 + "/log").then().statusCode(403).body("error", is("FORBIDDEN"));
        as("judge2").get("/api/games/" + table2 + "/log").then().statusCode(403).body("error", is("FORBIDDEN"));
        as("judge").get("/api/games/unknown-game/log").then().statusCode(404);

        // the tournament's log: by table, by judge, by type
        String tournamentLog = "/api/tournaments/" + id + "/log";
        JsonNode all = json(as("organiser").get(tournamentLog).then().statusCode(200).extract().asString());
        assertThat(all.get("entries")).hasSize(stored.size() + 1);
        assertThat(all.get("more").asBoolean()).isFalse();
        JsonNode byTable = json(as("chief").queryParam("table", 1).get(tournamentLog).then().statusCode(200).extract().asString());
        assertThat(lines(byTable.get("entries"))).containsExactly("1 GameCreated organiser");
        assertThat(byTable.at("/entries/0/gameId").asText()).isEqualTo(table1);
        JsonNode byJudge = json(as("chief").queryParam("judge", "judge").get(tournamentLog).then().statusCode(200).extract().asString());
        assertThat(lines(byJudge.get("entries"))).containsExactlyElementsOf(expected);
        JsonNode byTypes = json(as("chief").queryParam("type", "FoulGiven", "GameAmended").get(tournamentLog)
                .then().statusCode(200).extract().asString());
        assertThat(lines(byTypes.get("entries"))).containsExactly(foul + " FoulGiven judge undone by " + undo,
                (undo + 4) + " GameAmended chief");
        // the page holds neither the undo nor the end: they still mark its entries (the amendment's result before)
        assertThat(byTypes.at("/entries/1/amendment")).isEqualTo(amended.get("amendment"));
        JsonNode page = json(as("chief").queryParam("judge", "judge").queryParam("offset", 1).queryParam("limit", 2)
                .get(tournamentLog).then().statusCode(200).extract().asString());
        assertThat(lines(page.get("entries"))).containsExactlyElementsOf(expected.subList(1, 3));
        assertThat(page.get("more").asBoolean()).isTrue();

        as("chief").queryParam("type", "Nonsense").get(tournamentLog).then().statusCode(400).body("error", is("MALFORMED_COMMAND"));
        as("chief").queryParam("limit", 0).get(tournamentLog).then().statusCode(400);
        as("judge").get(tournamentLog).then().statusCode(403);
        as("chief").get("/api/tournaments/no-such-cup/log").then().statusCode(404).body("error", is("NOT_FOUND"));
    }
}
