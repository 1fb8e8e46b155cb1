package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import io.vertx.mutiny.sqlclient.Pool;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every endpoint of game-service × every caller → the exact status (docs/reliability.md "Access and limits"), with
 * real Keycloak tokens of the realm's demo users. Game A is judged by {@code judge} (his own table; {@code judge2}
 * is another table's judge); tournament T is registered by {@code organiser} ({@code organiser2} is another
 * tournament's organiser). A player is a {@code viewer} whose user name is his {@code playerId}: game-service has
 * nothing for players beyond the public view. A caller who may send a command gets the rules' answer (422 for a
 * nomination at night, or for an approve with nothing to approve), so that every row leaves the game as it was.
 * Any refusal is the one error body; nothing a refused caller sends is stored.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class AccessIT {

    /** The callers, in the columns' order; {@code null} is no token. */
    static final List<String> CALLERS = List.of("judge", "judge2", "chief", "organiser", "organiser2", "viewer", "none");

    private static final Map<String, String> TOKENS = new HashMap<>();
    private static final AtomicInteger NEXT = new AtomicInteger(100);

    @Inject
    Pool pool;

    /** One endpoint: how to call it, and the status each caller gets, in {@link #CALLERS}' order. */
    record Row(String endpoint, String method, Supplier<String> path, Supplier<String> body, int... statuses) {
    }

    static String token(String user) {
        return TOKENS.computeIfAbsent(user, u -> KeycloakTestResource.tokens().accessToken(u));
    }

    static RequestSpecification as(String caller) {
        RequestSpecification request = given().contentType(ContentType.JSON);
        return caller.equals("none") ? request : request.auth().oauth2(token(caller));
    }

    static String newTournament() {
        String id = "access-" + System.nanoTime();
        as("organiser").body(TournamentIT.tournament(id)).post("/api/tournaments").then().statusCode(201);
        as("organiser").body("{\"chiefJudges\":[\"chief\"]}").post("/api/tournaments/" + id + "/staff").then().statusCode(200);
        return id;
    }

    /** A game of the tournament on table 2 with the given game number, judged by {@code judge}. */
    static String tournamentGame(String tournamentId, int gameNo) {
        return TournamentIT.gameOf(tournamentId, 1).replace("\"gameNo\":1", "\"gameNo\":" + gameNo);
    }

    @TestFactory
    Stream<DynamicTest> everyEndpointByEveryCaller() {
        String tournament = newTournament();
        String gameA = as("judge").body(HttpGames.newGame("FIIM", null)).post("/api/games").then().statusCode(201)
                .extract().path("gameId");
        String commands = "/api/games/" + gameA + "/commands";
        as("judge").body(HttpGames.deal()).post(commands).then().statusCode(200);
        String retried = "{\"type\":\"foul\",\"seat\":1,\"commandId\":\"tablet-1\"}";
        as("judge").body(retried).post(commands).then().statusCode(200);
        List<Row> rows = List.of(
                new Row("create a friendly game (the caller judges it; an organiser names the judge)", "POST",
                        () -> "/api/games", () -> HttpGames.newGame("FIIM", "judge"),
                        201, 201, 201, 201, 201, 403, 401),
                new Row("create a game of tournament T", "POST", () -> "/api/games",
                        () -> tournamentGame(tournament, NEXT.incrementAndGet()),
                        403, 403, 201, 201, 403, 403, 401),
                new Row("command to game A (the rules then refuse a nomination at night)", "POST", () -> commands,
                        () -> "{\"type\":\"nominate\",\"by\":1,\"target\":2}",
                        422, 403, 422, 403, 403, 403, 401),
                new Row("the chief judge's command (approve) to game A", "POST", () -> commands,
                        () -> "{\"type\":\"approve\"}",
                        403, 403, 422, 403, 403, 403, 401),
                new Row("a repeated commandId of game A (the first answer, 200)", "POST", () -> commands,
                        () -> retried,
                        200, 403, 200, 403, 403, 403, 401),
                new Row("judge's view of game A", "GET", () -> "/api/games/" + gameA, () -> null,
                        200, 403, 200, 200, 200, 403, 401),
                new Row("game A's event log", "GET", () -> "/api/games/" + gameA + "/events", () -> null,
                        200, 403, 200, 200, 200, 403, 401),
                new Row("game A's audit log", "GET", () -> "/api/games/" + gameA + "/log", () -> null,
                        200, 403, 200, 200, 200, 403, 401),
                new Row("tournament T's audit log", "GET", () -> "/api/tournaments/" + tournament + "/log", () -> null,
                        403, 403, 200, 200, 200, 403, 401),
                new Row("game A's public view", "GET", () -> "/api/games/" + gameA + "/public", () -> null,
                        200, 200, 200, 200, 200, 200, 200),
                new Row("register a tournament", "POST", () -> "/api/tournaments",
                        () -> TournamentIT.tournament("access-" + System.nanoTime()),
                        403, 403, 403, 201, 201, 403, 401),
                new Row("tournament T's regulations", "GET", () -> "/api/tournaments/" + tournament, () -> null,
                        200, 200, 200, 200, 200, 200, 200),
                new Row("register a player of tournament T", "POST", () -> "/api/tournaments/" + tournament + "/players",
                        () -> "{\"nickname\":\"Новичок " + NEXT.incrementAndGet() + "\"}",
                        403, 403, 201, 201, 403, 403, 401),
                new Row("register judges of tournament T", "POST", () -> "/api/tournaments/" + tournament + "/judges",
                        () -> "{\"judges\":[\"judge\"]}",
                        403, 403, 200, 200, 403, 403, 401),
                new Row("the games assigned to the caller", "GET", () -> "/api/games/assigned", () -> null,
                        200, 200, 200, 403, 403, 403, 401),
                new Row("the tournaments the caller sets up", "GET", () -> "/api/tournaments", () -> null,
                        403, 403, 200, 200, 200, 403, 401),
                new Row("round 1 of tournament T's qualifying (not published: 404 to whoever may read a round)", "GET",
                        () -> "/api/tournaments/" + tournament + "/stages/QUALIFYING/rounds/1", () -> null,
                        404, 404, 404, 404, 404, 403, 401));
        List<DynamicTest> tests = new ArrayList<>();
        for (Row row : rows) {
            assertThat(row.statuses()).hasSameSizeAs(CALLERS);
            for (int i = 0; i < CALLERS.size(); i++) {
                String caller = CALLERS.get(i);
                int expected = row.statuses()[i];
                tests.add(DynamicTest.dynamicTest(row.endpoint() + " as " + caller + " → " + expected, () -> {
                    long[] before = counts();
                    String body = row.body().get();
                    RequestSpecification request = as(caller);
                    if (body != null) {
                        request.body(body);
                    }
                    Response response = row.method().equals("GET") ? request.get(row.path().get()) : request.post(row.path().get());
                    assertThat(response.statusCode()).as(response.asString()).isEqualTo(expected);
                    if (expected >= 400) {
                        assertThat(response.jsonPath().getMap("$")).as("the one error body")
                                .containsOnlyKeys("error", "rule", "message");
                        assertThat(response.jsonPath().getString("error")).isEqualTo(switch (expected) {
                            case 401 -> "UNAUTHORIZED";
                            case 403 -> "FORBIDDEN";
                            default -> response.jsonPath().getString("error");
                        });
                    }
                    if (expected >= 400 || row.method().equals("GET") || expected == 200) {
                        assertThat(counts()).as("nothing stored").containsExactly(before);
                    }
                }));
            }
        }
        return tests.stream();
    }

    @Test
    void aTournamentsTableGameIsCreatedOnce() {
        String tournament = newTournament();
        String game = tournamentGame(tournament, 7);
        as("organiser").body(game).post("/api/games").then().statusCode(201);
        long[] before = counts();
        Response again = as("chief").body(game).post("/api/games");
        assertThat(again.statusCode()).isEqualTo(409);
        assertThat(again.jsonPath().getMap("$")).containsExactly(entry("error", "GAME_EXISTS"), entry("rule", null),
                entry("message", "tournament " + tournament + " already has game 7 of table 2 in stage QUALIFYING"));
        assertThat(counts()).as("nothing stored").containsExactly(before);
        as("organiser").body(game.replace("\"stage\":\"QUALIFYING\"", "\"stage\":\"FINAL\"")).post("/api/games")
                .then().statusCode(201);
        as("organiser").body(game.replace("\"tableNo\":2", "\"tableNo\":3")).post("/api/games").then().statusCode(201);
        as("organiser").body(tournamentGame(newTournament(), 7)).post("/api/games").then().statusCode(201);
        as("organiser").body(game.replace("\"tableNo\":2,", "")).post("/api/games").then().statusCode(400)
                .body("error", org.hamcrest.Matchers.is("MALFORMED_COMMAND"));
    }

    /**
     * A tablet that got no answer in time sends its creation again: the same caller's same body is answered as the
     * first was (201, the same game id and version) and stores nothing; any other body, or the same body from
     * someone else, for that table's game is 409 GAME_EXISTS (docs/rules/TABLE-API.md "Creating a game").
     */
    @Test
    void aResentCreationIsAnsweredAsTheFirstWasAndAnyOtherCreationOfThatGameIsRefused() {
        String tournament = newTournament();
        String game = tournamentGame(tournament, 8);
        Response first = as("organiser").body(game).post("/api/games");
        assertThat(first.statusCode()).as(first.asString()).isEqualTo(201);
        long[] before = counts();

        Response resent = as("organiser").body(game).post("/api/games");
        assertThat(resent.statusCode()).as(resent.asString()).isEqualTo(201);
        assertThat(resent.jsonPath().getMap("$")).isEqualTo(first.jsonPath().getMap("$"));
        assertThat(counts()).as("nothing stored").containsExactly(before);

        // the game played on: a resend still gets the creation's answer, and the game is untouched
        String gameId = first.jsonPath().getString("gameId");
        as("judge").body(HttpGames.deal()).post("/api/games/" + gameId + "/commands").then().statusCode(200);
        long[] played = counts();
        Response late = as("organiser").body(game).post("/api/games");
        assertThat(late.statusCode()).as(late.asString()).isEqualTo(201);
        assertThat(late.jsonPath().getMap("$")).isEqualTo(first.jsonPath().getMap("$"));
        assertThat(counts()).as("nothing stored").containsExactly(played);

        String refused = "tournament " + tournament + " already has game 8 of table 2 in stage QUALIFYING";
        for (String other : List.of(game.replace("\"ruleset\":\"FIIM\"", "\"ruleset\":\"FSM\""),
                game.replace("\"ruleset\":\"FIIM\"", "\"ruleset\":\"FIIM\",\"options\":{\"withdrawal\":false}"))) {
            assertThat(other).isNotEqualTo(game);
            Response again = as("organiser").body(other).post("/api/games");
            assertThat(again.statusCode()).as(again.asString()).isEqualTo(409);
            assertThat(again.jsonPath().getMap("$")).containsExactly(entry("error", "GAME_EXISTS"), entry("rule", null),
                    entry("message", refused));
        }
        Response byTheChief = as("chief").body(game).post("/api/games");
        assertThat(byTheChief.statusCode()).as(byTheChief.asString()).isEqualTo(409);
        assertThat(byTheChief.jsonPath().getString("error")).isEqualTo("GAME_EXISTS");
        assertThat(counts()).as("nothing stored").containsExactly(played);
    }

    /** events, games, outbox rows, applied commands, tournaments. */
    private long[] counts() {
        return pool.query("select (select count(*) from game.events), (select count(*) from game.games), "
                        + "(select count(*) from game.outbox), (select count(*) from game.applied_commands), "
                        + "(select count(*) from game.tournaments)")
                .execute().map(rows -> {
                    var row = rows.iterator().next();
                    return new long[] {row.getLong(0), row.getLong(1), row.getLong(2), row.getLong(3), row.getLong(4)};
                }).await().indefinitely();
    }
}
