package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEvent;
import org.arbiter.testgames.TestGame;

/** Replays one scenario file (docs/rules/TABLE-API.md "Scenario files") through the engine and checks every part of it. */
final class ScenarioReplayer {

    static final Instant START = Instant.parse("2026-04-01T10:00:00Z");

    final JsonNode scenario;
    GameState state;
    final List<GameEvent> events = new ArrayList<>();
    private long clock;

    ScenarioReplayer(JsonNode scenario) {
        this.scenario = scenario;
    }

    static JsonNode read(Path file) {
        try {
            return EventJson.MAPPER.readTree(Files.readString(file));
        } catch (IOException e) {
            throw new IllegalStateException(file + ": " + e.getMessage(), e);
        }
    }

    void replay() {
        GameCreated created = TestGame.ofScenario(scenario).created();
        assertThat(GameRules.validateNewGame(created)).isEmpty();
        state = GameRules.start(created);
        events.add(created);
        if (scenario.has("roles")) {
            ObjectNode deal = EventJson.MAPPER.createObjectNode();
            deal.put("type", "deal");
            deal.set("roles", scenario.get("roles"));
            apply(deal, "deal");
        }
        int index = 0;
        for (JsonNode step : scenario.path("steps")) {
            index++;
            int repeat = step.path("repeat").asInt(1);
            for (int i = 1; i <= repeat; i++) {
                apply(step, "step " + index + " (" + step.path("type").asText() + ", " + i + "/" + repeat + ")");
            }
            if (step.has("check")) {
                checkView(step.get("check"), "step " + index + " check");
            }
        }
        assertThat(GameRules.fold(events)).as("folding the events gives the engine's state").isEqualTo(state);
        checkExpect(scenario.path("expect"));
    }

    private void apply(JsonNode step, String where) {
        Instant now = START.plusSeconds(clock++);
        Parsed parsed = CommandParser.parse(step);
        String expectedRejection = step.hasNonNull("reject") ? step.get("reject").asText() : null;
        if (!parsed.isOk()) {
            assertThat(parsed.rejection().error()).as(where + ": " + parsed.rejection().message())
                    .isEqualTo(expectedRejection);
            return;
        }
        JudgeView before = GameRules.judgeView(state);
        Step result = GameRules.play(state, parsed.command(), now);
        if (expectedRejection != null) {
            if (!(result.decision() instanceof Rejected rejected)) {
                fail(where + ": expected " + expectedRejection + " but accepted " + result.decision());
                return;
            }
            assertThat(rejected.rejection().error()).as(where + ": " + rejected.rejection().message())
                    .isEqualTo(expectedRejection);
            assertThat(result.state()).as(where + ": a rejection changes nothing").isSameAs(state);
            assertThat(GameRules.judgeView(state)).isEqualTo(before);
            return;
        }
        if (result.decision() instanceof Rejected rejected) {
            fail(where + ": rejected " + rejected.rejection());
            return;
        }
        List<GameEvent> produced = ((Accepted) result.decision()).events();
        events.addAll(produced);
        state = result.state();
    }

    void checkView(JsonNode check, String where) {
        JsonNode view = EventJson.MAPPER.valueToTree(GameRules.judgeView(state));
        check.fields().forEachRemaining(entry -> assertThat(view.get(entry.getKey()))
                .as(where + ": " + entry.getKey() + " in " + view)
                .isEqualTo(entry.getValue()));
    }

    private void checkExpect(JsonNode expect) {
        JsonNode view = EventJson.MAPPER.valueToTree(GameRules.judgeView(state));
        if (expect.has("winner")) {
            assertThat(view.get("winner")).as("expect.winner").isEqualTo(expect.get("winner"));
        }
        for (String key : List.of("phase", "departures", "atTable", "fouls")) {
            if (expect.has(key)) {
                assertThat(view.get(key)).as("expect." + key).isEqualTo(expect.get(key));
            }
        }
        if (expect.has("bestMove")) {
            JsonNode expected = expect.get("bestMove");
            JsonNode actual = view.get("bestMove");
            if (expected.isNull()) {
                assertThat(actual.isNull()).as("expect.bestMove null, was " + actual).isTrue();
            } else {
                assertThat(actual.isNull()).as("expect.bestMove " + expected).isFalse();
                expected.fields().forEachRemaining(entry -> assertThat(actual.get(entry.getKey()))
                        .as("expect.bestMove." + entry.getKey()).isEqualTo(entry.getValue()));
            }
        }
    }
}
