package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The project's copies equal the shared folders file by file, where {@code ../shared} exists: {@code scenarios/}
 * (its scenario files) and {@code random-games/} (every file, its README included).
 */
class ScenarioCopyTest {

    @Test
    void projectCopyEqualsTheSharedScenarios() throws IOException {
        assertCopyEqualsShared("scenarios", name -> name.endsWith(".json"));
    }

    @Test
    void projectCopyEqualsTheSharedRandomGames() throws IOException {
        assertCopyEqualsShared("random-games", name -> true);
    }

    private static void assertCopyEqualsShared(String folder, Predicate<String> compared) throws IOException {
        Path project = Path.of("..", folder).toAbsolutePath().normalize();
        Path shared = project.getParent().getParent().resolve("shared").resolve(folder);
        assumeTrue(Files.isDirectory(shared), "no ../shared/" + folder + " here");
        List<String> sharedNames = names(shared, compared);
        assertThat(names(project, compared)).containsExactlyElementsOf(sharedNames);
        for (String name : sharedNames) {
            assertThat(Files.readString(project.resolve(name))).as(name)
                    .isEqualTo(Files.readString(shared.resolve(name)));
        }
    }

    private static List<String> names(Path dir, Predicate<String> compared) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(compared).sorted().toList();
        }
    }
}
