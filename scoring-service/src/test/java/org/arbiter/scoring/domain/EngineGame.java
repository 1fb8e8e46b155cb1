package org.arbiter.scoring.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEvent;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;
import org.arbiter.rules.Accepted;
import org.arbiter.rules.CommandParser;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.GameState;
import org.arbiter.rules.Parsed;
import org.arbiter.rules.Rejected;
import org.arbiter.rules.Step;

/**
 * A game played through the rules engine (tests only, DESIGN.md), command by command in the TABLE-API form;
 * every accepted event is kept in an envelope with its seq (GameCreated = 1), as game-service publishes it.
 */
public final class EngineGame {

    static final Instant START = Instant.parse("2026-04-01T10:00:00Z");

    final String gameId;
    private GameState state;
    private final List<EventEnvelope> events = new ArrayList<>();
    private long clock;

    private EngineGame(String gameId, GameCreated created) {
        this.gameId = gameId;
        this.state = GameRules.start(created);
        events.add(EventEnvelope.ofGame(gameId, 1, START, "judge-1", created));
    }

    static GameCreated created(Ruleset ruleset, GameOptions options) {
        List<SeatedPlayer> players = new ArrayList<>();
        for (int seat = 1; seat <= 10; seat++) {
            players.add(new SeatedPlayer(seat, "p-" + seat, "Игрок " + seat));
        }
        return new GameCreated("scenarios", Stage.FRIENDLY, 1, 1, ruleset, options, players, "judge-1");
    }

    public static EngineGame start(String gameId, GameCreated created) {
        return new EngineGame(gameId, created);
    }

    /** A new game with the roles dealt ({@code "1": "CIVILIAN", ...}). */
    public static EngineGame dealt(String gameId, Ruleset ruleset, String rolesJson) {
        EngineGame game = start(gameId, created(ruleset, GameOptions.DEFAULT));
        game.play("{\"type\":\"deal\",\"roles\":" + rolesJson + "}");
        return game;
    }

    /** Plays one command that must be accepted. */
    public EngineGame play(String commandJson) {
        return apply(json(commandJson), null, commandJson);
    }

    /** Plays one command that must be refused with {@code error} (or accepted when null). */
    EngineGame apply(JsonNode command, String error, String where) {
        Parsed parsed = CommandParser.parse(command);
        if (!parsed.isOk()) {
            assertThat(parsed.rejection().error()).as(where + ": " + parsed.rejection().message()).isEqualTo(error);
            return this;
        }
        Step step = GameRules.play(state, parsed.command(), START.plusSeconds(clock++));
        if (step.decision() instanceof Rejected rejected) {
            if (error == null) {
                fail(where + ": rejected " + rejected.rejection());
            }
            assertThat(rejected.rejection().error()).as(where + ": " + rejected.rejection().message()).isEqualTo(error);
            return this;
        }
        if (error != null) {
            fail(where + ": expected " + error + " but accepted " + step.decision());
        }
        for (GameEvent event : ((Accepted) step.decision()).events()) {
            events.add(EventEnvelope.ofGame(gameId, events.size() + 1, START.plusSeconds(clock), "judge-1", event));
        }
        state = step.state();
        return this;
    }

    public EngineGame repeat(int times, String commandJson) {
        for (int i = 0; i < times; i++) {
            play(commandJson);
        }
        return this;
    }

    public List<EventEnvelope> events() {
        return List.copyOf(events);
    }

    public long lastSeq() {
        return events.size();
    }

    /** Replays a scenario file (TABLE-API.md "Scenario files"): deal, then every step with its repeat and reject. */
    public static EngineGame replay(String gameId, JsonNode scenario) {
        JsonNode options = scenario.path("options");
        GameOptions gameOptions = new GameOptions(options.path("withdrawal").asBoolean(true),
                options.path("noLiftAtThreeOrFour").asBoolean(true));
        EngineGame game = start(gameId, created(Ruleset.valueOf(scenario.path("ruleset").asText()), gameOptions));
        if (scenario.has("roles")) {
            ObjectNode deal = EventJson.MAPPER.createObjectNode();
            deal.put("type", "deal");
            deal.set("roles", scenario.get("roles"));
            game.apply(deal, null, "deal");
        }
        int index = 0;
        for (JsonNode step : scenario.path("steps")) {
            index++;
            int repeat = step.path("repeat").asInt(1);
            String error = step.hasNonNull("reject") ? step.get("reject").asText() : null;
            for (int i = 1; i <= repeat; i++) {
                game.apply(step, error, "step " + index + " (" + step.path("type").asText() + ", " + i + "/" + repeat + ")");
            }
        }
        return game;
    }

    public static JsonNode json(String text) {
        try {
            return EventJson.MAPPER.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
