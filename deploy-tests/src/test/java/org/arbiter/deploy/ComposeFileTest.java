package org.arbiter.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.arbiter.events.Topics;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * docker-compose.yml held to the code (no Docker engine runs here): every service's environment sets a real
 * property of that service, ports and URLs are local mode's, health checks ask the health endpoints, every image is
 * pinned, every secret comes from the uncommitted {@code .env} whose template names exactly the variables used.
 */
class ComposeFileTest {

    private static final Pattern VARIABLE = Pattern.compile("(?<!\\$)\\$\\{(\\w+)(?:[:?-][^}]*)?}");
    private static final Pattern HEALTH_PROBE = Pattern.compile("/dev/tcp/127\\.0\\.0\\.1/(\\d+) .*'GET (\\S+) HTTP/1\\.1");
    private static final String DOCKERFILE = "src/main/docker/Dockerfile.jvm";

    private final String text = Repo.read("docker-compose.yml");
    private final Map<String, Object> compose = new Yaml().load(text);
    private final Map<String, Object> services = map(compose.get("services"));

    @Test
    void runsTheInfrastructureTheServicesAndTheConsole() {
        assertThat(services).containsOnlyKeys("postgres", "kafka", "kafka-topics", "keycloak", "game-service",
                "scoring-service", "protocol-service", "rating-service", "console");
    }

    @Test
    void everyImageIsPinnedAndTheInfrastructureIsTheVersionTheTestsRun() {
        services.forEach((name, service) -> {
            ImageReference image = ImageReference.parse(string(map(service).get("image")));
            assertThat(image.pinned()).as(name + "'s image " + image + " is pinned").isTrue();
        });
        assertThat(image("kafka")).isEqualTo(ImageReference.parse("apache/kafka:" + Repo.pomValue("kafka.version")));
        assertThat(image("kafka-topics")).isEqualTo(image("kafka"));
        assertThat(image("keycloak"))
                .isEqualTo(ImageReference.parse("quay.io/keycloak/keycloak:" + Repo.pomValue("keycloak.version")));
        assertThat(image("postgres").name()).isEqualTo("postgres");
        assertThat(Repo.pomValue("postgres-binaries.version")).startsWith(image("postgres").version() + ".");
    }

    @Test
    void eachServiceIsBuiltFromItsOwnDockerfileOfItsQuarkusApp() throws IOException {
        String version = Repo.pomValue("version");
        for (String module : Repo.SERVICES) {
            Map<String, Object> service = service(module);
            assertThat(map(service.get("build"))).containsExactly(Map.entry("context", "./" + module),
                    Map.entry("dockerfile", DOCKERFILE));
            assertThat(service.get("image")).isEqualTo("arbiter/" + module + ":" + version);
            List<String> dockerfile = Files.readAllLines(Repo.path(module + "/" + DOCKERFILE));
            List<String> from = dockerfile.stream().filter(l -> l.startsWith("FROM ")).toList();
            assertThat(from).hasSize(1);
            assertThat(ImageReference.parse(from.get(0).substring(5).trim()).pinned()).as(from.get(0)).isTrue();
            assertThat(dockerfile).contains("EXPOSE " + ServiceConfig.of(module).httpPort())
                    .anyMatch(l -> l.startsWith("COPY --chown=185 target/quarkus-app/lib/ "))
                    .anyMatch(l -> l.startsWith("ENTRYPOINT ") && l.contains("/deployments/quarkus-run.jar"));
            // a JVM out of heap stops (issue 38), and compose starts it again
            assertThat(JvmOptions.of(module).options()).as(module).contains("-XX:+ExitOnOutOfMemoryError");
            assertThat(service(module).get("restart")).as(module).isEqualTo("unless-stopped");
            // the JVM's options are the module's java.options, as ./arbiter-local starts it (one file, every deployment)
            assertThat(dockerfile).as(module).contains("COPY --chown=185 " + JvmOptions.FILE + " /deployments/java.options")
                    .anyMatch(l -> l.startsWith("ENTRYPOINT ") && l.contains("exec java @/deployments/java.options $JAVA_OPTS -jar "));
        }
        assertThat(Repo.read("arbiter-local")).contains("\"$JAVA\" @\"$svc/" + JvmOptions.FILE + "\" \"${aot[@]}\" -jar \"$svc/target/quarkus-app/quarkus-run.jar\"");
    }

