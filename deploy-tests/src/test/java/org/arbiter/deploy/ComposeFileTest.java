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
    private static final String LOCAL_REALM = "test-support/src/main/resources/arbiter-realm.json";

    private final String text = Repo.read("docker-compose.yml");
    private final Map<String, Object> compose = new Yaml().load(text);
    private final Map<String, Object> services = map(compose.get("services"));

    @Test
    void runsTheInfrastructureTheServicesAndTheConsole() {
        assertThat(services).containsOnlyKeys("postgres", "kafka", "kafka-topics", "keycloak", "keycloak-demo-users",
                "game-service", "scoring-service", "protocol-service", "rating-service", "console");
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
    void eachServiceRunsWithItsJvmOptionsAndAMemoryLimitThatHoldsThem() {
        // the images start each JVM with the module's java.options, as ./arbiter-local does (DockerBuildTest)
        assertThat(Repo.read("arbiter-local")).contains("\"$JAVA\" @\"$svc/" + JvmOptions.FILE + "\" \"${aot[@]}\" -jar \"$svc/target/quarkus-app/quarkus-run.jar\"");
        ClusterManifests base = ClusterManifests.base();
        for (String module : Repo.SERVICES) {
            // a JVM out of heap stops, and compose starts it again
            assertThat(JvmOptions.of(module).options()).as(module).contains("-XX:+ExitOnOutOfMemoryError");
            assertThat(service(module).get("restart")).as(module).isEqualTo("unless-stopped");
            long limit = megabytes(string(service(module).get("mem_limit")));
            assertThat(limit).as(module + "'s mem_limit against its java.options")
                    .isGreaterThanOrEqualTo(JvmOptions.of(module).boundedBytes() + JvmOptions.NATIVE_MARGIN);
            // the same limit as its Kubernetes container's
            assertThat(limit).as(module).isEqualTo(io.fabric8.kubernetes.api.model.Quantity.getAmountInBytes(
                    base.named("Deployment", module).as(io.fabric8.kubernetes.api.model.apps.Deployment.class).getSpec().getTemplate().getSpec().getContainers().get(0).getResources()
                            .getLimits().get("memory")).longValue());
        }
    }

    private static long megabytes(String value) {
        assertThat(value).matches("\\d+m");
        return Long.parseLong(value.substring(0, value.length() - 1)) << 20;
    }

    @Test
    void everyEnvironmentKeyOfAServiceSetsOneOfItsProperties() {
        for (String module : Repo.SERVICES) {
            ServiceConfig config = ServiceConfig.of(module);
            for (String key : environment(module).keySet()) {
                if (module.equals("console") && key.equals("ARBITER_HOST")) {
                    continue; // the image's entrypoint makes the certificate for this host (venue-tls.sh)
                }
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
            List<String> keys = new java.util.ArrayList<>(List.of(ServiceConfig.environmentVariable("kafka.bootstrap.servers"),
                    ServiceConfig.environmentVariable("quarkus.datasource.reactive.url"),
                    ServiceConfig.environmentVariable("quarkus.datasource.jdbc.url"),
                    ServiceConfig.environmentVariable("quarkus.datasource.username"),
                    ServiceConfig.environmentVariable("quarkus.datasource.password"),
                    ServiceConfig.environmentVariable("quarkus.oidc.auth-server-url")));
            if (module.equals("game-service")) {
                // the organiser's logins: Keycloak's admin API on the compose network, the accounts client's secret
                keys.add(ServiceConfig.environmentVariable("quarkus.keycloak.admin-client.server-url"));
                keys.add(ServiceConfig.environmentVariable("quarkus.keycloak.admin-client.client-secret"));
                assertThat(config.value("quarkus.keycloak.admin-client.server-url")).isEqualTo("http://127.0.0.1:" + Repo.localInfraPort("KEYCLOAK"));
                assertThat(env.get("QUARKUS_KEYCLOAK_ADMIN_CLIENT_SERVER_URL")).isEqualTo("http://keycloak:8080");
                assertThat(env.get("QUARKUS_KEYCLOAK_ADMIN_CLIENT_CLIENT_SECRET"))
                        .isEqualTo(environment("keycloak").get("ARBITER_ACCOUNTS_SECRET"));
            }
            assertThat(env).containsOnlyKeys(keys);
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
    void theConsoleProxiesToEachServiceAndIsKeycloaksPublicAddress() {
        Map<String, String> env = environment("console");
        for (String module : Repo.BACKENDS) {
            String key = ServiceConfig.environmentVariable("console." + module + "-url");
            assertThat(env.get(key)).as(key).isEqualTo("http://" + module + ":" + ServiceConfig.of(module).httpPort());
        }
        // browsers reach Keycloak through the console's origin (issue 33): the issuer is that origin's realm
        String host = "${ARBITER_HOST:?set ARBITER_HOST in .env}";
        String issuer = "https://" + host + ":8443/realms/" + realmName();
        assertThat(env.get("CONSOLE_ISSUER")).isEqualTo(issuer);
        // ... whose realm paths the console forwards to Keycloak on the compose network
        assertThat(env.get("CONSOLE_KEYCLOAK_URL")).isEqualTo("http://keycloak:8080");
        assertThat(ServiceConfig.of("console").propertyForEnvironmentVariable("CONSOLE_KEYCLOAK_URL")).isEqualTo("console.keycloak-url");
        assertThat(env.get("ARBITER_HOST")).isEqualTo(host);
        assertThat(ServiceConfig.of("console").propertyForEnvironmentVariable("CONSOLE_ISSUER")).isEqualTo("console.issuer");
        assertThat(environment("keycloak").get("KC_HOSTNAME") + "/realms/" + realmName()).isEqualTo(issuer);
        assertThat(environment("keycloak")).containsEntry("KC_HOSTNAME_BACKCHANNEL_DYNAMIC", "true")
                .containsEntry("KC_PROXY_HEADERS", "xforwarded").containsEntry("ARBITER_HOST", host);
        assertThat(map(service("console").get("depends_on"))).containsOnlyKeys(Repo.BACKENDS.toArray(String[]::new));
    }

    @Test
    void onlyTheConsolesHttpsAndCaPagePortsArePublished() {
        Map<String, Integer> localMode = Repo.localModePorts();
        assertThat(localMode.keySet()).containsExactlyElementsOf(Repo.SERVICES);
        for (String module : Repo.SERVICES) {
            assertThat(ServiceConfig.of(module).httpPort()).as(module).isEqualTo(localMode.get(module));
        }
        assertThat(ports("console")).containsExactly("8443:8443", localMode.get("console") + ":" + localMode.get("console"));
        // PostgreSQL (its superuser's password), Kafka (PLAINTEXT), Keycloak and the services: compose network only
        assertThat(services.keySet().stream().filter(s -> map(services.get(s)).containsKey("ports"))).containsExactly("console");
        Map<String, String> kafka = environment("kafka");
        assertThat(kafka.get("KAFKA_LISTENERS")).isEqualTo("INTERNAL://:9092,CONTROLLER://:9093");
        assertThat(kafka.get("KAFKA_ADVERTISED_LISTENERS")).isEqualTo("INTERNAL://kafka:9092");
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
                if (dependency.equals("kafka-topics") || dependency.equals("keycloak-demo-users")) {
                    assertThat(condition).as(name + " → " + dependency).isEqualTo("service_completed_successfully");
                } else {
                    assertThat(condition).as(name + " → " + dependency).isEqualTo("service_healthy");
                    assertThat(map(services.get(dependency))).as(dependency).containsKey("healthcheck");
                }
            });
        });
        assertThat(services.keySet().stream().filter(s -> !map(services.get(s)).containsKey("healthcheck")))
                .containsExactly("kafka-topics", "keycloak-demo-users");
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
    void keycloakRunsInProductionModeOnPostgresAndImportsTheRealmWithoutDemoUsersOnce() throws IOException {
        Map<String, Object> keycloak = service("keycloak");
        // "start" (production mode); --import-realm skips a realm that exists, so the import happens once
        assertThat(strings(keycloak.get("command"))).containsExactly("start", "--import-realm");
        Map<String, String> env = environment("keycloak");
        assertThat(env).containsEntry("KC_DB", "postgres")
                .containsEntry("KC_DB_URL", "jdbc:postgresql://postgres:5432/keycloak")
                .containsEntry("KC_DB_USERNAME", environment("postgres").get("POSTGRES_USER"))
                .containsEntry("KC_DB_PASSWORD", environment("postgres").get("POSTGRES_PASSWORD"))
                .containsEntry("KC_HTTP_ENABLED", "true");
        assertThat(map(keycloak.get("depends_on"))).containsOnlyKeys("postgres");
        assertThat(strings(service("postgres").get("volumes")))
                .contains("./compose/postgres-init.sql:/docker-entrypoint-initdb.d/keycloak.sql:ro");
        assertThat(Repo.read("compose/postgres-init.sql")).contains("CREATE DATABASE keycloak;");
        assertThat(strings(keycloak.get("volumes")))
                .containsExactly("./compose/arbiter-realm.json:/opt/keycloak/data/import/arbiter-realm.json:ro");

        // the realm is local mode's but for its users, its origins, the password grant and the clients' secrets
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        var local = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(Repo.read(LOCAL_REALM));
        var realm = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(Repo.read("compose/arbiter-realm.json"));
        // its only users are the service accounts (the accounts client's), no demo user
        var serviceAccounts = json.createArrayNode();
        local.get("users").forEach(u -> {
            if (u.has("serviceAccountClientId")) {
                serviceAccounts.add(u);
            }
        });
        assertThat(serviceAccounts).hasSize(1);
        assertThat(realm.get("users")).isEqualTo(serviceAccounts);
        assertThat(local.get("users").size()).isGreaterThan(serviceAccounts.size());
        local.remove("users");
        realm.remove("users");
        // the accounts client's secret is a placeholder filled from .env
        for (var client : realm.get("clients")) {
            if (client.get("clientId").asText().equals("arbiter-accounts")) {
                assertThat(client.get("secret").asText()).isEqualTo("${ARBITER_ACCOUNTS_SECRET}");
                ((com.fasterxml.jackson.databind.node.ObjectNode) client).remove("secret");
            }
        }
        local.put("sslRequired", "external");
        for (var client : local.get("clients")) {
            var c = (com.fasterxml.jackson.databind.node.ObjectNode) client;
            if (c.get("clientId").asText().equals("arbiter-web")) {
                c.putArray("redirectUris").add("https://${ARBITER_HOST}:8443/*");
                c.putArray("webOrigins").add("https://${ARBITER_HOST}:8443");
                c.put("directAccessGrantsEnabled", false);
            } else {
                c.remove("secret");
            }
        }
        assertThat(realm).isEqualTo(local);

        // the demo users come only with COMPOSE_PROFILES=demo, from local mode's realm file, and skip what exists
        Map<String, Object> demo = service("keycloak-demo-users");
        assertThat(strings(demo.get("profiles"))).containsExactly("demo");
        assertThat(demo.get("image")).isEqualTo(keycloak.get("image"));
        assertThat(strings(demo.get("volumes"))).containsExactly("./" + LOCAL_REALM + ":/demo/arbiter-realm.json:ro");
        assertThat(String.join("\n", strings(demo.get("command"))))
                .contains("kcadm config credentials --server http://keycloak:8080 --realm master --user admin")
                .contains("kcadm create partialImport -r " + realmName() + " -s ifResourceExists=SKIP -o -f /demo/arbiter-realm.json");
        services.forEach((name, service) -> {
            if (!name.equals("keycloak-demo-users")) {
                assertThat(map(service)).as(name).doesNotContainKey("profiles");
            }
        });
        assertThat(Files.isRegularFile(Repo.path(LOCAL_REALM))).isTrue();
    }

    @Test
    void theFileIsValidByTheComposeSpecificationsSchema() throws IOException {
        // compose-spec's schema/compose-spec.json at compose-spec/compose-spec 170098b (2026-06-23), vendored
        com.networknt.schema.Schema schema = com.networknt.schema.SchemaRegistry
                .withDefaultDialect(com.networknt.schema.SpecificationVersion.DRAFT_7)
                .getSchema(com.networknt.schema.SchemaLocation.of("classpath:schemas/compose-spec.json"));
        tools.jackson.databind.ObjectMapper json = tools.jackson.databind.json.JsonMapper.builder().build();
        assertThat(schema.validate(json.valueToTree(compose))).isEmpty();
        // and the schema does refuse what is not Compose
        Map<String, Object> wrong = new LinkedHashMap<>(compose);
        Map<String, Object> console = new LinkedHashMap<>(service("console"));
        console.put("pull_policy", "sometimes");
        console.put("mem_limits", "1g");
        Map<String, Object> wrongServices = new LinkedHashMap<>(services);
        wrongServices.put("console", console);
        wrong.put("services", wrongServices);
        assertThat(schema.validate(json.valueToTree(wrong))).extracting(e -> e.getInstanceLocation() + " " + e.getMessage())
                .hasSize(2).anyMatch(m -> m.startsWith("/services/console/pull_policy does not match"))
                .anyMatch(m -> m.contains("'mem_limits' is not defined"));
    }

    @Test
    void secretsComeFromTheUncommittedEnvFileWhoseTemplateNamesExactlyTheVariablesUsed() throws IOException {
        Set<String> used = VARIABLE.matcher(text).results().map(r -> r.group(1))
                .collect(Collectors.toCollection(TreeSet::new));
        Properties template = new Properties();
        template.load(new StringReader(Repo.read(".env.example")));
        // COMPOSE_PROFILES is compose's own (demo users or not)
        assertThat(template.stringPropertyNames()).containsExactlyInAnyOrderElementsOf(
                Stream.concat(used.stream(), Stream.of("COMPOSE_PROFILES")).toList());
        assertThat(used).containsExactlyInAnyOrder("POSTGRES_USER", "POSTGRES_PASSWORD", "KEYCLOAK_ADMIN_PASSWORD",
                "ARBITER_HOST", "ARBITER_ACCOUNTS_SECRET");
        assertThat(template.getProperty("COMPOSE_PROFILES")).isEmpty();
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
