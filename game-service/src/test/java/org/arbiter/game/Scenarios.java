package org.arbiter.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.arbiter.events.EventJson;

/**
 * The scenario files (docs/rules/TABLE-API.md "Scenario files"): folder {@code -Dscenarios.dir}, default the project's
 * copy; and the random games in the same format.
 */
final class Scenarios {

    /** Step keys that belong to the scenario format, not to the command. */
    private static final List<String> STEP_ONLY = List.of("repeat", "check", "reject", "why", "note");

    private Scenarios() {
    }

    static Path folder() {
        return folder("scenarios.dir", "scenarios");
    }

    /** The scenario files of the folder, in name order. */
    static List<JsonNode> all() {
        return all(folder());
    }

    /** The 300 random games (random-games/README.md): folder {@code -Drandom-games.dir}, default the project's copy. */
    static List<JsonNode> randomGames() {
        return all(folder("random-games.dir", "random-games"));
    }

    private static Path folder(String property, String name) {
        String configured = System.getProperty(property);
        return configured != null ? Path.of(configured) : Path.of("..", name);
    }

    private static List<JsonNode> all(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".json")).sorted().map(Scenarios::read).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
