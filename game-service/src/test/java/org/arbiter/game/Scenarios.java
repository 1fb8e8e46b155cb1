package org.arbiter.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import org.arbiter.events.EventJson;
import org.arbiter.testgames.ScenarioFolders;

/** The scenario files (docs/rules/TABLE-API.md "Scenario files") and the random games as JSON ({@link ScenarioFolders}). */
final class Scenarios {

    /** Step keys that belong to the scenario format, not to the command. */
    private static final List<String> STEP_ONLY = List.of("repeat", "check", "reject", "why", "note");

    private Scenarios() {
    }

    /** The scenario files of the project's scenarios/, in name order. */
    static List<JsonNode> all() {
        return ScenarioFolders.files(ScenarioFolders.scenarios()).stream().map(Scenarios::read).toList();
    }

    /** The 300 random games (random-games/README.md), in name order. */
    static List<JsonNode> randomGames() {
        return ScenarioFolders.files(ScenarioFolders.randomGames()).stream().map(Scenarios::read).toList();
    }

    private static JsonNode read(Path file) {
        try {
            return EventJson.MAPPER.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The command of a step: the step without the scenario's own keys. */
    static ObjectNode command(JsonNode step) {
        ObjectNode command = step.deepCopy();
        STEP_ONLY.forEach(command::remove);
        return command;
    }

    static String newGame(JsonNode scenario) {
        ObjectNode body = EventJson.MAPPER.createObjectNode();
        body.put("ruleset", scenario.get("ruleset").asText());
        body.set("options", scenario.path("options").isObject() ? scenario.get("options") : EventJson.MAPPER.createObjectNode());
        var players = body.putArray("players");
        for (int seat = 1; seat <= 10; seat++) {
            players.addObject().put("seat", seat).put("playerId", "p-" + seat).put("nickname", "Игрок " + seat);
        }
        return body.toString();
    }

    static String deal(JsonNode scenario) {
        ObjectNode deal = EventJson.MAPPER.createObjectNode();
        deal.put("type", "deal");
        deal.set("roles", scenario.get("roles"));
        return deal.toString();
    }
}
