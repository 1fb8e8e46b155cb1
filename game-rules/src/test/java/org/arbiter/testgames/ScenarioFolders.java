package org.arbiter.testgames;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The folders of scenario files (docs/rules/TABLE-API.md "Scenario files") every module's tests replay: the
 * project's {@code scenarios/} (system property {@code scenarios.dir}) and the 300 random games of
 * {@code random-games/} (system property {@code random-games.dir}).
 */
public final class ScenarioFolders {

    private ScenarioFolders() {
    }

    public static Path scenarios() {
        return folder("scenarios.dir", "scenarios");
    }

    public static Path randomGames() {
        return folder("random-games.dir", "random-games");
    }

    /** The folder named by the system property, else the project's folder of that name. */
    private static Path folder(String property, String name) {
        String dir = System.getProperty(property);
        return dir != null && !dir.isBlank() ? Path.of(dir) : Path.of("..", name);
    }

    /** The folder's scenario files ({@code *.json}), in name order. */
    public static List<Path> files(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
