package org.arbiter.game;

import static org.arbiter.game.RoundsIT.as;
import static org.arbiter.game.RoundsIT.tournamentOf20;
import static org.arbiter.game.RoundsIT.twoRounds;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.is;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/**
 * A stage's typed bodies over HTTP (StageSeating, StageBodies): a field of the wrong type in each is 400
 * MALFORMED_COMMAND in the one error body and stores nothing; an unknown field is ignored, as the JSON readers before
 * them ignored it.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class StageBodiesIT {

    static void malformed(String body, String method, String path) {
        as("organiser").contentType(ContentType.JSON).body(body).request(method, path).then().statusCode(400)
                .body("error", is("MALFORMED_COMMAND"));
    }

    @Test
    void aSeatingOrASeatingOrderOfTheWrongShapeStoresNothing() {
        String id = tournamentOf20();
        String stage = "/api/tournaments/" + id + "/stages/QUALIFYING";
        String seating = twoRounds();
        malformed(seating.replaceFirst("\"number\":1", "\"number\":\"1\""), "PUT", stage + "/seating");
        malformed(seating.replace("\"player\":\"p1\"", "\"player\":1"), "PUT", stage + "/seating");
        malformed(seating.replaceFirst("\"seats\":\\[", "\"seats\":[null,"), "PUT", stage + "/seating");
        malformed("{\"rounds\":{}}", "PUT", stage + "/seating");
        malformed("{\"rounds\":[]}", "PUT", stage + "/seating");
        malformed("\"rounds\"", "PUT", stage + "/seating");
        malformed("{\"seed\":\"1\"}", "POST", stage + "/seating/solve");
        malformed("{\"players\":\"p1\"}", "POST", stage + "/seating/solve");
        malformed("{\"filling\":1}", "POST", stage + "/seating/solve");
        malformed("{\"separated\":[\"p1\",\"p2\"]}", "POST", stage + "/seating/solve");
        as("organiser").get(stage + "/seating").then().statusCode(200).body("rounds", is(List.of()));

        as("organiser").contentType(ContentType.JSON).body(seating.replace("{\"rounds\"", "{\"note\":\"draft\",\"rounds\"")
                        .replace("\"player\":\"p1\"", "\"player\":\"p1\",\"chair\":\"red\""))
                .put(stage + "/seating").then().statusCode(200).body("rounds.number", contains(1, 2));
        as("organiser").contentType(ContentType.JSON).body("{\"seed\":2,\"speed\":\"fast\"}").post(stage + "/seating/solve")
                .then().statusCode(200).body("seating.rounds.number", contains(1, 2));
    }

    @Test
    void aRoundsJudgesOrATablesJudgeOfTheWrongShapeStoresNothing() {
        String id = tournamentOf20();
        String stage = "/api/tournaments/" + id + "/stages/QUALIFYING";
        as("organiser").contentType(ContentType.JSON).body(twoRounds()).put(stage + "/seating").then().statusCode(200);
        String publish = stage + "/rounds/1/publish";
        malformed("{\"judges\":{\"1\":7,\"2\":\"judge\"}}", "POST", publish);
        malformed("{\"judges\":{\"one\":\"judge2\",\"2\":\"judge\"}}", "POST", publish);
        malformed("{\"judges\":[\"judge2\",\"judge\"]}", "POST", publish);
        malformed("{\"1\":\"judge2\",\"2\":\"judge\"}", "POST", publish);
        as("organiser").get(stage + "/rounds/1").then().statusCode(404);

        String gameId = as("organiser").contentType(ContentType.JSON)
                .body("{\"judges\":{\"1\":\"judge2\",\"2\":\"judge\"},\"round\":1}").post(publish)
                .then().statusCode(201).body("judge", contains("judge2", "judge")).extract().path("[0].gameId");
        String table1 = stage + "/rounds/1/tables/1/judge";
        malformed("{\"judge\":3}", "PUT", table1);
        malformed("{\"judge\":[\"judge\"]}", "PUT", table1);
        malformed("\"judge\"", "PUT", table1);
        malformed("{\"judge\":\"" + "j".repeat(65) + "\"}", "PUT", table1);
        as("organiser").get(stage + "/rounds/1").then().statusCode(200).body("judge", contains("judge2", "judge"));
        assertThat(HttpGames.storedLog(as("chief"), gameId)).hasSize(1);

        as("organiser").contentType(ContentType.JSON).body("{\"judge\":\"judge2\",\"why\":\"the same\"}").put(table1)
                .then().statusCode(200).body("judge", is("judge2"));
        assertThat(HttpGames.storedLog(as("chief"), gameId)).hasSize(1);
    }
}
