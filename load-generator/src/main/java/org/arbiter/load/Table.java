package org.arbiter.load;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEvent;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.rules.Accepted;
import org.arbiter.rules.Approve;
import org.arbiter.rules.Award;
import org.arbiter.rules.Command;
import org.arbiter.rules.Deal;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.GameState;
import org.arbiter.rules.Step;
import org.arbiter.rules.simulation.RandomJudge;

/**
 * One judge's table: plays full random games back to back over HTTP until told to stop. The next command is
 * chosen by {@link RandomJudge} and checked with the local engine first (a proposal the engine refuses is
 * not sent), so every command sent should be accepted. The server deals the roles; the local state folds the
 * server's {@code RolesDealt} and from then on predicts the server exactly, which each answer's
 * {@code version} confirms.
 */
final class Table implements Runnable {

    private static final int MAX_COMMANDS_PER_GAME = 3_000;
    private static final int MAX_PROPOSALS = 1_000;

    private final int tableNo;
    private final HttpClient http;
    private final URI games;
    private final String baseUrl;
    private final Supplier<String> token;
    private final Stats stats;
    private final BooleanSupplier stop;
    private final RandomJudge judge;
    private final GameCreated template = RandomJudge.newGame(Ruleset.FIIM, new GameOptions(true, true));

    Table(int tableNo, long seed, HttpClient http, String baseUrl, Supplier<String> token, Stats stats,
            BooleanSupplier stop) {
        this.tableNo = tableNo;
        this.http = http;
        this.baseUrl = baseUrl;
        this.games = URI.create(baseUrl + "/api/games");
        this.token = token;
        this.stats = stats;
        this.stop = stop;
        this.judge = new RandomJudge(seed, 0);
    }

    @Override
    public void run() {
        int gameNo = 0;
        while (!stop.getAsBoolean()) {
            try {
                playOneGame(++gameNo);
            } catch (IOException e) {
                stats.errors.increment();
                if (stats.errors.sum() <= 5) {
                    System.err.println("table " + tableNo + ": " + e);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private void playOneGame(int gameNo) throws IOException, InterruptedException {
        String gameId = create(gameNo);
        if (gameId == null) {
            return;
        }
        URI commands = URI.create(baseUrl + "/api/games/" + gameId + "/commands");
        GameState state = GameRules.start(template);
        long version = 0;
        for (int sent = 0; sent < MAX_COMMANDS_PER_GAME && !state.finalized(); sent++) {
            if (stop.getAsBoolean()) {
                return;
            }
            Command command = null;
            Step step = null;
            for (int i = 0; i < MAX_PROPOSALS; i++) {
                Command proposal = judge.next(state);
                if (proposal instanceof Approve) {
                    // approve is the chief judge's; a judge would replace the award instead
                    proposal = new Award(Map.of(), Map.of());
                }
                Step tried = GameRules.play(state, proposal, Instant.now());
                if (tried.accepted()) {
                    command = proposal;
                    step = tried;
                    break;
                }
                stats.notSent.increment();
            }
            if (command == null) {
                System.err.println("table " + tableNo + ": no acceptable command in " + MAX_PROPOSALS + " proposals");
                return;
            }
            boolean serverDeal = command instanceof Deal deal && deal.roles() == null;
            long start = System.nanoTime();
            HttpResponse<String> response = http.send(post(commands, CommandJson.write(command)),
                    HttpResponse.BodyHandlers.ofString());
            long end = System.nanoTime();
            if (response.statusCode() != 200) {
                stats.sentTotal.increment();
                stats.refused(response.statusCode(), response.body());
                return; // the game is no longer predictable; start another
            }
            int events = ((Accepted) step.decision()).events().size();
            stats.command(start, end, events);
            if (serverDeal) {
                JsonNode answer = EventJson.MAPPER.readTree(response.body());
                for (JsonNode event : answer.get("events")) {
                    EventEnvelope envelope = EventJson.MAPPER.treeToValue(event, EventEnvelope.class);
                    state = GameRules.evolve(state, (GameEvent) envelope.payload());
                }
            } else {
                state = step.state();
            }
            version += events;
            long served = versionOf(response.body());
            if (served != version) {
                stats.divergences.increment();
                return;
            }
        }
        if (state.finalized()) {
            stats.gameFinished(System.nanoTime());
        }
    }

    private String create(int gameNo) throws IOException, InterruptedException {
        StringBuilder body = new StringBuilder(600).append("{\"ruleset\":\"FIIM\",\"tableNo\":").append(tableNo)
                .append(",\"gameNo\":").append(gameNo).append(",\"players\":[");
        for (int seat = 1; seat <= 10; seat++) {
            body.append(seat > 1 ? "," : "").append("{\"seat\":").append(seat).append(",\"playerId\":\"p-")
                    .append(seat).append("\",\"nickname\":\"Player ").append(seat).append("\"}");
        }
        body.append("]}");
        long start = System.nanoTime();
        HttpResponse<String> response = http.send(post(games, body.toString()), HttpResponse.BodyHandlers.ofString());
        long end = System.nanoTime();
        if (response.statusCode() != 201) {
            stats.sentTotal.increment();
            stats.refused(response.statusCode(), response.body());
            Thread.sleep(100);
            return null;
        }
        stats.create(start, end);
        return EventJson.MAPPER.readTree(response.body()).get("gameId").asText();
    }

    private HttpRequest post(URI uri, String json) {
        return HttpRequest.newBuilder(uri)
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + token.get())
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build();
    }

    /** The {@code version} field of a command's answer, without parsing the rest. */
    static long versionOf(String body) {
        int at = body.indexOf("\"version\"");
        if (at < 0) {
            return -1;
        }
        int i = body.indexOf(':', at) + 1;
        while (i < body.length() && body.charAt(i) == ' ') {
            i++;
        }
        long value = 0;
        boolean digits = false;
        for (; i < body.length() && Character.isDigit(body.charAt(i)); i++) {
            value = value * 10 + (body.charAt(i) - '0');
            digits = true;
        }
        return digits ? value : -1;
    }

}
