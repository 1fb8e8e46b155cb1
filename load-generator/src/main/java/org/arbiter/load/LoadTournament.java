package org.arbiter.load;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.LocalDate;
import org.arbiter.events.EventJson;

/**
 * A tournament the load generator's tables play in ({@code --tables-per-tournament}): registered by the organiser
 * with the players {@code p-1} … {@code p-100}, its games created by the organiser for the
 * judge {@code judge} (who then sends their commands), so that scoring- and rating-service count them as they count
 * a real tournament's games. {@code feed} is its standings feed, or null when freshness is not measured.
 */
record LoadTournament(String id, String judge, StandingsFeed feed) {

    /** Players registered: table k seats the ten from {@link #firstPlayer}, so 1,000 games make 100 a player. */
    static final int PLAYERS = 100;

    /** The number of the first of the ten players table {@code tableNo} seats (p-1 … p-10 for friendly games). */
    static int firstPlayer(LoadTournament tournament, int tableNo) {
        return tournament == null ? 1 : (tableNo - 1) % (PLAYERS / 10) * 10 + 1;
    }

    /** Registers tournament {@code id} at game-service {@code url} as the organiser whose token is {@code organiser}. */
    static void register(HttpClient http, String url, String organiser, String id) throws IOException, InterruptedException {
        ObjectNode body = EventJson.MAPPER.createObjectNode().put("id", id).put("name", "Load " + id)
                .put("startsOn", LocalDate.now().toString()).put("endsOn", LocalDate.now().plusDays(1).toString())
                .put("ruleset", "FIIM");
        body.putObject("options").put("withdrawal", true).put("noLiftAtThreeOrFour", true);
        body.putArray("stages").addObject().put("stage", "QUALIFYING").put("gamesPerPlayer", 100);
        ArrayNode players = body.putArray("players");
        for (int player = 1; player <= PLAYERS; player++) {
            players.addObject().put("playerId", "p-" + player).put("nickname", "Player " + player);
        }
        HttpResponse<String> answer = http.send(HttpRequest.newBuilder(URI.create(url + "/api/tournaments"))
                .timeout(Duration.ofSeconds(60)).header("Authorization", "Bearer " + organiser)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body.toString())).build(),
                HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() != 201) {
            throw new IllegalStateException("tournament " + id + ": game-service answered " + answer.statusCode() + ": " + answer.body());
        }
    }
}