    @Test
    void everyEnvironmentKeyOfAServiceSetsOneOfItsProperties() {
        for (String module : Repo.SERVICES) {
            ServiceConfig config = ServiceConfig.of(module);
            for (String key : environment(module).keySet()) {
                assertThat(config.propertyForEnvironmentVariable(key))
                        .as(module + "'s environment key " + key + " names one of its configuration properties "
                                + config.propertyNames())
                        .isNotNull();
            }
        }
    }

    @Test
    void theBackendsReachPostgresKafkaAndKeycloakInsideTheComposeNetwork() {
        Map<String, String> kafka = environment("kafka");
        String internalListener = listener(kafka.get("KAFKA_ADVERTISED_LISTENERS"), "INTERNAL");
        String realm = realmName();
        for (String module : Repo.BACKENDS) {
            ServiceConfig config = ServiceConfig.of(module);
            Map<String, String> env = environment(module);
            // every address the service has in application.properties is set here: none is left on 127.0.0.1
            assertThat(env).containsOnlyKeys(ServiceConfig.environmentVariable("kafka.bootstrap.servers"),
                    ServiceConfig.environmentVariable("quarkus.datasource.reactive.url"),
                    ServiceConfig.environmentVariable("quarkus.datasource.jdbc.url"),
                    ServiceConfig.environmentVariable("quarkus.datasource.username"),
                    ServiceConfig.environmentVariable("quarkus.datasource.password"),
                    ServiceConfig.environmentVariable("quarkus.oidc.auth-server-url"));
            assertThat(config.value("kafka.bootstrap.servers")).isEqualTo("127.0.0.1:" + Repo.localInfraPort("KAFKA"));
            assertThat(env.get("KAFKA_BOOTSTRAP_SERVERS")).isEqualTo(internalListener);
            assertThat(env.get("QUARKUS_DATASOURCE_JDBC_URL"))
                    .isEqualTo("jdbc:" + env.get("QUARKUS_DATASOURCE_REACTIVE_URL"))
                    .isEqualTo("jdbc:postgresql://postgres:5432/" + environment("postgres").get("POSTGRES_DB"));
            assertThat(env.get("QUARKUS_DATASOURCE_USERNAME")).isEqualTo(environment("postgres").get("POSTGRES_USER"));
            assertThat(env.get("QUARKUS_DATASOURCE_PASSWORD")).isEqualTo(environment("postgres").get("POSTGRES_PASSWORD"));
            assertThat(env.get("QUARKUS_OIDC_AUTH_SERVER_URL")).isEqualTo("http://keycloak:8080/realms/" + realm);
            assertThat(map(service(module).get("depends_on"))).containsOnlyKeys("postgres", "kafka-topics", "keycloak");
        }
        assertThat(listener(kafka.get("KAFKA_LISTENERS"), "INTERNAL")).isEqualTo(":" + internalListener.split(":")[1]);
    }

    @Test
    void theConsoleProxiesToEachServiceAndSendsTheBrowserToKeycloaksPublicAddress() {
        Map<String, String> env = environment("console");
        for (String module : Repo.BACKENDS) {
            String key = ServiceConfig.environmentVariable("console." + module + "-url");
            assertThat(env.get(key)).as(key).isEqualTo("http://" + module + ":" + ServiceConfig.of(module).httpPort());
        }
        String issuer = ServiceConfig.of("console").value("console.issuer");
        assertThat(issuer).isEqualTo("http://127.0.0.1:" + Repo.localInfraPort("KEYCLOAK") + "/realms/" + realmName());
        assertThat(env.get("CONSOLE_ISSUER")).isEqualTo(issuer);
        assertThat(environment("keycloak").get("KC_HOSTNAME") + "/realms/" + realmName()).isEqualTo(issuer);
        assertThat(environment("keycloak")).containsEntry("KC_HOSTNAME_BACKCHANNEL_DYNAMIC", "true");
        assertThat(map(service("console").get("depends_on"))).containsOnlyKeys(Repo.BACKENDS.toArray(String[]::new));
    }

