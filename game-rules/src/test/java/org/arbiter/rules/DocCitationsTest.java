package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every document the code cites is in the repository. A citation is the document's path from the repository root
 * ({@code docs/rules/RULES.md §7}, {@code docs/architecture.md "Undo"}); a bare name or a path outside the
 * repository (such as {@code ../shared}) does not resolve. Read: every {@code .java}, {@code .ts},
 * {@code .properties}, {@code .sql}, {@code .sh}, {@code .xml} and {@code .py} file outside {@code target/},
 * {@code node_modules/} and hidden folders.
 */
class DocCitationsTest {

    /** A path ending in {@code .md}, not inside a URL or a longer name. */
    private static final Pattern CITATION = Pattern.compile("(?<![\\w./:-])[\\w./-]*\\w\\.md(?![\\w-])");
    private static final Set<String> READ = Set.of("java", "ts", "properties", "sql", "sh", "xml", "py");
    private static final Set<String> NOT_SOURCES = Set.of("target", "node_modules");

    private final Path root = Path.of("..").toAbsolutePath().normalize();

    @Test
    void everyCitedDocumentExists() throws IOException {
        List<String> unresolved = new ArrayList<>();
        List<String> cited = new ArrayList<>();
        for (Path file : sources()) {
            String[] lines = Files.readString(file).split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                for (String citation : citations(lines[i])) {
                    cited.add(citation);
                    if (!resolves(citation)) {
                        unresolved.add(root.relativize(file) + ":" + (i + 1) + " cites " + citation);
                    }
                }
            }
        }
        assertThat(cited).contains("docs/rules/RULES.md", "docs/rules/TABLE-API.md", "docs/rules/CLUB.md");
        assertThat(unresolved).isEmpty();
    }

    @Test
    void aCitationResolvesOnlyAsAPathFromTheRoot() {
        String md = ".md";
        assertThat(citations("(docs/rules/RULES" + md + " §7.6; CLUB" + md + " F12, ../shared/DESIGN" + md + ")"))
                .containsExactly("docs/rules/RULES" + md, "CLUB" + md, "../shared/DESIGN" + md);
        assertThat(citations("see https://example.org/README" + md + ", *" + md + " and notes" + md + "x"))
                .isEmpty();
        assertThat(resolves("docs/rules/RULES" + md)).isTrue();
        assertThat(resolves("RULES" + md)).isFalse();
        assertThat(resolves("docs/rules/NO-SUCH" + md)).isFalse();
        assertThat(resolves("../shared/DESIGN" + md)).isFalse();
    }

    private static List<String> citations(String text) {
        List<String> found = new ArrayList<>();
        Matcher m = CITATION.matcher(text);
        while (m.find()) {
            found.add(m.group());
        }
        return found;
    }

    private boolean resolves(String citation) {
        Path cited = root.resolve(citation).normalize();
        return cited.startsWith(root) && Files.isRegularFile(cited) && isSourcePath(root.relativize(cited));
    }

    private List<Path> sources() throws IOException {
        List<Path> sources = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                return dir.equals(root) || isSourceFolder(dir.getFileName().toString())
                        ? FileVisitResult.CONTINUE : FileVisitResult.SKIP_SUBTREE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                if (READ.contains(extension(file))) {
                    sources.add(file);
                }
                return FileVisitResult.CONTINUE;
            }
        });
        return sources.stream().sorted().toList();
    }

    private static boolean isSourcePath(Path relative) {
        for (int i = 0; i < relative.getNameCount() - 1; i++) {
            if (!isSourceFolder(relative.getName(i).toString())) {
                return false;
            }
        }
        return true;
    }

    private static boolean isSourceFolder(String name) {
        return !NOT_SOURCES.contains(name) && !name.startsWith(".");
    }

    private static String extension(Path file) {
        String name = file.getFileName().toString();
        return name.substring(name.lastIndexOf('.') + 1);
    }
}
