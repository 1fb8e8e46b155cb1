package org.arbiter.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * The production profile holds no password or secret (docs/reliability.md "Access and limits"): each one comes from
 * the environment, and a service started without it (the built jar, profile prod) stops at once, naming the
 * property it misses (quarkus.datasource.password, given as QUARKUS_DATASOURCE_PASSWORD).
 */
class ProductionSettingsIT {

    static final Path REPO = Path.of(System.getProperty("arbiter.repo", "..")).toAbsolutePath().normalize();

    @Test
    void noPropertiesFileGivesAPasswordOrSecretToProduction() throws IOException {
        List<String> found = new ArrayList<>();
        List<String> modules = new ArrayList<>(ArbiterSystem.SERVICES);
        modules.add(ArbiterSystem.CONSOLE);
        for (String module : modules) {
            Properties properties = new Properties();
            try (Reader in = Files.newBufferedReader(REPO.resolve(module).resolve("src/main/resources/application.properties"))) {
                properties.load(in);
            }
            for (String key : properties.stringPropertyNames()) {
                String lower = key.toLowerCase();
                boolean secret = lower.contains("password") || lower.contains("secret") || lower.contains("credentials");
                boolean devOrTest = key.startsWith("%dev.") || key.startsWith("%test.") || key.startsWith("%dev,test.");
                String value = properties.getProperty(key);
                boolean fromEnvironment = value.matches("\\$\\{[A-Z0-9_]+}");
                if (secret && !devOrTest && !fromEnvironment) {
                    found.add(module + ": " + key + "=" + value);
                }
            }
        }
        assertThat(found).as("secrets with a value the production profile would use").isEmpty();
    }

    /**
     * Each service checks that the password is set while it starts (stream-support's DatabasePassword; game-service's
     * relay reads it too) and stops naming it, before anything connects: the database here is a closed port, so a
     * service that tried to connect would stop on the connection instead, with another message.
     */
    @Test
    void aServiceWithoutItsDatabasePasswordStopsAtOnceNamingIt() throws Exception {
        assertThat(System.getenv("QUARKUS_DATASOURCE_PASSWORD")).as("the child inherits no password").isNull();
        // every other secret is given (game-service's accounts client secret), so the password is the one missing
        for (String module : ArbiterSystem.SERVICES) {
            assertStopsAtOnceSaying(module, "QUARKUS_KEYCLOAK_ADMIN_CLIENT_CLIENT_SECRET", "a-secret-given",
                    "Failed to load config value of type class java.lang.String for: quarkus.datasource.password");
        }
    }

    /** game-service without its accounts client's secret (k8s: secret arbiter-keycloak-realm) stops at once, saying so. */
    @Test
    void gameServiceWithoutItsAccountsSecretStopsAtOnceSayingSo() throws Exception {
        assertThat(System.getenv("QUARKUS_KEYCLOAK_ADMIN_CLIENT_CLIENT_SECRET")).as("the child inherits no secret").isNull();
        assertStopsAtOnceSaying("game-service", "QUARKUS_DATASOURCE_PASSWORD", "a-password-given",
                "Failed to create Keycloak admin client: grant type 'client_credentials' requires client secret");
    }

    /**
     * The module's built jar, its database a closed port and one secret given, exits 1 at once with {@code message}
     * and never tries the database.
     */
    private static void assertStopsAtOnceSaying(String module, String givenSecret, String value, String message) throws Exception {
        // a directory of this run's own: the logs are appended to, and an earlier run's lines must not count
        Path logs = Files.createTempDirectory(Files.createDirectories(Path.of("target").toAbsolutePath()), "production-settings-");
        int closed = ServiceProcess.freePort();
        Map<String, String> env = Map.of(
                "QUARKUS_DATASOURCE_JDBC_URL", "jdbc:postgresql://127.0.0.1:" + closed + "/arbiter",
                "QUARKUS_DATASOURCE_REACTIVE_URL", "postgresql://127.0.0.1:" + closed + "/arbiter",
                givenSecret, value);
        try (ServiceProcess service = ServiceProcess.start(REPO, module, ServiceProcess.freePort(), env, logs)) {
            assertThat(service.awaitExit(Duration.ofSeconds(60))).as(module + " exits").isEqualTo(1);
            assertThat(service.output()).as(module).contains(message).doesNotContain("Unable to obtain connection from database");
        }
    }
}