    @Test
    void portsAreLocalModes() {
        Map<String, Integer> localMode = Repo.localModePorts();
        assertThat(localMode.keySet()).containsExactlyElementsOf(Repo.SERVICES);
        for (String module : Repo.SERVICES) {
            int port = ServiceConfig.of(module).httpPort();
            assertThat(port).as(module).isEqualTo(localMode.get(module));
            assertThat(ports(module)).as(module).containsExactly(port + ":" + port);
        }
        assertThat(ports("postgres")).containsExactly(Repo.localInfraPort("POSTGRES") + ":5432");
        assertThat(ports("keycloak")).containsExactly(Repo.localInfraPort("KEYCLOAK") + ":8080");
        int kafkaPort = Repo.localInfraPort("KAFKA");
        assertThat(ports("kafka")).containsExactly(kafkaPort + ":" + kafkaPort);
        assertThat(listener(environment("kafka").get("KAFKA_ADVERTISED_LISTENERS"), "EXTERNAL"))
                .isEqualTo("127.0.0.1:" + kafkaPort);
        // the addresses docs/local-mode.md gives hold for compose too
        String guide = Repo.read("docs/local-mode.md");
        Stream.of(localMode.get("console"), Repo.localInfraPort("POSTGRES"), kafkaPort, Repo.localInfraPort("KEYCLOAK"))
                .forEach(port -> assertThat(guide).contains("127.0.0.1:" + port));
        assertThat(guide).contains("http://127.0.0.1:" + localMode.get(Repo.BACKENDS.get(0)) + " … "
                + localMode.get(Repo.BACKENDS.get(Repo.BACKENDS.size() - 1)));
        assertThat(guide).contains("http://127.0.0.1:" + Repo.localInfraPort("KEYCLOAK") + "/realms/" + realmName());
        assertThat(services.keySet().stream().filter(s -> !Repo.SERVICES.contains(s))
                .filter(s -> map(services.get(s)).containsKey("ports")))
                .containsExactly("postgres", "kafka", "keycloak");
    }

    @Test
    void healthChecksAskEachServicesReadinessEndpoint() {
        for (String module : Repo.SERVICES) {
            ServiceConfig.HealthEndpoint health = ServiceConfig.of(module).health();
            Matcher probe = HEALTH_PROBE.matcher(String.join(" ", healthCheck(module)));
            assertThat(probe.find()).as(module + "'s health check " + healthCheck(module)).isTrue();
            assertThat(Integer.parseInt(probe.group(1))).as(module).isEqualTo(health.port());
            assertThat(probe.group(2)).as(module).isEqualTo(health.readyPath()).endsWith("/health/ready");
        }
        Matcher keycloak = HEALTH_PROBE.matcher(String.join(" ", healthCheck("keycloak")));
        assertThat(keycloak.find()).isTrue();
        assertThat(keycloak.group(1) + " " + keycloak.group(2)).isEqualTo("9000 /health/ready");
        assertThat(environment("keycloak")).containsEntry("KC_HEALTH_ENABLED", "true");
        assertThat(healthCheck("postgres")).startsWith("CMD", "pg_isready");
        assertThat(healthCheck("kafka")).containsExactly("CMD", "/opt/kafka/bin/kafka-broker-api-versions.sh",
                "--bootstrap-server", "localhost:9092");
    }

    @Test
    void everyDependencyWaitsUntilItIsHealthyOrDone() {
        services.forEach((name, service) -> {
            Object dependsOn = map(service).get("depends_on");
            if (dependsOn == null) {
                return;
            }
            map(dependsOn).forEach((dependency, how) -> {
                String condition = string(map(how).get("condition"));
                if (dependency.equals("kafka-topics")) {
                    assertThat(condition).as(name + " → " + dependency).isEqualTo("service_completed_successfully");
                } else {
                    assertThat(condition).as(name + " → " + dependency).isEqualTo("service_healthy");
                    assertThat(map(services.get(dependency))).as(dependency).containsKey("healthcheck");
                }
            });
        });
        assertThat(services.keySet().stream().filter(s -> !map(services.get(s)).containsKey("healthcheck")))
                .containsExactly("kafka-topics");
    }

