package org.arbiter.deploy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The repository the deployment files are held to: its files, the root pom's versions, local mode's ports. */
final class Repo {

    /** The modules that run as a container of their own (each has {@code src/main/docker/Dockerfile.jvm}). */
    static final List<String> SERVICES = List.of("game-service", "scoring-service", "protocol-service",
            "rating-service", "console");
    /** The modules among {@link #SERVICES} that read and write Kafka, PostgreSQL and check Keycloak's tokens. */
    static final List<String> BACKENDS = SERVICES.subList(0, 4);

    static final Path ROOT = Path.of(System.getProperty("arbiter.root", "..")).toAbsolutePath().normalize();

    private Repo() {
    }

    static Path path(String relative) {
        return ROOT.resolve(relative);
    }

    static String read(String relative) {
        try {
            return Files.readString(path(relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A {@code <name>value</name>} of the root pom (the project's version, the infrastructure's versions). */
    static String pomValue(String element) {
        Matcher m = Pattern.compile("<" + Pattern.quote(element) + ">([^<]+)</").matcher(read("pom.xml"));
        if (!m.find()) {
            throw new IllegalStateException("no <" + element + "> in pom.xml");
        }
        return m.group(1).trim();
    }

    /** Local mode's infrastructure port {@code NAME_PORT} (test-support's LocalInfra). */
    static int localInfraPort(String name) {
        String source = read("test-support/src/main/java/org/arbiter/testsupport/LocalInfra.java");
        Matcher m = Pattern.compile("int " + name + "_PORT = (\\d+);").matcher(source);
        if (!m.find()) {
            throw new IllegalStateException("no " + name + "_PORT in LocalInfra");
        }
        return Integer.parseInt(m.group(1));
    }

    /** The port {@code ./arbiter-local} gives each module ({@code PORT=([game-service]=8081 ...)}). */
    static Map<String, Integer> localModePorts() {
        Matcher line = Pattern.compile("declare -A PORT=\\(([^)]*)\\)").matcher(read("arbiter-local"));
        if (!line.find()) {
            throw new IllegalStateException("no PORT map in arbiter-local");
        }
        Map<String, Integer> ports = new LinkedHashMap<>();
        Matcher entry = Pattern.compile("\\[([\\w-]+)]=(\\d+)").matcher(line.group(1));
        while (entry.find()) {
            ports.put(entry.group(1), Integer.parseInt(entry.group(2)));
        }
        return ports;
    }
}
