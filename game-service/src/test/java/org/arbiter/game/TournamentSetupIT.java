package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.Topics;
import org.arbiter.events.tournament.PlayersRegistered;
import org.arbiter.events.tournament.TournamentCreated.RegisteredPlayer;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/** A tournament's set-up: players one by one and from CSV (all or none), judges by username; who may do it. */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class TournamentSetupIT {

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    static final String CSV = "text/csv; charset=UTF-8";

    /** A tournament without players. */
    static String createEmpty() {
        String id = "setup-" + UUID.randomUUID().toString().substring(0, 8);
        String body = "{\"id\":\"" + id + "\",\"name\":\"Осенний кубок\",\"startsOn\":\"2026-10-01\",\"endsOn\":\"2026-10-02\","
                + "\"ruleset\":\"FIIM\",\"stages\":[{\"stage\":\"QUALIFYING\",\"gamesPerPlayer\":10}]}";
        given().contentType(ContentType.JSON).body(body).post("/api/tournaments").then().statusCode(201);
        return id;
    }

    static void importCsv(String tournamentId, String csv) {
        given().contentType(CSV).body(csv).post("/api/tournaments/" + tournamentId + "/players/csv").then().statusCode(201);
    }

    @Test
    @TestSecurity(user = "organiser", roles = "organiser")
    void aCsvImportRegistersEveryRowInOneEventOrNobody() {
        String id = createEmpty();
        given().contentType(ContentType.JSON).body("{\"nickname\":\"Гром\",\"club\":\"Северный ветер\"}")
                .post("/api/tournaments/" + id + "/players").then().statusCode(201)
                .body("playerId", is("p1")).body("nickname", is("Гром")).body("club", is("Северный ветер"))
                .body("externalId", nullValue());

        String bad = "nickname,club,externalId\nМолния,,fiim-7\nгром\n,Клуб\nТуман,,fiim-7\n";
        given().contentType(CSV).body(bad).post("/api/tournaments/" + id + "/players/csv").then().statusCode(422)
                .body("error", is("INVALID_PLAYER_ROWS")).body("rule", nullValue())
                .body("message", is("3 bad rows, nobody registered: line 3: nickname гром is already registered; "
                        + "line 4: the nickname is empty; line 5: external id fiim-7 is on line 2"));
        given().get("/api/tournaments/" + id + "/players").then().statusCode(200).body("nickname", contains("Гром"));

        given().contentType(CSV).body("nickname,club,externalId\nМолния,,fiim-7\n\"Туман, младший\",Клуб А\n")
                .post("/api/tournaments/" + id + "/players/csv").then().statusCode(201)
                .body("playerId", contains("p2", "p3")).body("nickname", contains("Молния", "Туман, младший"));
        given().get("/api/tournaments/" + id + "/players").then().statusCode(200)
                .body("playerId", contains("p1", "p2", "p3"))
                .body("club", contains("Северный ветер", null, "Клуб А"))
                .body("externalId", contains(null, "fiim-7", null));

        List<EventEnvelope> stream = TableEventsReader.read(bootstrap, Topics.TOURNAMENT_EVENTS, Map.of(id, 3)).get(id);
        assertThat(stream).extracting(EventEnvelope::seq).containsExactly(1L, 2L, 3L);
        assertThat(stream).extracting(EventEnvelope::type).containsExactly("TournamentCreated", "PlayersRegistered", "PlayersRegistered");
        assertThat(stream.get(2).actor()).isEqualTo("organiser");
        assertThat(((PlayersRegistered) stream.get(2).payload()).players()).containsExactly(
                new RegisteredPlayer("p2", "Молния", null, "fiim-7"), new RegisteredPlayer("p3", "Туман, младший", "Клуб А", null));
    }

    @Test
    @TestSecurity(user = "organiser", roles = "organiser")
    void oneBadPlayerIsRefusedWithItsCode() {
        String id = createEmpty();
        String players = "/api/tournaments/" + id + "/players";
        given().contentType(ContentType.JSON).body("{\"nickname\":\"Гром\",\"externalId\":\"e-1\"}").post(players).then().statusCode(201);
        given().contentType(ContentType.JSON).body("{\"nickname\":\" ГРОМ \"}").post(players).then().statusCode(409)
                .body("error", is("PLAYER_EXISTS")).body("message", is("nickname ГРОМ is already registered"));
        given().contentType(ContentType.JSON).body("{\"nickname\":\"Ветер\",\"externalId\":\"e-1\"}").post(players).then()
                .statusCode(409).body("error", is("PLAYER_EXISTS")).body("message", is("external id e-1 is already registered"));
        given().contentType(ContentType.JSON).body("{\"club\":\"А\"}").post(players).then().statusCode(400)
                .body("error", is("MALFORMED_COMMAND")).body("message", is("missing field nickname"));
        given().contentType(ContentType.JSON).body("{\"nickname\":\"" + "я".repeat(41) + "\"}").post(players).then()
                .statusCode(400).body("error", is("MALFORMED_COMMAND")).body("message", is("the nickname is longer than 40 characters"));
        given().contentType(CSV).body("\n\n").post(players + "/csv").then().statusCode(400)
                .body("error", is("MALFORMED_COMMAND")).body("message", is("the CSV lists no player"));
        given().contentType(ContentType.JSON).body("{\"nickname\":\"Ветер\"}").post("/api/tournaments/no-such/players").then()
                .statusCode(404).body("error", is("NOT_FOUND")).body("message", is("tournament no-such not found"));
        given().get(players).then().statusCode(200).body("nickname", contains("Гром"));
    }

    @Test
    @TestSecurity(user = "organiser", roles = "organiser")
    void judgesAreRegisteredByUsernameOnceEach() {
        String id = createEmpty();
        String judges = "/api/tournaments/" + id + "/judges";
        given().contentType(ContentType.JSON).body("{\"judges\":[\"judge2\",\"judge\"]}").post(judges).then().statusCode(200)
                .body("judges", contains("judge", "judge2"));
        given().contentType(ContentType.JSON).body("{\"judges\":[\"judge\",\"judge3\"]}").post(judges).then().statusCode(200)
                .body("judges", contains("judge", "judge2", "judge3"));
        given().contentType(ContentType.JSON).body("{\"judges\":[\"Judge Dredd\"]}").post(judges).then().statusCode(400)
                .body("error", is("MALFORMED_COMMAND"))
                .body("message", is("judge \"Judge Dredd\" is not a Keycloak username (lower-case letters, digits, '.', '_', '@', '-')"));
        given().contentType(ContentType.JSON).body("{\"judges\":[]}").post(judges).then().statusCode(400)
                .body("message", is("judges must list at least one Keycloak username"));
        given().get(judges).then().statusCode(200).body("judges", contains("judge", "judge2", "judge3"));
    }

    @Test
    @TestSecurity(user = "judge", roles = "judge")
    void aJudgeSetsNothingUp() {
        given().contentType(ContentType.JSON).body("{\"nickname\":\"Гром\"}").post("/api/tournaments/any/players").then()
                .statusCode(403).body("error", is("FORBIDDEN"));
        given().contentType(CSV).body("Гром\n").post("/api/tournaments/any/players/csv").then().statusCode(403);
        given().contentType(ContentType.JSON).body("{\"judges\":[\"judge\"]}").post("/api/tournaments/any/judges").then()
                .statusCode(403);
    }
}