    @Test
    void theTopicsAreCreatedAsTheTestsCreateThemAndCoverEveryTopicTheServicesUse() {
        String script = String.join("\n", strings(service("kafka-topics").get("command")));
        Set<String> created = new LinkedHashSet<>();
        Matcher create = Pattern.compile("^\\s*create --topic ([\\w.-]+) --partitions (\\d+)(.*)$", Pattern.MULTILINE)
                .matcher(script);
        while (create.find()) {
            created.add((create.group(1) + " " + create.group(2) + " " + create.group(3).trim()).trim());
        }
        assertThat(created).containsExactlyElementsOf(Topics.ALL.stream()
                .map(t -> t.name() + " " + t.partitions() + (t.compacted() ? " --config cleanup.policy=compact" : ""))
                .toList());
        Set<String> used = new TreeSet<>();
        Repo.BACKENDS.forEach(module -> used.addAll(ServiceConfig.of(module).topics()));
        // every topic a service names is created (a dead-letter channel names one of its consumer's dead-letter topics)
        assertThat(used).isSubsetOf(Topics.ALL.stream().map(Topics.TopicSpec::name).toList())
                .contains(Topics.TABLE_EVENTS, Topics.TOURNAMENT_EVENTS, Topics.GAME_SCORES, Topics.PROTEST_EVENTS);
        assertThat(environment("kafka")).containsEntry("KAFKA_AUTO_CREATE_TOPICS_ENABLE", "false");
    }

    @Test
    void keycloakImportsLocalModesRealm() {
        assertThat(strings(service("keycloak").get("command"))).containsExactly("start-dev", "--import-realm");
        assertThat(strings(service("keycloak").get("volumes"))).containsExactly(
                "./test-support/src/main/resources/arbiter-realm.json:/opt/keycloak/data/import/arbiter-realm.json:ro");
        assertThat(Files.isRegularFile(Repo.path("test-support/src/main/resources/arbiter-realm.json"))).isTrue();
    }

    @Test
    void secretsComeFromTheUncommittedEnvFileWhoseTemplateNamesExactlyTheVariablesUsed() throws IOException {
        Set<String> used = VARIABLE.matcher(text).results().map(r -> r.group(1))
                .collect(Collectors.toCollection(TreeSet::new));
        Properties template = new Properties();
        template.load(new StringReader(Repo.read(".env.example")));
        assertThat(used).containsExactlyInAnyOrderElementsOf(template.stringPropertyNames());
        assertThat(used).containsExactlyInAnyOrder("POSTGRES_USER", "POSTGRES_PASSWORD", "KEYCLOAK_ADMIN_PASSWORD");
        assertThat(Repo.read(".gitignore").lines()).contains(".env");
        // a password is never written into the file itself
        services.forEach((name, service) -> environmentOf(map(service)).forEach((key, value) -> {
            if (key.contains("PASSWORD") || key.contains("SECRET")) {
                assertThat(value).as(name + " " + key).matches("\\$\\{\\w+:\\?[^}]*}");
            }
        }));
    }

    private String realmName() {
        Matcher m = Pattern.compile("\"realm\"\\s*:\\s*\"([^\"]+)\"")
                .matcher(Repo.read("test-support/src/main/resources/arbiter-realm.json"));
        assertThat(m.find()).isTrue();
        return m.group(1);
    }

    /** {@code host:port} of the named listener in a {@code NAME://host:port,...} list. */
    private static String listener(String listeners, String name) {
        for (String listener : listeners.split(",")) {
            if (listener.startsWith(name + "://")) {
                return listener.substring(name.length() + "://".length());
            }
        }
        throw new AssertionError("no listener " + name + " in " + listeners);
    }

    private ImageReference image(String service) {
        return ImageReference.parse(string(service(service).get("image")));
    }

    private Map<String, Object> service(String name) {
        assertThat(services).containsKey(name);
        return map(services.get(name));
    }

    private Map<String, String> environment(String service) {
        return environmentOf(service(service));
    }

    private static Map<String, String> environmentOf(Map<String, Object> service) {
        Map<String, String> env = new LinkedHashMap<>();
        Object environment = service.get("environment");
        if (environment != null) {
            map(environment).forEach((key, value) -> env.put(key, String.valueOf(value)));
        }
        return env;
    }

    private List<String> ports(String service) {
        return strings(service(service).get("ports"));
    }

    private List<String> healthCheck(String service) {
        return strings(map(service(service).get("healthcheck")).get("test"));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object value) {
        assertThat(value).isInstanceOf(Map.class);
        return (Map<String, Object>) value;
    }

    private static List<String> strings(Object value) {
        assertThat(value).isInstanceOf(List.class);
        List<String> list = new ArrayList<>();
        ((List<?>) value).forEach(item -> list.add(String.valueOf(item)));
        return list;
    }

    private static String string(Object value) {
        assertThat(value).isInstanceOf(String.class);
        return (String) value;
    }
}
