package org.arbiter.enginejs;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEvent;
import org.arbiter.rules.Accepted;
import org.arbiter.rules.CommandParser;
import org.arbiter.rules.Decision;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.GameState;
import org.arbiter.rules.Parsed;
import org.arbiter.rules.Rejected;
import org.arbiter.rules.Rejection;
import org.arbiter.testgames.ScenarioFolders;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The browser's engine ({@link Engine}: game-rules with engine-js's JSON, on the JVM and as engine.js in Node)
 * answers as game-service does, command by
 * command, over every scenario and random game ({@link ScenarioFolders}): the same parse of the command's JSON, the
 * same refusal (code, clause, message), the same events and the same judge's view as Jackson writes them
 * ({@code EventJson.MAPPER}, compared as trees); and the view after the game's stored events (envelopes as
 * game-service writes them) read back is the server's.
 */
class EngineEqualsServerTest {

    private static final Instant START = Instant.parse("2026-04-01T10:00:00Z");
    /** game-service's reading of a request's body (its ExactDecimals). */
    private static final ObjectMapper REQUESTS = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
    private static final ObjectMapper JSON = EventJson.MAPPER;

    private static NodeEngine node;

    @BeforeAll
    static void startNode() {
        assertThat(NodeEngine.built()).as(NodeEngine.ENGINE_JS + " (the build's process-classes makes it)").isTrue();
        node = new NodeEngine();
    }

    @AfterAll
    static void stopNode() {
        node.close();
    }

    @TestFactory
    Stream<DynamicTest> everyScenario() {
        return replayAll(ScenarioFolders.scenarios(), EngineCalls.java());
    }

    @TestFactory
    Stream<DynamicTest> everyRandomGame() {
        return replayAll(ScenarioFolders.randomGames(), EngineCalls.java());
    }

    /** The same over engine.js itself, as the browser runs it (TeaVM's output in Node). */
    @TestFactory
    Stream<DynamicTest> everyScenarioInNode() {
        return replayAll(ScenarioFolders.scenarios(), node);
    }

    @TestFactory
    Stream<DynamicTest> everyRandomGameInNode() {
        return replayAll(ScenarioFolders.randomGames(), node);
    }

    private static Stream<DynamicTest> replayAll(Path dir, EngineCalls engine) {
        List<Path> files = ScenarioFolders.files(dir);
        assertThat(files).as(dir.toString()).isNotEmpty();
        return files.stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> replay(file, engine)));
    }

    private static void replay(Path file, EngineCalls engine) throws IOException {
        JsonNode scenario = JSON.readTree(Files.readString(file));
        GameCreated created = TestGame.ofScenario(scenario).created();
        List<GameEvent> events = new ArrayList<>(List.of(created));
        GameState state = GameRules.start(created);
        JsonNode answer = tree(engine.start(envelopes(events)));
        assertThat(answer.get("view")).isEqualTo(asRead(GameRules.judgeView(state)));
        int handle = answer.get("state").asInt();
        List<String> commands = new ArrayList<>();
        if (scenario.has("roles")) {
            ObjectNode deal = JSON.createObjectNode().put("type", "deal");
            deal.set("roles", scenario.get("roles"));
            commands.add(JSON.writeValueAsString(deal));
        }
        for (JsonNode step : scenario.path("steps")) {
            for (int i = 0; i < step.path("repeat").asInt(1); i++) {
                commands.add(JSON.writeValueAsString(step));
            }
        }
        long clock = 0;
        for (String command : commands) {
            Instant now = START.plusSeconds(clock++);
            String where = file.getFileName() + " command " + clock + " " + command;
            JsonNode body = REQUESTS.readTree(command);
            Parsed parsed = CommandParser.parse(body);
            assertThat(CommandParser.parse(PlainBody.of(JsonText.parse(command)))).as(where).isEqualTo(parsed);
            JsonNode local = tree(engine.decide(handle, command, now.toEpochMilli()));
            Decision decision = parsed.isOk() ? GameRules.decide(state, parsed.command(), now) : null;
            Rejection refused = parsed.isOk() ? decision instanceof Rejected r ? r.rejection() : null : parsed.rejection();
            if (refused != null) {
                assertThat(local).as(where).isEqualTo(JSON.createObjectNode().put("accepted", false)
                        .put("error", refused.error()).put("rule", refused.rule()).put("message", refused.message()));
                continue;
            }
            List<GameEvent> produced = ((Accepted) decision).events();
            ArrayNode expected = JSON.createArrayNode();
            for (GameEvent event : produced) {
                expected.addObject().put("type", event.getClass().getSimpleName()).set("payload", asRead(event));
                state = GameRules.evolve(state, event);
            }
            events.addAll(produced);
            assertThat(local.path("accepted").asBoolean()).as(where + " -> " + local).isTrue();
            assertThat(local.get("events")).as(where).isEqualTo(asRead(expected));
            assertThat(local.get("view")).as(where).isEqualTo(asRead(GameRules.judgeView(state)));
            engine.release(handle);
            handle = local.get("state").asInt();
        }
        JsonNode folded = tree(engine.start(envelopes(events)));
        engine.release(folded.get("state").asInt());
        assertThat(folded.get("view")).as(file + ": the stored events read back").isEqualTo(asRead(GameRules.judgeView(state)));
        JsonNode evolved = tree(engine.evolve(handle, "[]"));
        assertThat(evolved.get("view")).isEqualTo(asRead(GameRules.judgeView(state)));
        engine.release(evolved.get("state").asInt());
        engine.release(handle);
    }

    /** The game's events as game-service stores and serves them: EventEnvelope JSON, seq 1, 2, 3 ... */
    private static String envelopes(List<GameEvent> events) {
        StringBuilder out = new StringBuilder("[");
        for (int i = 0; i < events.size(); i++) {
            out.append(i == 0 ? "" : ",").append(EventJson.write(
                    EventEnvelope.ofGame("g-1", i + 1, START.plusSeconds(i), "judge", events.get(i))));
        }
        return out.append(']').toString();
    }

    /** A value as the console reads Jackson's text of it (so a long and an int of the same digits are one number). */
    private static JsonNode asRead(Object value) throws JsonProcessingException {
        return tree(JSON.writeValueAsString(value));
    }

    private static JsonNode tree(String json) throws JsonProcessingException {
        return JSON.readTree(json);
    }
}
