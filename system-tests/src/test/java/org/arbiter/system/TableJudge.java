package org.arbiter.system;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEvent;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.rules.CommandJson;
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
 * The judge of one table: plays its games one after another through a {@link Tablet}, each command chosen by
 * {@link RandomJudge} and checked by the local engine first, each with its own {@code commandId} (kept when the
 * tablet resends it). The server deals; from its {@code RolesDealt} on the local state predicts the server's,
 * so every answer's {@code version} is checked: a command applied twice would show as a version ahead of the
 * prediction. What each game should have ended at is left in {@link #predicted}.
 */
final class TableJudge implements Runnable {

    static final GameOptions OPTIONS = new GameOptions(true, true);
    private static final GameCreated TEMPLATE = RandomJudge.newGame(Ruleset.FIIM, OPTIONS);
    private static final int MAX_COMMANDS = 3_000;
    private static final int MAX_PROPOSALS = 1_000;

    private final int tableNo;
    private final List<String> games;
    private final Tablet tablet;
    private final RandomJudge judge;
    private final Duration pace;
    /** game → the version the local engine predicts at its end (game-service's version: events after the creation). */
    final Map<String, Long> predicted = new ConcurrentHashMap<>();
    /** What went wrong: a refusal, a version off the prediction, no answer at all. */
    final List<String> problems = new java.util.concurrent.CopyOnWriteArrayList<>();
    volatile Instant finishedAt;

    TableJudge(int tableNo, List<String> games, Tablet tablet, long seed, Duration pace) {
        this.tableNo = tableNo;
        this.games = games;
        this.tablet = tablet;
        this.judge = new RandomJudge(seed, 0);
        this.pace = pace;
    }

    @Override
    public void run() {
        try {
            for (String gameId : games) {
                play(gameId);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            problems.add("table " + tableNo + " interrupted");
        } catch (RuntimeException e) {
            problems.add("table " + tableNo + ": " + e);
        } finally {
            finishedAt = Instant.now();
        }
    }

    private void play(String gameId) throws InterruptedException {
        GameState state = GameRules.start(TEMPLATE);
        long version = 0;
        for (int n = 1; n <= MAX_COMMANDS && !state.result().finalized(); n++) {
            Command command = null;
            Step step = null;
            for (int i = 0; i < MAX_PROPOSALS && command == null; i++) {
                Command proposal = judge.next(state);
                if (proposal instanceof Approve) {
                    proposal = new Award(Map.of(), Map.of());          // approve is the chief judge's
                }
                Step tried = GameRules.play(state, proposal, Instant.now());
                if (tried.accepted()) {
                    command = proposal;
                    step = tried;
                }
            }
            if (command == null) {
                problems.add(gameId + ": no acceptable command in " + MAX_PROPOSALS + " proposals");
                return;
            }
            String json = CommandJson.write(command);
            String body = json.substring(0, json.length() - 1) + ",\"commandId\":\"t" + tableNo + "-" + gameId + "-" + n + "\"}";
            Tablet.Answer answer = tablet.post("/api/games/" + gameId + "/commands", body);
            if (answer.status() != 200) {
                problems.add(gameId + " command " + n + " " + body + " → " + answer.status() + " " + answer.body());
                return;
            }
            JsonNode served = read(answer.body());
            if (command instanceof Deal deal && deal.roles() == null) {
                for (JsonNode event : served.get("events")) {
                    state = GameRules.evolve(state, (GameEvent) EventJson.read(event.toString()).payload());
                }
            } else {
                state = step.state();
            }
            version += ((Accepted) step.decision()).events().size();
            if (served.get("version").asLong() != version) {
                problems.add(gameId + " command " + n + " " + body + ": version " + served.get("version") + ", predicted " + version);
                return;
            }
            Thread.sleep(pace);
        }
        predicted.put(gameId, version);
    }

    private static JsonNode read(String json) {
        try {
            return EventJson.MAPPER.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
