package org.arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/**
 * The 300 random games of random-games/ over HTTP, four tables at a time ({@link HttpScenarioPlayer}): every
 * command's status and refusal code, the game unchanged by each refusal, every check, and the final view equal to
 * the engine's replay and to {@code expect} (winner, departures, best move, fouls; the points of the same games are
 * checked by scoring-service's ScenarioPointsTest).
 */
@QuarkusTest
@TestSecurity(user = "chief", roles = {"judge", "chief-judge"})
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class RandomGamesHttpIT {

    private static final int TABLES = 4;

    @Test
    void everyRandomGameOverHttp() throws Exception {
        List<JsonNode> games = Scenarios.randomGames();
        assertThat(games).hasSize(300);
        long started = System.nanoTime();
        ExecutorService tables = Executors.newFixedThreadPool(TABLES);
        List<Future<String>> results = new ArrayList<>();
        try {
            for (JsonNode game : games) {
                Callable<String> play = () -> outcome(game);
                results.add(tables.submit(play));
            }
            List<String> failures = new ArrayList<>();
            int commands = 0;
            for (Future<String> result : results) {
                String outcome = result.get();
                if (outcome.startsWith("ok ")) {
                    commands += Integer.parseInt(outcome.substring(3));
                } else {
                    failures.add(outcome);
                }
            }
            assertThat(failures).as("games that disagree over HTTP").isEmpty();
            assertThat(commands).as("commands sent and checked").isEqualTo(commandsIn(games));
            System.out.printf("RandomGamesHttpIT: %d games, %d commands checked over HTTP at %d tables in %d ms%n",
                    games.size(), commands, TABLES, (System.nanoTime() - started) / 1_000_000);
        } finally {
            tables.shutdownNow();
        }
    }

    /**
     * Undos in a row, further back than the one undo frame game-service's cache keeps: each undo decided on the game
     * folded from its start, every check and the final view (undo still offered) as the engine's own replay.
     */
    @Test
    void undosInARowGoAsFarBackAsTheEnginesOverHttp() throws Exception {
        JsonNode game = org.arbiter.events.EventJson.MAPPER.readTree("""
                {"name": "undos in a row", "ruleset": "FIIM", "options": {},
                 "roles": {"1": "CIVILIAN", "2": "MAFIA", "3": "CIVILIAN", "4": "SHERIFF", "5": "CIVILIAN",
                           "6": "DON", "7": "CIVILIAN", "8": "MAFIA", "9": "CIVILIAN", "10": "CIVILIAN"},
                 "steps": [
                   {"type": "endNight"},
                   {"type": "nominate", "by": 1, "target": 3},
                   {"type": "endSpeech"},
                   {"type": "foul", "seat": 4},
                   {"type": "nominate", "by": 2, "target": 5},
                   {"type": "endSpeech", "check": {"speaker": 3, "candidates": [3, 5]}},
                   {"type": "undo", "repeat": 4, "check": {"speaker": 1, "candidates": [3], "fouls": {}}},
                   {"type": "endSpeech", "check": {"speaker": 2}},
                   {"type": "undo", "repeat": 3, "check": {"phase": "NIGHT", "candidates": []}}
                 ]}""");
        assertThat(HttpScenarioPlayer.play(game).commands()).isEqualTo(15);
    }

    /** "ok N" (N commands checked) or the game's name and the first disagreement. */
    private static String outcome(JsonNode game) {
        try {
            return "ok " + HttpScenarioPlayer.play(game).commands();
        } catch (AssertionError | RuntimeException e) {
            return game.get("name").asText() + ": " + e.getMessage();
        }
    }

    /** The commands the files hold: the deal and every step times its repeat. */
    private static int commandsIn(List<JsonNode> games) {
        int commands = 0;
        for (JsonNode game : games) {
            commands += game.has("roles") ? 1 : 0;
            for (JsonNode step : game.get("steps")) {
                commands += step.path("repeat").asInt(1);
            }
        }
        return commands;
    }
}
