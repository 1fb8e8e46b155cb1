package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.arbiter.testgames.ScenarioFolders;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays every scenario file of the project's {@code scenarios/} and every random game of {@code random-games/}
 * ({@link ScenarioFolders}): one dynamic test per file, named by the scenario's name. Points are checked where they
 * are computed, in scoring-service's ScenarioPointsTest.
 */
class ScenarioRunnerTest {

    @TestFactory
    Stream<DynamicTest> everyScenarioReplays() {
        return replayAll(ScenarioFolders.scenarios());
    }

    @TestFactory
    Stream<DynamicTest> everyRandomGameReplays() {
        return replayAll(ScenarioFolders.randomGames());
    }

    private static Stream<DynamicTest> replayAll(Path dir) {
        List<Path> files = ScenarioFolders.files(dir);
        assertThat(files).as(dir.toString()).isNotEmpty();
        return files.stream().map(file -> {
            var scenario = ScenarioReplayer.read(file);
            return DynamicTest.dynamicTest(scenario.path("name").asText(file.getFileName().toString()),
                    () -> new ScenarioReplayer(scenario).replay());
        });
    }
}
