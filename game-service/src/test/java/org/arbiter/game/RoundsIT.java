package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/**
 * A stage's seating and its rounds published as games, with real Keycloak tokens: the organiser seats and publishes,
 * each judge lists exactly his tables and runs only them.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class RoundsIT {

    static final String CSV = "text/csv; charset=UTF-8";

    static RequestSpecification as(String user) {
        return given().auth().oauth2(KeycloakTestResource.tokens().accessToken(user));
    }

    /** A tournament of 20 players (p1..p20, "Игрок 1".."Игрок 20"), judges judge and judge2. */
    static String tournamentOf20() {
        String id = "rounds-" + UUID.randomUUID().toString().substring(0, 8);
        as("organiser").contentType(ContentType.JSON).body("{\"id\":\"" + id + "\",\"name\":\"Кубок\",\"startsOn\":\"2026-10-01\","
                + "\"endsOn\":\"2026-10-01\",\"ruleset\":\"FIIM\",\"options\":{\"withdrawal\":false},"
                + "\"stages\":[{\"stage\":\"QUALIFYING\",\"gamesPerPlayer\":2}]}").post("/api/tournaments").then().statusCode(201);
        StringBuilder csv = new StringBuilder("nickname\n");
        for (int i = 1; i <= 20; i++) {
            csv.append("Игрок ").append(i).append('\n');
        }
        as("organiser").contentType(CSV).body(csv.toString()).post("/api/tournaments/" + id + "/players/csv").then().statusCode(201);
        as("organiser").contentType(ContentType.JSON).body("{\"judges\":[\"judge\",\"judge2\"]}")
                .post("/api/tournaments/" + id + "/judges").then().statusCode(200);
        nameChief(id, "organiser");
        return id;
    }

    /** The tournament names the demo chief judge {@code chief} its chief judge (as its organiser {@code organiser}). */
    static void nameChief(String tournamentId, String organiser) {
        as(organiser).contentType(ContentType.JSON).body("{\"chiefJudges\":[\"chief\"]}")
                .post("/api/tournaments/" + tournamentId + "/staff").then().statusCode(200);
    }

    /** Two rounds of two tables: round 1 p1..p10 at table 1, p11..p20 at table 2; round 2 interleaved. */
    static String twoRounds() {
        return "{\"rounds\":[" + round(1, List.of(range(1, 10), range(11, 20))) + ","
                + round(2, List.of(List.of(1, 11, 2, 12, 3, 13, 4, 14, 5, 15), List.of(6, 16, 7, 17, 8, 18, 9, 19, 10, 20))) + "]}";
    }

    static List<Integer> range(int from, int to) {
        return java.util.stream.IntStream.rangeClosed(from, to).boxed().toList();
    }

    static String round(int number, List<List<Integer>> tables) {
        StringBuilder json = new StringBuilder("{\"number\":" + number + ",\"tables\":[");
        for (int t = 0; t < tables.size(); t++) {
            json.append(t == 0 ? "" : ",").append("{\"number\":").append(t + 1).append(",\"seats\":[");
            for (int seat = 1; seat <= 10; seat++) {
                json.append(seat == 1 ? "" : ",").append("{\"number\":").append(seat).append(",\"player\":\"p")
                        .append(tables.get(t).get(seat - 1)).append("\"}");
            }
            json.append("]}");
        }
        return json.append("]}").toString();
    }

    @Test
    void aPublishedRoundIsAGameATableJudgedByItsJudgeAndListedForHimOnly() {
        String id = tournamentOf20();
        String stage = "/api/tournaments/" + id + "/stages/QUALIFYING";
        as("organiser").contentType(ContentType.JSON).body(twoRounds()).put(stage + "/seating").then().statusCode(200)
                .body("rounds.number", contains(1, 2)).body("rounds[1].tables[0].seats.player",
                        contains("p1", "p11", "p2", "p12", "p3", "p13", "p4", "p14", "p5", "p15"));

        List<Map<String, Object>> published = as("organiser").contentType(ContentType.JSON)
                .body("{\"judges\":{\"1\":\"judge2\",\"2\":\"judge\"}}").post(stage + "/rounds/1/publish")
                .then().statusCode(201).body("tableNo", contains(1, 2)).body("judge", contains("judge2", "judge"))
                .extract().jsonPath().getList("$");
        String table1 = (String) published.get(0).get("gameId");
        String table2 = (String) published.get(1).get("gameId");
        as("judge").get(stage + "/rounds/1").then().statusCode(200).body("tableNo", contains(1, 2))
                .body("gameId", contains(table1, table2)).body("judge", contains("judge2", "judge"));
        as("organiser").get(stage + "/rounds/2").then().statusCode(404);
        as("organiser").contentType(ContentType.JSON).body("{\"judges\":{\"1\":\"judge2\",\"2\":\"judge\"}}")
                .post(stage + "/rounds/1/publish").then().statusCode(409).body("error", is("ROUND_PUBLISHED"))
                .body("message", is("round 1 of QUALIFYING is already published"));
        as("organiser").contentType(ContentType.JSON).body(twoRounds()).put(stage + "/seating").then().statusCode(409)
                .body("error", is("STAGE_PUBLISHED"));

        List<EventEnvelope> log = HttpGames.storedLog(as("chief"), table2);
        assertThat(log).hasSize(1);
        GameCreated created = (GameCreated) log.getFirst().payload();
        List<SeatedPlayer> seats = range(11, 20).stream().map(p -> new SeatedPlayer(p - 10, "p" + p, "Игрок " + p)).toList();
        assertThat(created).isEqualTo(new GameCreated(id, Stage.QUALIFYING, 2, 1, Ruleset.FIIM,
                new org.arbiter.events.game.GameOptions(false, true), seats, "judge"));
        assertThat(log.getFirst().actor()).isEqualTo("organiser");

        as("judge").get("/api/games/assigned").then().statusCode(200)
                .body("findAll { it.tournamentId == '" + id + "' }.gameId", contains(table2))
                .body("find { it.gameId == '" + table2 + "' }.round", is(1))
                .body("find { it.gameId == '" + table2 + "' }.tableNo", is(2))
                .body("find { it.gameId == '" + table2 + "' }.stage", is("QUALIFYING"))
                .body("find { it.gameId == '" + table2 + "' }.phase", is("SETUP"))
                .body("find { it.gameId == '" + table2 + "' }.finalized", is(false));
        as("judge2").get("/api/games/assigned").then().statusCode(200)
                .body("findAll { it.tournamentId == '" + id + "' }.gameId", contains(table1));
        as("organiser").get("/api/games/assigned").then().statusCode(403);

        as("judge").contentType(ContentType.JSON).body(HttpGames.deal()).post("/api/games/" + table1 + "/commands")
                .then().statusCode(403);
        as("judge").contentType(ContentType.JSON).body(HttpGames.deal()).post("/api/games/" + table2 + "/commands")
                .then().statusCode(200);
        as("judge").get("/api/games/assigned").then().statusCode(200)
                .body("find { it.gameId == '" + table2 + "' }.phase", is("NIGHT"))
                .body("find { it.gameId == '" + table2 + "' }.version", is(1));
    }

    @Test
    void anOrganiserListsHisOwnTournamentsAndAChiefJudgeThoseNamingHimNewestFirst() {
        String mine = tournamentOf20();
        String theirs = "rounds-" + UUID.randomUUID().toString().substring(0, 8);
        as("organiser2").contentType(ContentType.JSON).body("{\"id\":\"" + theirs + "\",\"name\":\"Весенний кубок\","
                + "\"startsOn\":\"2027-04-01\",\"endsOn\":\"2027-04-03\",\"ruleset\":\"FSM\","
                + "\"stages\":[{\"stage\":\"QUALIFYING\",\"gamesPerPlayer\":12},{\"stage\":\"FINAL\",\"gamesPerPlayer\":4}]}")
                .post("/api/tournaments").then().statusCode(201);
        String unnamed = "rounds-" + UUID.randomUUID().toString().substring(0, 8);
        as("organiser").contentType(ContentType.JSON).body("{\"id\":\"" + unnamed + "\",\"name\":\"Без главного судьи\","
                + "\"startsOn\":\"2027-04-01\",\"endsOn\":\"2027-04-03\",\"ruleset\":\"FSM\","
                + "\"stages\":[{\"stage\":\"QUALIFYING\",\"gamesPerPlayer\":12}]}").post("/api/tournaments").then().statusCode(201);
        nameChief(theirs, "organiser2");

        as("organiser").get("/api/tournaments").then().statusCode(200)
                .body("id", hasItem(mine)).body("id", not(hasItem(theirs))).body("createdBy", everyItem(is("organiser")));
        as("organiser2").get("/api/tournaments").then().statusCode(200)
                .body("id", hasItem(theirs)).body("id", not(hasItem(mine)))
                .body("find { it.id == '" + theirs + "' }.name", is("Весенний кубок"))
                .body("find { it.id == '" + theirs + "' }.startsOn", is("2027-04-01"))
                .body("find { it.id == '" + theirs + "' }.endsOn", is("2027-04-03"))
                .body("find { it.id == '" + theirs + "' }.ruleset", is("FSM"))
                .body("find { it.id == '" + theirs + "' }.options.withdrawal", is(true))
                .body("find { it.id == '" + theirs + "' }.stages.stage", contains("QUALIFYING", "FINAL"))
                .body("find { it.id == '" + theirs + "' }.stages.gamesPerPlayer", contains(12, 4));
        // a chief judge lists the tournaments that name him, whoever registered them
        List<String> all = as("chief").get("/api/tournaments").then().statusCode(200).extract().jsonPath().getList("id");
        assertThat(all).contains(mine, theirs).doesNotContain(unnamed);
        assertThat(all.indexOf(theirs)).isLessThan(all.indexOf(mine));
        as("judge").get("/api/tournaments").then().statusCode(403);
    }

    @Test
    void aBadSeatingOrJudgingIsRefusedWithItsCode() {
        String id = tournamentOf20();
        String stage = "/api/tournaments/" + id + "/stages/QUALIFYING";
        String twice = "{\"rounds\":[" + round(1, List.of(range(1, 10), List.of(11, 12, 13, 14, 15, 16, 17, 18, 19, 1))) + "]}";
        as("organiser").contentType(ContentType.JSON).body(twice).put(stage + "/seating").then().statusCode(422)
                .body("error", is("INVALID_SEATING")).body("message", is("round 1, table 2: player p1 already sits at table 1 this round"));
        String stranger = "{\"rounds\":[" + round(1, List.of(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 99), range(11, 20))) + "]}";
        as("organiser").contentType(ContentType.JSON).body(stranger).put(stage + "/seating").then().statusCode(422)
                .body("error", is("UNREGISTERED_PLAYER")).body("message", is("round 1, table 1: p99 is not registered for the tournament"));
        as("organiser").contentType(ContentType.JSON).body("{\"rounds\":[" + round(2, List.of(range(1, 10))) + "]}")
                .put(stage + "/seating").then().statusCode(422).body("error", is("INVALID_SEATING"))
                .body("message", is("round 2 is listed where round 1 belongs"));
        as("organiser").contentType(ContentType.JSON).body(twoRounds()).put("/api/tournaments/" + id + "/stages/FINAL/seating")
                .then().statusCode(422).body("error", is("UNKNOWN_STAGE"))
                .body("message", is("the regulations of " + id + " have no stage FINAL"));
        as("judge").contentType(ContentType.JSON).body(twoRounds()).put(stage + "/seating").then().statusCode(403);

        as("organiser").contentType(ContentType.JSON).body(twoRounds()).put(stage + "/seating").then().statusCode(200);
        as("judge").get(stage + "/seating").then().statusCode(200).body("rounds[0].tables.number", contains(1, 2));
        String publish = stage + "/rounds/1/publish";
        as("organiser").contentType(ContentType.JSON).body("{\"judges\":{\"1\":\"judge\"}}").post(publish).then().statusCode(422)
                .body("error", is("UNJUDGED_TABLE")).body("message", is("table 2 has no judge"));
        as("organiser").contentType(ContentType.JSON).body("{\"judges\":{\"1\":\"judge\",\"2\":\"judge\"}}").post(publish).then()
                .statusCode(422).body("error", is("JUDGE_TWICE"));
        as("organiser").contentType(ContentType.JSON).body("{\"judges\":{\"1\":\"judge\",\"2\":\"chief\"}}").post(publish).then()
                .statusCode(422).body("error", is("UNREGISTERED_JUDGE")).body("message", is("chief is not a judge of the tournament"));
        as("organiser").contentType(ContentType.JSON).body("{\"judges\":{\"1\":\"judge\",\"2\":\"judge2\"}}")
                .post(stage + "/rounds/3/publish").then().statusCode(404).body("error", is("NOT_FOUND"));
        as("judge").contentType(ContentType.JSON).body("{\"judges\":{\"1\":\"judge\",\"2\":\"judge2\"}}").post(publish).then()
                .statusCode(403);
        as("chief").contentType(ContentType.JSON).body("{\"judges\":{\"1\":\"judge\",\"2\":\"judge2\"}}").post(publish).then()
                .statusCode(201);
    }
}
