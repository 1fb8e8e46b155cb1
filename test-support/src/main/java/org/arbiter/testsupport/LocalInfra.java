package org.arbiter.testsupport;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.function.Supplier;

/**
 * Local mode: starts PostgreSQL, Kafka and Keycloak (its state in PostgreSQL's database {@code keycloak}, so the
 * accounts and sessions made at a venue survive a restart) with their state under one data directory, writes their
 * addresses to {@code <data>/infra.env} and stays up until SIGTERM/SIGINT, when it stops Keycloak, then Kafka,
 * then PostgreSQL (and removes the env file).
 *
 * <p>{@code java -cp "test-support/target/test-support-*.jar:test-support/target/lib/*"
 * org.arbiter.testsupport.LocalInfra [dataDir]}; data directory = the argument, else env {@code ARBITER_DATA},
 * else {@code <repo>/.arbiter/data}. Ports: PostgreSQL 55432, Kafka 59092 (controller 59093), Keycloak 58180
 * (override with env {@code ARBITER_POSTGRES_PORT}, {@code ARBITER_KAFKA_PORT}, {@code ARBITER_KEYCLOAK_PORT}), all on
 * loopback. Env {@code ARBITER_PUBLIC_ORIGIN} (the console's https origin, e.g. {@code https://10.77.0.1:8443}): Keycloak
 * serves its pages and issues its tokens for that origin ({@link RealKeycloak#start(int, Path, String)}).
 */
public final class LocalInfra {

    public static final int POSTGRES_PORT = 55432;
    public static final int KAFKA_PORT = 59092;
    public static final int KEYCLOAK_PORT = 58180;
    public static final String ENV_FILE = "infra.env";
    /** Keycloak's own database in the local PostgreSQL. */
    public static final String KEYCLOAK_DATABASE = "keycloak";

    private volatile RealPostgres postgres;
    private volatile RealKafka kafka;
    private volatile RealKeycloak keycloak;

    private LocalInfra() {
    }

