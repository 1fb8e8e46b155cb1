package org.arbiter.rules;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays every scenario file of the folder named by the system property {@code scenarios.dir} (the
 * project's {@code scenarios/} by default): one dynamic test per file, named by the scenario's name.
 */
class ScenarioRunnerTest {

    static Path scenariosDir() {
        String dir = System.getProperty("scenarios.dir");
        return dir != null && !dir.isBlank() ? Path.of(dir) : Path.of("..", "scenarios");
    }

    static List<Path> scenarioFiles(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyScenarioReplays() throws IOException {
        return scenarioFiles(scenariosDir()).stream().map(file -> {
            var scenario = ScenarioReplayer.read(file);
            return DynamicTest.dynamicTest(scenario.path("name").asText(file.getFileName().toString()),
                    () -> new ScenarioReplayer(scenario).replay());
        });
    }
}
