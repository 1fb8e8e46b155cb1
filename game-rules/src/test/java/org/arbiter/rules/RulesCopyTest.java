package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The project's rules reference {@code docs/rules/} equals {@code ../shared/rules} file by file, where that folder exists. */
class RulesCopyTest {

    @Test
    void projectCopyEqualsTheSharedRules() throws IOException {
        Path project = Path.of("..", "docs", "rules").toAbsolutePath().normalize();
        Path shared = project.getParent().getParent().getParent().resolve("shared").resolve("rules");
        assumeTrue(Files.isDirectory(shared), "no ../shared/rules here");
        List<String> sharedNames = fileNames(shared);
        assertThat(fileNames(project)).containsExactlyElementsOf(sharedNames);
        for (String name : sharedNames) {
            assertThat(Files.readString(project.resolve(name))).as(name)
                    .isEqualTo(Files.readString(shared.resolve(name)));
        }
    }

    private static List<String> fileNames(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(Files::isRegularFile).map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