    public static void main(String[] args) throws Exception {
        if (System.getProperty("java.util.logging.manager") == null) {
            System.setProperty("java.util.logging.manager", "org.jboss.logmanager.LogManager");
        }
        Infra.initLogging();
        configureLogging();
        Path data = dataDir(args).toAbsolutePath().normalize();
        Files.createDirectories(data.resolve("logs"));
        try (FileChannel lockChannel = FileChannel.open(data.resolve("local-infra.lock"),
                StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            FileLock lock = lockChannel.tryLock();
            if (lock == null) {
                System.err.println("Another LocalInfra is running on " + data + "; stop it first.");
                System.exit(2);
            }
            new LocalInfra().run(data);
        }
    }

    /** Warnings and errors of Kafka, the PostgreSQL driver and the rest to stderr; INFO of ours. */
    private static void configureLogging() {
        java.util.logging.Logger root = java.util.logging.Logger.getLogger("");
        for (java.util.logging.Handler handler : root.getHandlers()) {
            root.removeHandler(handler);
        }
        java.util.logging.ConsoleHandler console = new java.util.logging.ConsoleHandler();
        console.setLevel(java.util.logging.Level.ALL);
        console.setFormatter(new java.util.logging.SimpleFormatter());
        root.addHandler(console);
        root.setLevel(java.util.logging.Level.WARNING);
    }

    static Path dataDir(String[] args) {
        if (args.length > 0 && !args[0].isBlank()) {
            return Path.of(args[0]);
        }
        String env = System.getenv("ARBITER_DATA");
        if (env != null && !env.isBlank()) {
            return Path.of(env);
        }
        return repoRoot().resolve(".arbiter").resolve("data");
    }

    /** The nearest directory upwards holding {@code mvnw} and {@code pom.xml}, else the working directory. */
    static Path repoRoot() {
        Path cwd = Path.of("").toAbsolutePath();
        for (Path dir = cwd; dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("mvnw")) && Files.isRegularFile(dir.resolve("pom.xml"))
                    && Files.isDirectory(dir.resolve("test-support"))) {
                return dir;
            }
        }
        return cwd;
    }

    private void run(Path data) throws Exception {
        Path envFile = data.resolve(ENV_FILE);
        Files.deleteIfExists(envFile);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            stop(envFile);
            stopped.countDown();
        }, "local-infra-stop"));

        int pgPort = port("ARBITER_POSTGRES_PORT", POSTGRES_PORT);
        int kafkaPort = port("ARBITER_KAFKA_PORT", KAFKA_PORT);
        int kcPort = port("ARBITER_KEYCLOAK_PORT", KEYCLOAK_PORT);
        log("data directory " + data);
        long t0 = System.nanoTime();
        String publicOrigin = System.getenv("ARBITER_PUBLIC_ORIGIN");
        var pg = timed("PostgreSQL", () -> postgres = RealPostgres.start(data.resolve("postgres"), pgPort));
        // Keycloak keeps its realm, users and sessions in its own database there: PostgreSQL first
        var kc = pg.thenCompose(started -> timed("Keycloak", () -> keycloak = RealKeycloak.start(kcPort,
                data.resolve("logs").resolve("keycloak.log"), publicOrigin == null || publicOrigin.isBlank() ? null : publicOrigin,
                new RealKeycloak.Database(postgres.createDatabaseIfMissing(KEYCLOAK_DATABASE), postgres.user(), postgres.password()))));
        var kf = timed("Kafka", () -> kafka = RealKafka.start(data.resolve("kafka"), kafkaPort));
        try {
            CompletableFuture.allOf(kc, pg, kf).join();
        } catch (RuntimeException e) {
            log("start failed: " + (e.getCause() != null ? e.getCause() : e));
            System.exit(1); // the shutdown hook stops what did start
        }

        Map<String, String> env = serviceEnvironment(postgres, kafka, keycloak);
        StringBuilder text = new StringBuilder("# Written by org.arbiter.testsupport.LocalInfra (pid "
                + ProcessHandle.current().pid() + "); removed when it stops.\n");
        env.forEach((key, value) -> text.append(key).append('=').append(value).append('\n'));
        Path tmp = data.resolve(ENV_FILE + ".tmp");
        Files.writeString(tmp, text);
        Files.move(tmp, envFile, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        log("ready in " + Duration.ofNanos(System.nanoTime() - t0).toMillis() + " ms; " + envFile);
        env.forEach((key, value) -> log("  " + key + "=" + value));
        log("Keycloak admin console " + keycloak.baseUrl() + "/admin (admin/admin)");
        stopped.await();
    }

    private static CompletableFuture<Void> timed(String what, Runnable start) {
        Supplier<Void> task = () -> {
            long t0 = System.nanoTime();
            start.run();
            log(what + " up in " + Duration.ofNanos(System.nanoTime() - t0).toMillis() + " ms");
            return null;
        };
        return CompletableFuture.supplyAsync(task, r -> new Thread(r, "start-" + what).start());
    }

    /** Keycloak first, then Kafka, then PostgreSQL. */
    private void stop(Path envFile) {
        try {
            Files.deleteIfExists(envFile);
        } catch (IOException e) {
            // ignore
        }
        stopOne("Keycloak", keycloak);
        stopOne("Kafka", kafka);
        stopOne("PostgreSQL", postgres);
        log("stopped");
    }

    private static void stopOne(String what, AutoCloseable part) {
        if (part == null) {
            return;
        }
        long t0 = System.nanoTime();
        try {
            part.close();
            log(what + " stopped in " + Duration.ofNanos(System.nanoTime() - t0).toMillis() + " ms");
        } catch (Exception e) {
            log(what + " did not stop cleanly: " + e);
        }
    }

    private static int port(String env, int fallback) {
        String value = System.getenv(env);
        return value == null || value.isBlank() ? fallback : Integer.parseInt(value.trim());
    }

    private static void log(String message) {
        System.out.println("[local-infra] " + message);
        System.out.flush();
    }

    /** The environment a service needs to run against these three parts (local mode, system tests). */
    public static Map<String, String> serviceEnvironment(RealPostgres postgres, RealKafka kafka, RealKeycloak keycloak) {
        return serviceEnvironment(postgres, kafka.bootstrapServers(), keycloak);
    }

    /** The same with the brokers given by their bootstrap list (e.g. a cluster of several nodes). */
    public static Map<String, String> serviceEnvironment(RealPostgres postgres, String kafkaBootstrapServers, RealKeycloak keycloak) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("KAFKA_BOOTSTRAP_SERVERS", kafkaBootstrapServers);
        env.put("QUARKUS_DATASOURCE_REACTIVE_URL", postgres.reactiveUrl());
        env.put("QUARKUS_DATASOURCE_JDBC_URL", postgres.jdbcUrl());
        env.put("QUARKUS_DATASOURCE_USERNAME", postgres.user());
        env.put("QUARKUS_DATASOURCE_PASSWORD", postgres.password());
        env.put("QUARKUS_OIDC_AUTH_SERVER_URL", keycloak.issuerUrl());
        env.put("QUARKUS_OIDC_CLIENT_ID", KeycloakTestResource.CLIENT_ID);
        env.put("QUARKUS_OIDC_CREDENTIALS_SECRET", KeycloakTestResource.CLIENT_SECRET);
        // game-service's accounts client (docs/organiser.md "Logins"): the local realm's arbiter-accounts
        env.put("QUARKUS_KEYCLOAK_ADMIN_CLIENT_SERVER_URL", keycloak.baseUrl());
        env.put("QUARKUS_KEYCLOAK_ADMIN_CLIENT_CLIENT_SECRET", KeycloakTestResource.ACCOUNTS_CLIENT_SECRET);
        // one instance per service here: its consumers are static group members (ConsumerLiveness)
        env.put("ARBITER_KAFKA_INSTANCE_ID", "local");
        return env;
    }
}
