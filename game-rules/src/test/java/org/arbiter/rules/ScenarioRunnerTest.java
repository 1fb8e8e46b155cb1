package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays every scenario file of the project's {@code scenarios/} (system property {@code scenarios.dir}) and every
 * random game of {@code random-games/} (system property {@code random-games.dir}): one dynamic test per file, named
 * by the scenario's name. Points are checked where they are computed, in scoring-service's ScenarioPointsTest.
 */
class ScenarioRunnerTest {

    static Path scenariosDir() {
        return folder("scenarios.dir", "scenarios");
    }

    static Path randomGamesDir() {
        return folder("random-games.dir", "random-games");
    }

    /** The folder named by the system property, else the project's folder of that name. */
    static Path folder(String property, String name) {
        String dir = System.getProperty(property);
        return dir != null && !dir.isBlank() ? Path.of(dir) : Path.of("..", name);
    }

    static List<Path> scenarioFiles(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyScenarioReplays() throws IOException {
        return replayAll(scenariosDir());
    }

    @TestFactory
    Stream<DynamicTest> everyRandomGameReplays() throws IOException {
        return replayAll(randomGamesDir());
    }

    private static Stream<DynamicTest> replayAll(Path dir) throws IOException {
        List<Path> files = scenarioFiles(dir);
        assertThat(files).as(dir.toString()).isNotEmpty();
        return files.stream().map(file -> {
            var scenario = ScenarioReplayer.read(file);
            return DynamicTest.dynamicTest(scenario.path("name").asText(file.getFileName().toString()),
                    () -> new ScenarioReplayer(scenario).replay());
        });
    }
}
