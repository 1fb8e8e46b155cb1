package org.arbiter.deploy;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One module's configuration as the code declares it: its {@code application.properties} (the prod profile's
 * values), the names its code reads ({@code @ConfigProperty}, {@code @ConfigMapping}, its own and those of the
 * Arbiter modules it depends on), its HTTP port, its health endpoints and the Kafka topics its channels use.
 */
final class ServiceConfig {

    private static final Pattern PROFILE = Pattern.compile("^%[\\w-]+\\.");
    private static final Pattern CONFIG_PROPERTY = Pattern.compile("@ConfigProperty\\(name\\s*=\\s*\"([^\"]+)\"");
    private static final Pattern CONFIG_MAPPING = Pattern.compile("@ConfigMapping\\(prefix\\s*=\\s*\"([^\"]+)\"\\)");
    private static final Pattern MAPPING_METHOD = Pattern.compile("^\\s+[\\w<>]+\\s+(\\w+)\\(\\);", Pattern.MULTILINE);
    private static final Pattern CHANNEL = Pattern.compile("^mp\\.messaging\\.(incoming|outgoing)\\.([\\w-]+)\\.");
    private static final Pattern EXPRESSION = Pattern.compile("^\\$\\{([^:}]+)(?::([^}]*))?}$");
    private static final List<String> ARBITER_LIBRARIES = List.of("stream-support", "shared-events", "game-rules");

    final String module;
    private final Properties properties;
    private final Set<String> names;

    private ServiceConfig(String module, Properties properties, Set<String> names) {
        this.module = module;
        this.properties = properties;
        this.names = names;
    }

    static ServiceConfig of(String module) {
        Properties properties = new Properties();
        try {
            properties.load(new StringReader(Repo.read(module + "/src/main/resources/application.properties")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Set<String> names = new TreeSet<>();
        properties.stringPropertyNames().forEach(key -> names.add(PROFILE.matcher(key).replaceFirst("")));
        String pom = Repo.read(module + "/pom.xml");
        List<String> codeModules = Stream.concat(Stream.of(module),
                ARBITER_LIBRARIES.stream().filter(lib -> pom.contains("<artifactId>" + lib + "</artifactId>"))).toList();
        for (String codeModule : codeModules) {
            names.addAll(namesReadByCode(Repo.path(codeModule + "/src/main/java")));
        }
        return new ServiceConfig(module, properties, names);
    }

    /** The property names the module's code and configuration declare (profiles stripped). */
    Set<String> propertyNames() {
        return names;
    }

    /**
     * The property an environment variable sets (MicroProfile Config's environment source: a property's name with
     * every character other than a letter or digit as {@code _}, upper-cased), or null if none of this module.
     */
    String propertyForEnvironmentVariable(String variable) {
        return names.stream().filter(name -> environmentVariable(name).equals(variable)).findFirst().orElse(null);
    }

    static String environmentVariable(String property) {
        return property.replaceAll("[^A-Za-z0-9]", "_").toUpperCase(java.util.Locale.ROOT);
    }

    /** The value in the prod profile ({@code %prod.key}, else {@code key}), an expression's default resolved. */
    String value(String key) {
        String raw = properties.getProperty("%prod." + key, properties.getProperty(key));
        if (raw == null) {
            return null;
        }
        Matcher m = EXPRESSION.matcher(raw.trim());
        if (m.matches()) {
            String referenced = value(m.group(1));
            return referenced != null ? referenced : m.group(2);
        }
        return raw.trim();
    }

    String value(String key, String fallback) {
        String value = value(key);
        return value != null ? value : fallback;
    }

    int httpPort() {
        return Integer.parseInt(value("quarkus.http.port", "8080"));
    }

    /**
     * Where the health endpoints answer: the management interface when it is on and health is not kept off it
     * ({@code quarkus.smallrye-health.management.enabled=false}), else the HTTP port.
     */
    HealthEndpoint health() {
        if (!Repo.read(module + "/pom.xml").contains("<artifactId>quarkus-smallrye-health</artifactId>")) {
            throw new IllegalStateException(module + " has no health endpoints (quarkus-smallrye-health)");
        }
        String healthRoot = trimSlashes(value("quarkus.smallrye-health.root-path", "health"));
        String ready = trimSlashes(value("quarkus.smallrye-health.readiness-path", "ready"));
        String live = trimSlashes(value("quarkus.smallrye-health.liveness-path", "live"));
        int port;
        String root;
        if (Boolean.parseBoolean(value("quarkus.management.enabled", "false"))
                && Boolean.parseBoolean(value("quarkus.smallrye-health.management.enabled", "true"))) {
            port = Integer.parseInt(value("quarkus.management.port", "9000"));
            root = "/" + trimSlashes(value("quarkus.management.root-path", "q"));
        } else {
            port = httpPort();
            String httpRoot = trimSlashes(value("quarkus.http.root-path", "/"));
            String nonApplication = trimSlashes(value("quarkus.http.non-application-root-path", "q"));
            root = (httpRoot.isEmpty() ? "" : "/" + httpRoot) + "/" + nonApplication;
        }
        String base = root + "/" + healthRoot;
        return new HealthEndpoint(port, base + "/" + ready, base + "/" + live,
                base + "/" + trimSlashes(value("quarkus.smallrye-health.startup-path", "started")));
    }

    /** The Kafka topics this module's channels read or write (a channel's {@code topic}, else its name). */
    Set<String> topics() {
        Set<String> topics = new LinkedHashSet<>();
        for (String key : new TreeSet<>(properties.stringPropertyNames())) {
            Matcher m = CHANNEL.matcher(key);
            if (m.find()) {
                String prefix = m.group();
                topics.add(value(prefix + "topic", m.group(2)));
            }
        }
        return topics;
    }

    private static Set<String> namesReadByCode(Path sources) {
        Set<String> found = new TreeSet<>();
        if (!Files.isDirectory(sources)) {
            return found;
        }
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String source = Files.readString(file);
                CONFIG_PROPERTY.matcher(source).results().forEach(r -> found.add(r.group(1)));
                Matcher mapping = CONFIG_MAPPING.matcher(source);
                if (mapping.find()) {
                    String prefix = mapping.group(1);
                    MAPPING_METHOD.matcher(source).results()
                            .forEach(r -> found.add(prefix + "." + kebab(r.group(1))));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return found;
    }

    /** SmallRye Config's name for a mapping method: {@code gameServiceUrl} → {@code game-service-url}. */
    static String kebab(String method) {
        return method.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(java.util.Locale.ROOT);
    }

    private static String trimSlashes(String path) {
        return path.replaceAll("^/+|/+$", "");
    }

    /** A module's health endpoints: the port they answer on and the readiness and liveness paths. */
    record HealthEndpoint(int port, String readyPath, String livePath, String startedPath) {
    }
}
