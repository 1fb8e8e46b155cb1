package org.arbiter.game;

import static org.arbiter.game.RoundsIT.as;
import static org.arbiter.game.RoundsIT.tournamentOf20;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.is;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/**
 * A stage seated by the solver (Timefold, a few seconds here) and stored as its seating, with real Keycloak tokens:
 * the schedule, its quality report against a random seating and the lower bound, byes, substitutes and refusals.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class SolvedSeatingIT {

    static List<String> players(int from, int to) {
        return IntStream.rangeClosed(from, to).mapToObj(i -> "\"p" + i + "\"").toList();
    }

    /** Per round, per table, the players in seat order, read from a seating's JSON (at {@code path}, "" for the root). */
    static List<List<List<String>>> tables(JsonPath json, String path) {
        String prefix = path.isEmpty() ? "" : path + ".";
        List<List<List<String>>> rounds = new ArrayList<>();
        int roundCount = json.getList(prefix + "rounds").size();
        for (int r = 0; r < roundCount; r++) {
            rounds.add(json.getList(prefix + "rounds[" + r + "].tables.seats.player"));
        }
        return rounds;
    }

    /** How many games each player plays; fails if one sits twice in a round. */
    static Map<String, Integer> gamesOf(List<List<List<String>>> rounds) {
        Map<String, Integer> games = new TreeMap<>();
        for (List<List<String>> round : rounds) {
            List<String> seated = round.stream().flatMap(List::stream).toList();
            assertThat(seated).doesNotHaveDuplicates();
            seated.forEach(p -> games.merge(p, 1, Integer::sum));
        }
        return games;
    }

    static boolean together(List<List<List<String>>> rounds, String a, String b) {
        return rounds.stream().flatMap(List::stream).anyMatch(table -> table.contains(a) && table.contains(b));
    }

    @Test
    void twentyPlayersAreSeatedAtTheLowerBoundAndTheSeatingIsStored() {
        String id = tournamentOf20();
        String stage = "/api/tournaments/" + id + "/stages/QUALIFYING";
        JsonPath solved = as("organiser").contentType(ContentType.JSON)
                .body("{\"separated\":[[\"p1\",\"p2\"],[\"p3\",\"p4\"]]}").post(stage + "/seating/solve")
                .then().statusCode(200)
                .body("seating.rounds.number", contains(1, 2))
                .body("seating.rounds[0].tables.number", contains(1, 2))
                .body("seating.rounds[0].tables[0].seats.number", contains(1, 2, 3, 4, 5, 6, 7, 8, 9, 10))
                .body("byes.round", contains(1, 2))
                .body("byes.players", contains(List.of(), List.of()))
                .body("substitutes", is(List.of()))
                // 2 rounds of 2 tables: 180 meetings over 190 pairs; the bound (rounds against rounds: 5 players from
                // each table of round 1 at each table of round 2) is 260, and the solver stops when it reaches it
                .body("lowerBound.sumOfSquaredMeetings", is(260)).body("lowerBound.maxMeetings", is(1))
                .body("report.pairs", is(190)).body("report.totalMeetings", is(180))
                .body("report.sumOfSquaredMeetings", is(260)).body("report.maxMeetings", is(2)).body("report.ideal", is(1))
                .body("report.pairsAboveIdeal", is(40)).body("report.pairsMeetingTwiceOrMore", is(40))
                .body("report.meetingsHistogram", contains(50, 100, 40))
                .body("report.seatsEven", is(true)).body("report.mostTimesInOneSeat", is(1))
                // the random seating is the solver's seeded start (seed 1 by default): the same figures every run
                .body("random.pairs", is(190)).body("random.totalMeetings", is(180))
                .body("random.sumOfSquaredMeetings", is(264)).body("random.maxMeetings", is(2))
                .body("random.pairsMeetingTwiceOrMore", is(42)).body("random.meetingsHistogram", contains(52, 96, 42))
                .body("random.seatsEven", is(false)).body("random.mostTimesInOneSeat", is(2))
                .extract().jsonPath();
        List<List<List<String>>> rounds = tables(solved, "seating");
        Map<String, Integer> expected = new TreeMap<>();
        IntStream.rangeClosed(1, 20).forEach(i -> expected.put("p" + i, 2));
        assertThat(gamesOf(rounds)).isEqualTo(expected);
        assertThat(together(rounds, "p1", "p2")).isFalse();
        assertThat(together(rounds, "p3", "p4")).isFalse();
        Map<String, List<Integer>> seats = solved.getMap("report.seatHistograms");
        assertThat(seats.keySet()).containsExactlyElementsOf(expected.keySet().stream()
                .sorted(java.util.Comparator.comparingInt(p -> Integer.parseInt(p.substring(1)))).toList());
        Map<String, List<Integer>> seatsFromSchedule = new HashMap<>();
        for (List<List<String>> round : rounds) {
            for (List<String> table : round) {
                for (int seat = 1; seat <= 10; seat++) {
                    List<Integer> counts = seatsFromSchedule.computeIfAbsent(table.get(seat - 1),
                            p -> new ArrayList<>(Collections.nCopies(10, 0)));
                    counts.set(seat - 1, counts.get(seat - 1) + 1);
                }
            }
        }
        assertThat(seats).isEqualTo(seatsFromSchedule);

        JsonPath stored = as("judge").get(stage + "/seating").then().statusCode(200).extract().jsonPath();
        assertThat(tables(stored, "")).isEqualTo(rounds);

        as("organiser").contentType(ContentType.JSON).body("{\"judges\":{\"1\":\"judge\",\"2\":\"judge2\"}}")
                .post(stage + "/rounds/1/publish").then().statusCode(201);
        as("organiser").contentType(ContentType.JSON).body("{}").post(stage + "/seating/solve").then().statusCode(409)
                .body("error", is("STAGE_PUBLISHED")).body("message", is("a round of QUALIFYING is published; its seating stays"));
    }

    @Test
    void playersNotAMultipleOfTenHaveByesOrSubstitutesAsTheOrganiserChooses() {
        String id = tournamentOf20();
        String solve = "/api/tournaments/" + id + "/stages/QUALIFYING/seating/solve";
        String fifteen = "\"players\":" + players(1, 15);
        as("organiser").contentType(ContentType.JSON).body("{" + fifteen + "}").post(solve).then().statusCode(422)
                .body("error", is("FILLING_REQUIRED"))
                .body("message", is("15 players do not fill whole tables: choose filling BYES or SUBSTITUTES"));

        // 15 players × 2 games = 3 tables, one a round: 3 rounds, 5 byes each, dealt in the players' order
        JsonPath byes = as("organiser").contentType(ContentType.JSON).body("{" + fifteen + ",\"filling\":\"BYES\"}").post(solve)
                .then().statusCode(200)
                .body("seating.rounds.number", contains(1, 2, 3))
                .body("byes.players", contains(List.of("p1", "p2", "p3", "p4", "p5"), List.of("p6", "p7", "p8", "p9", "p10"),
                        List.of("p11", "p12", "p13", "p14", "p15")))
                .body("report.pairs", is(105)).body("report.totalMeetings", is(135))
                .body("report.sumOfSquaredMeetings", is(195)).body("lowerBound.sumOfSquaredMeetings", is(195))
                .extract().jsonPath();
        Map<String, Integer> twice = new TreeMap<>();
        IntStream.rangeClosed(1, 15).forEach(i -> twice.put("p" + i, 2));
        assertThat(gamesOf(tables(byes, "seating"))).isEqualTo(twice);

        // 17 players at 2 tables leave 3 seats a round to the three substitutes, each once a round
        JsonPath substituted = as("organiser").contentType(ContentType.JSON)
                .body("{\"filling\":\"SUBSTITUTES\",\"substitutes\":[\"p18\",\"p19\",\"p20\"]}").post(solve)
                .then().statusCode(200)
                .body("seating.rounds.number", contains(1, 2))
                .body("substitutes", contains("p18", "p19", "p20"))
                .body("report.pairs", is(136))
                .extract().jsonPath();
        Map<String, Integer> games = new TreeMap<>();
        IntStream.rangeClosed(1, 17).forEach(i -> games.put("p" + i, 2));
        IntStream.rangeClosed(18, 20).forEach(i -> games.put("p" + i, 2));
        assertThat(gamesOf(tables(substituted, "seating"))).isEqualTo(games);
        assertThat(substituted.getMap("report.seatHistograms").keySet()).doesNotContain("p18", "p19", "p20").hasSize(17);

        as("organiser").contentType(ContentType.JSON)
                .body("{\"players\":" + players(1, 17) + ",\"filling\":\"SUBSTITUTES\",\"substitutes\":[\"p19\",\"p20\"]}")
                .post(solve).then().statusCode(422).body("error", is("SEATING_IMPOSSIBLE"))
                .body("message", is("17 players at 2 tables leave 3 seats a round: at least 3 substitutes are needed, not 2"));
    }

    @Test
    void aBadOrImpossibleRequestIsRefusedWithItsCode() {
        String id = tournamentOf20();
        String solve = "/api/tournaments/" + id + "/stages/QUALIFYING/seating/solve";
        as("judge").contentType(ContentType.JSON).body("{}").post(solve).then().statusCode(403).body("error", is("FORBIDDEN"));
        as("organiser").contentType(ContentType.JSON).body("{}").post("/api/tournaments/" + id + "/stages/FINAL/seating/solve")
                .then().statusCode(422).body("error", is("UNKNOWN_STAGE"));
        as("organiser").contentType(ContentType.JSON).body("{}").post("/api/tournaments/nope/stages/QUALIFYING/seating/solve")
                .then().statusCode(404).body("error", is("NOT_FOUND"));
        as("organiser").contentType(ContentType.JSON).body("{\"separated\":[[\"p1\",\"p99\"]]}").post(solve).then()
                .statusCode(422).body("error", is("UNREGISTERED_PLAYER")).body("message", is("p99 is not registered for the tournament"));
        as("organiser").contentType(ContentType.JSON).body("{\"separated\":[[\"p1\"]]}").post(solve).then()
                .statusCode(400).body("error", is("MALFORMED_COMMAND"));
        as("organiser").contentType(ContentType.JSON).body("{\"filling\":\"SOMETIMES\"}").post(solve).then()
                .statusCode(400).body("error", is("MALFORMED_COMMAND"));
        as("organiser").contentType(ContentType.JSON).body("{\"filling\":\"BYES\",\"substitutes\":[\"p20\"]}").post(solve).then()
                .statusCode(400).body("error", is("MALFORMED_COMMAND"))
                .body("message", is("substitutes are named only with filling SUBSTITUTES"));
        as("organiser").contentType(ContentType.JSON).body("{\"separated\":[[\"p1\",\"p1\"]]}").post(solve).then()
                .statusCode(422).body("error", is("SEATING_IMPOSSIBLE"))
                .body("message", is("a player cannot be separated from himself: p1"));
        // p1 kept from eleven of the other nineteen: his table has room for only the other eight
        String eleven = String.join(",", IntStream.rangeClosed(2, 12).mapToObj(i -> "[\"p1\",\"p" + i + "\"]").toList());
        as("organiser").contentType(ContentType.JSON).body("{\"separated\":[" + eleven + "]}").post(solve).then()
                .statusCode(422).body("error", is("SEPARATION_IMPOSSIBLE"));
        as("organiser").get("/api/tournaments/" + id + "/stages/QUALIFYING/seating").then().statusCode(200)
                .body("rounds", is(List.of()));
    }
}
