package org.arbiter.game;

import static io.restassured.RestAssured.given;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;

/** Request bodies shared by the game-service tests. */
final class TestGames {

    static final String ROLES = "{\"1\":\"CIVILIAN\",\"2\":\"MAFIA\",\"3\":\"CIVILIAN\",\"4\":\"SHERIFF\",\"5\":\"CIVILIAN\","
            + "\"6\":\"DON\",\"7\":\"CIVILIAN\",\"8\":\"MAFIA\",\"9\":\"CIVILIAN\",\"10\":\"CIVILIAN\"}";

    private TestGames() {
    }

    /** A friendly FIIM game with players p-1 … p-10; {@code judge} may be null (the caller judges). */
    static String newGame(String ruleset, String judge) {
        StringBuilder players = new StringBuilder();
        for (int seat = 1; seat <= 10; seat++) {
            if (seat > 1) {
                players.append(',');
            }
            players.append("{\"seat\":").append(seat).append(",\"playerId\":\"p-").append(seat)
                    .append("\",\"nickname\":\"Игрок ").append(seat).append("\"}");
        }
        return "{\"stage\":\"FRIENDLY\",\"tableNo\":1,\"gameNo\":1,\"ruleset\":\"" + ruleset + "\","
                + (judge == null ? "" : "\"judge\":\"" + judge + "\",")
                + "\"options\":{},\"players\":[" + players + "]}";
    }

    /** The game's log from GET /events, parsed with the events' own mapper (exact decimals). */
    static List<EventEnvelope> storedLog(String gameId) {
        String body = given().get("/api/games/" + gameId + "/events").then().statusCode(200).extract().asString();
        List<EventEnvelope> log = new ArrayList<>();
        try {
            EventJson.MAPPER.readTree(body).forEach(node -> log.add(EventJson.read(node.toString())));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return log;
    }

    /** A new game (as the test's caller) with the roles dealt: version 1. */
    static String dealtGame() {
        String gameId = given().contentType(io.restassured.http.ContentType.JSON).body(newGame("FIIM", null))
                .post("/api/games").then().statusCode(201).extract().path("gameId");
        given().contentType(io.restassured.http.ContentType.JSON).body(deal()).post("/api/games/" + gameId + "/commands")
                .then().statusCode(200);
        return gameId;
    }

    static String deal() {
        return "{\"type\":\"deal\",\"roles\":" + ROLES + "}";
    }
}
