package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.is;

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
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/** An organiser registers a tournament; its regulations reach tournament-events; its games use its players. */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class TournamentIT {

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    static String tournament(String id) {
        StringBuilder players = new StringBuilder();
        for (int i = 1; i <= 12; i++) {
            players.append(i == 1 ? "" : ",").append("{\"playerId\":\"t-").append(i).append("\",\"nickname\":\"Игрок ").append(i).append("\"}");
        }
        return "{\"id\":\"" + id + "\",\"name\":\"Кубок весны\",\"startsOn\":\"2026-04-01\",\"endsOn\":\"2026-04-03\","
                + "\"ruleset\":\"FIIM\",\"options\":{\"withdrawal\":false},"
                + "\"stages\":[{\"stage\":\"QUALIFYING\",\"gamesPerPlayer\":10},{\"stage\":\"FINAL\",\"gamesPerPlayer\":5}],"
                + "\"players\":[" + players + "]}";
    }

    static String gameOf(String tournamentId, int firstPlayer) {
        StringBuilder players = new StringBuilder();
        for (int seat = 1; seat <= 10; seat++) {
            players.append(seat == 1 ? "" : ",").append("{\"seat\":").append(seat).append(",\"playerId\":\"t-")
                    .append(seat + firstPlayer - 1).append("\",\"nickname\":\"N").append(seat).append("\"}");
        }
        return "{\"tournamentId\":\"" + tournamentId + "\",\"stage\":\"QUALIFYING\",\"tableNo\":2,\"gameNo\":1,"
                + "\"ruleset\":\"FIIM\",\"judge\":\"judge\",\"players\":[" + players + "]}";
    }

    @Test
    @TestSecurity(user = "organiser", roles = "organiser")
    void anOrganiserRegistersATournamentAndItsRegulationsReachTheTopic() throws Exception {
        String id = "cup-" + UUID.randomUUID().toString().substring(0, 8);
        given().contentType(ContentType.JSON).body(tournament(id)).post("/api/tournaments").then().statusCode(201)
                .body("tournamentId", is(id)).body("seq", is(1)).body("type", is("TournamentCreated"));
        given().contentType(ContentType.JSON).body(tournament(id)).post("/api/tournaments").then().statusCode(409)
                .body("error", is("TOURNAMENT_EXISTS"));
        given().get("/api/tournaments/" + id).then().statusCode(200).body("stages[0].gamesPerPlayer", is(10));

        given().contentType(ContentType.JSON).body(gameOf(id, 1)).post("/api/games").then().statusCode(201);
        given().contentType(ContentType.JSON).body(gameOf(id, 4)).post("/api/games").then().statusCode(422)
                .body("error", is("UNREGISTERED_PLAYER"));

        EventEnvelope published = readTournament(id);
        assertThat(published.tournamentId()).isEqualTo(id);
        assertThat(published.gameId()).isNull();
        TournamentCreated regulations = (TournamentCreated) published.payload();
        assertThat(regulations.ruleset()).isEqualTo(Ruleset.FIIM);
        assertThat(regulations.options().withdrawal()).isFalse();
        assertThat(regulations.stages()).containsExactly(new TournamentCreated.StagePlan(Stage.QUALIFYING, 10),
                new TournamentCreated.StagePlan(Stage.FINAL, 5));
        assertThat(regulations.players()).hasSize(12);
        assertThat(published.actor()).isEqualTo("organiser");
    }

    @Test
    @TestSecurity(user = "judge", roles = "judge")
    void aJudgeCannotRegisterATournament() {
        given().contentType(ContentType.JSON).body(tournament("cup-judge")).post("/api/tournaments").then().statusCode(403);
    }

    @Test
    @TestSecurity(user = "organiser", roles = "organiser")
    void badRegulationsAreRefused() {
        given().contentType(ContentType.JSON).body("{\"id\":\"x\"}").post("/api/tournaments").then().statusCode(400)
                .body("error", is("MALFORMED_COMMAND"));
        given().contentType(ContentType.JSON).body(tournament("cup-r").replace("\"FIIM\"", "\"POKER\""))
                .post("/api/tournaments").then().statusCode(422).body("error", is("UNKNOWN_RULESET"));
        given().contentType(ContentType.JSON).body(tournament("cup-d").replace("2026-04-03", "2026-03-01"))
                .post("/api/tournaments").then().statusCode(400).body("error", is("MALFORMED_COMMAND"));
        given().contentType(ContentType.JSON).body(tournament("cup-n").replace("\"2026-04-03\"", "20260403"))
                .post("/api/tournaments").then().statusCode(400).body("error", is("MALFORMED_COMMAND"));
        given().contentType(ContentType.JSON).body(tournament("cup-o").replace("{\"withdrawal\":false}", "{\"night\":true}"))
                .post("/api/tournaments").then().statusCode(422).body("error", is("UNKNOWN_OPTION"));
        given().contentType(ContentType.JSON).body("[1]").post("/api/tournaments").then().statusCode(400)
                .body("error", is("MALFORMED_COMMAND"));
        given().contentType(ContentType.JSON).body("").post("/api/tournaments").then().statusCode(400)
                .body("error", is("MALFORMED_COMMAND"));
        given().get("/api/tournaments/cup-r").then().statusCode(404).body("error", is("NOT_FOUND"));
    }

    private EventEnvelope readTournament(String id) {
        List<EventEnvelope> found = TableEventsReader.read(bootstrap, Topics.TOURNAMENT_EVENTS, Map.of(id, 1)).get(id);
        assertThat(found).hasSize(1);
        return found.getFirst();
    }
}
