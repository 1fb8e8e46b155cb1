package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The project's copy {@code scenarios/} equals {@code ../shared/scenarios} file by file, where that folder exists. */
class ScenarioCopyTest {

    @Test
    void projectCopyEqualsTheSharedScenarios() throws IOException {
        Path project = Path.of("..", "scenarios").toAbsolutePath().normalize();
        Path shared = project.getParent().getParent().resolve("shared").resolve("scenarios");
        assumeTrue(Files.isDirectory(shared), "no ../shared/scenarios here");
        List<String> sharedNames = ScenarioRunnerTest.scenarioFiles(shared).stream()
                .map(p -> p.getFileName().toString()).toList();
        List<String> projectNames = ScenarioRunnerTest.scenarioFiles(project).stream()
                .map(p -> p.getFileName().toString()).toList();
        assertThat(projectNames).containsExactlyElementsOf(sharedNames);
        for (String name : sharedNames) {
            assertThat(Files.readString(project.resolve(name))).as(name)
                    .isEqualTo(Files.readString(shared.resolve(name)));
        }
    }
}
