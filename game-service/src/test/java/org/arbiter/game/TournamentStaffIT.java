package org.arbiter.game;

import static org.arbiter.game.RoundsIT.as;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/**
 * Rights per tournament on real tokens (docs/organiser.md "Who"): the organiser who registered a tournament and the
 * co-organisers he names set it up; only the chief judges it names run and approve its games; anyone else with the
 * same realm role gets 403 with the one error body.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class TournamentStaffIT {

    private static String tournamentOf(String organiser) {
        String id = "staff-" + System.nanoTime();
        as(organiser).contentType(ContentType.JSON).body(TournamentIT.tournament(id)).post("/api/tournaments").then().statusCode(201);
        return id;
    }

    private static Map<String, Object> refused(io.restassured.response.Response response) {
        assertThat(response.statusCode()).as(response.asString()).isEqualTo(403);
        return response.jsonPath().getMap("$");
    }

    @Test
    void aChiefJudgeRunsAndApprovesOnlyTheTournamentsThatNameHim() {
        String a = tournamentOf("organiser");
        RoundsIT.nameChief(a, "organiser");
        String b = tournamentOf("organiser2");   // names no chief judge
        String gameA = as("organiser").contentType(ContentType.JSON).body(TournamentIT.gameOf(a, 1)).post("/api/games").then()
                .statusCode(201).extract().path("gameId");
        String gameB = as("organiser2").contentType(ContentType.JSON).body(TournamentIT.gameOf(b, 1)).post("/api/games").then()
                .statusCode(201).extract().path("gameId");
        for (String game : List.of(gameA, gameB)) {
            as("judge").contentType(ContentType.JSON).body(HttpGames.deal()).post("/api/games/" + game + "/commands").then().statusCode(200);
        }
        as("chief").contentType(ContentType.JSON).body("{\"type\":\"endNight\"}").post("/api/games/" + gameA + "/commands")
                .then().statusCode(200);
        assertThat(refused(as("chief").contentType(ContentType.JSON).body("{\"type\":\"endNight\"}")
                .post("/api/games/" + gameB + "/commands"))).containsExactly(entry("error", "FORBIDDEN"), entry("rule", null),
                entry("message", "only the game's judge or a chief judge of its tournament runs this game"));
        // approving is the named chief judge's, even on a game he may not run otherwise
        assertThat(refused(as("chief").contentType(ContentType.JSON).body("{\"type\":\"approve\"}")
                .post("/api/games/" + gameB + "/commands"))).containsEntry("error", "FORBIDDEN");
        as("chief").contentType(ContentType.JSON).body("{\"type\":\"approve\"}").post("/api/games/" + gameA + "/commands")
                .then().statusCode(422).body("error", org.hamcrest.Matchers.is("NOTHING_TO_APPROVE"));
        refused(as("chief").get("/api/games/" + gameB));
        as("chief").get("/api/games/" + gameA).then().statusCode(200);
        assertThat(refused(as("chief").contentType(ContentType.JSON).body(Map.of("nickname", "Новичок"))
                .post("/api/tournaments/" + b + "/players"))).containsExactly(entry("error", "FORBIDDEN"), entry("rule", null),
                entry("message", "tournament " + b + " is set up by its organisers or chief judges"));
        assertThat(as("chief").get("/api/tournaments").then().statusCode(200).extract().jsonPath().getList("id", String.class))
                .contains(a).doesNotContain(b);
        // once b names him, he is its chief judge too
        RoundsIT.nameChief(b, "organiser2");
        as("chief").contentType(ContentType.JSON).body("{\"type\":\"endNight\"}").post("/api/games/" + gameB + "/commands")
                .then().statusCode(200);
    }

    @Test
    void anOrganiserSetsUpHisOwnAndTheTournamentsNamingHimCoOrganiser() {
        String a = tournamentOf("organiser");
        String player = "{\"nickname\":\"Гость\"}";
        assertThat(refused(as("organiser2").contentType(ContentType.JSON).body(player).post("/api/tournaments/" + a + "/players")))
                .containsExactly(entry("error", "FORBIDDEN"), entry("rule", null),
                        entry("message", "tournament " + a + " is set up by its organisers or chief judges"));
        assertThat(refused(as("organiser2").contentType(ContentType.JSON).body("{\"organisers\":[\"organiser2\"]}")
                .post("/api/tournaments/" + a + "/staff"))).containsExactly(entry("error", "FORBIDDEN"), entry("rule", null),
                entry("message", "the staff of tournament " + a + " is named by its organisers"));
        refused(as("organiser2").contentType(ContentType.JSON).body(TournamentIT.gameOf(a, 1)).post("/api/games"));
        refused(as("chief").contentType(ContentType.JSON).body("{\"organisers\":[\"chief\"]}").post("/api/tournaments/" + a + "/staff"));
        as("organiser").contentType(ContentType.JSON).body("{\"organisers\":[]}").post("/api/tournaments/" + a + "/staff").then()
                .statusCode(400).body("error", org.hamcrest.Matchers.is("MALFORMED_COMMAND"));

        as("organiser").contentType(ContentType.JSON).body("{\"organisers\":[\"organiser2\"],\"chiefJudges\":[\"chief\"]}")
                .post("/api/tournaments/" + a + "/staff").then().statusCode(200)
                .body("createdBy", org.hamcrest.Matchers.is("organiser"))
                .body("organisers", org.hamcrest.Matchers.contains("organiser2"))
                .body("chiefJudges", org.hamcrest.Matchers.contains("chief"));
        as("organiser2").contentType(ContentType.JSON).body(player).post("/api/tournaments/" + a + "/players").then().statusCode(201);
        as("organiser2").contentType(ContentType.JSON).body(TournamentIT.gameOf(a, 1)).post("/api/games").then().statusCode(201);
        assertThat(as("organiser2").get("/api/tournaments").then().statusCode(200).extract().jsonPath().getList("id", String.class))
                .contains(a);
        as("judge").get("/api/tournaments/" + a + "/staff").then().statusCode(200)
                .body("organisers", org.hamcrest.Matchers.contains("organiser2"));
    }
}
