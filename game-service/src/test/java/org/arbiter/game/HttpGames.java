package org.arbiter.game;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.testgames.TestGame;

/** The tests' {@link TestGame} over game-service's HTTP API: its request bodies and the stored log read back. */
final class HttpGames {

    private HttpGames() {
    }

    /** The body of POST /api/games for {@code TestGame.of(ruleset)}'s table; {@code judge} may be null (the caller judges). */
    static String newGame(String ruleset, String judge) {
        GameCreated created = TestGame.of(Ruleset.valueOf(ruleset)).created();
        ObjectNode body = EventJson.MAPPER.createObjectNode()
                .put("stage", created.stage().name()).put("tableNo", created.tableNo()).put("gameNo", created.gameNo())
                .put("ruleset", ruleset);
        if (judge != null) {
            body.put("judge", judge);
        }
        body.putObject("options");
        var players = body.putArray("players");
        for (SeatedPlayer p : created.players()) {
            players.addObject().put("seat", p.seat()).put("playerId", p.playerId()).put("nickname", p.nickname());
        }
        return body.toString();
    }

    /** The deal of {@link TestGame#STANDARD_ROLES}. */
    static String deal() {
        return TestGame.dealCommand(TestGame.STANDARD_ROLES);
    }

    /** The game's log from GET /events, parsed with the events' own mapper (exact decimals). */
    static List<EventEnvelope> storedLog(String gameId) {
        return storedLog(given(), gameId);
    }

    /** The same, asked with the given request (a caller's token). */
    static List<EventEnvelope> storedLog(io.restassured.specification.RequestSpecification request, String gameId) {
        String body = request.get("/api/games/" + gameId + "/events").then().statusCode(200).extract().asString();
        List<EventEnvelope> log = new ArrayList<>();
        try {
            EventJson.MAPPER.readTree(body).forEach(node -> log.add(EventJson.read(node.toString())));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return log;
    }

    /** A new game (as the test's caller) with the roles dealt: version 1. */
    static String dealtGame() {
        String gameId = given().contentType(ContentType.JSON).body(newGame("FIIM", null))
                .post("/api/games").then().statusCode(201).extract().path("gameId");
        given().contentType(ContentType.JSON).body(deal()).post("/api/games/" + gameId + "/commands")
                .then().statusCode(200);
        return gameId;
    }
}
