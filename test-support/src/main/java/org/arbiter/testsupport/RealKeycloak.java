package org.arbiter.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The real Keycloak server (the {@code org.keycloak:keycloak-quarkus-dist} zip from Maven Central) as a child
 * process: {@code kc.sh start-dev --http-host=127.0.0.1 --http-port=P --db=dev-mem --import-realm}, with the
 * realm {@code arbiter} of {@code arbiter-realm.json}, in the {@link KeycloakDistribution} unpacked once per
 * machine; the first start there runs Keycloak's slow build step, later ones reuse it. The state is in memory and
 * every start imports the realm file afresh, unless a {@link Database} is given (local mode): then Keycloak keeps its
 * realm, users, passwords and sessions in that PostgreSQL database ({@code --db=postgres}, a distribution directory of
 * its own) and imports the realm file only when the realm is not there yet.
 */
public final class RealKeycloak implements AutoCloseable {

    public static final String REALM = "arbiter";
    public static final String REALM_RESOURCE = "/arbiter-realm.json";
    public static final String ADMIN_USER = "admin";
    public static final String ADMIN_PASSWORD = "admin";

    private static final String BUILT_MARKER = ".arbiter-built";
    private static final Object JVM_LOCK = new Object();

    private final int port;
    private final Path logFile;
    /** The console's https origin that serves the realm's browser paths (the venue), or null. */
    private final String publicOrigin;
    /** Where Keycloak keeps its state, or null: in memory. */
    private final Database database;
    private Process process;

    /** A PostgreSQL database for Keycloak's state. */
    public record Database(String jdbcUrl, String user, String password) {
    }

    private RealKeycloak(int port, Path logFile, String publicOrigin, Database database) {
        this.port = port;
        this.logFile = logFile.toAbsolutePath();
        this.publicOrigin = publicOrigin;
        this.database = database;
    }

    /** Starts Keycloak on a free port, its output in {@code logFile}. */
    public static RealKeycloak start(Path logFile) {
        return start(Infra.freePort(), logFile);
    }

    /** Starts Keycloak on {@code port}, its output in {@code logFile}; returns once the realm answers. */
    public static RealKeycloak start(int port, Path logFile) {
        return start(port, logFile, null);
    }

    /**
     * The same behind the console's https origin {@code publicOrigin} (e.g. {@code https://10.77.0.1:8443}; null: none):
     * Keycloak still listens on loopback only, but the browser's pages and every token's issuer are on that origin
     * ({@code --hostname}), while the services and tests reach the realm on loopback ({@code
     * --hostname-backchannel-dynamic}); the admin console stays on loopback ({@code --hostname-admin}). The realm's web
     * client accepts the origin's redirect URIs and CORS.
     */
    public static RealKeycloak start(int port, Path logFile, String publicOrigin) {
        return start(port, logFile, publicOrigin, null);
    }

    /** The same with its state in {@code database} (null: in memory). */
    public static RealKeycloak start(int port, Path logFile, String publicOrigin, Database database) {
        Infra.initLogging();
        RealKeycloak keycloak = new RealKeycloak(port, logFile, publicOrigin, database);
        try {
            keycloak.doStart();
            return keycloak;
        } catch (RuntimeException | Error e) {
            keycloak.close();
            throw e;
        }
    }

    /** {@code http://127.0.0.1:P/realms/arbiter} (quarkus.oidc.auth-server-url, and the tokens' issuer). */
    public String issuerUrl() {
        return baseUrl() + "/realms/" + REALM;
    }

    /** {@code http://127.0.0.1:P} (admin console at /admin, user admin/admin). */
    public String baseUrl() {
        return "http://" + Infra.LOOPBACK + ":" + port;
    }

    /** The console's https origin Keycloak's pages are served on, or null. */
    public String publicOrigin() {
        return publicOrigin;
    }

    public int port() {
        return port;
    }

    public Path logFile() {
        return logFile;
    }

    private void doStart() {
        Infra.requireFreePort(port, "Keycloak");
        Path home = database == null ? KeycloakDistribution.home() : KeycloakDistribution.postgresHome();
        try {
            Files.createDirectories(home.getParent());
            Files.createDirectories(logFile.getParent());
            // One start at a time on a fresh distribution: the first one runs the build step in place.
            synchronized (JVM_LOCK) {
                try (FileChannel channel = FileChannel.open(home.resolveSibling(home.getFileName() + ".lock"),
                        StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                     FileLock lock = channel.lock()) {
                    KeycloakDistribution.unpackIfMissing(home);
                    KeycloakDistribution.installRealm(home, REALM_RESOURCE);
                    if (Files.exists(home.resolve(BUILT_MARKER))) {
                        lock.release();
                        launchAndWait(home);
                    } else {
                        launchAndWait(home);
                        Files.writeString(home.resolve(BUILT_MARKER), "start-dev --db=" + db() + "\n");
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * kc.sh runs under a small bash watchdog: it forwards TERM to kc.sh (which forwards it to Keycloak's JVM) and
     * stops Keycloak when this JVM dies without closing it (a killed test run leaves no stray server).
     */
    private static final String WATCHDOG = """
            parent=$1; shift
            "$@" &
            kc=$!
            stop() { kill -TERM "$kc" 2>/dev/null; wait "$kc"; exit 0; }
            trap stop TERM INT HUP
            while kill -0 "$parent" 2>/dev/null && kill -0 "$kc" 2>/dev/null; do sleep 1 & wait $!; done
            stop
            """;

    private void launchAndWait(Path home) throws IOException {
        List<String> command = new ArrayList<>(List.of("bash", "-c", WATCHDOG, "arbiter-keycloak",
                String.valueOf(ProcessHandle.current().pid()),
                home.resolve("bin").resolve("kc.sh").toString(),
                "start-dev",
                "--http-host=" + Infra.LOOPBACK,
                "--http-port=" + port,
                "--db=" + db(),
                "--import-realm"));
        if (publicOrigin != null) {
            command.addAll(List.of("--hostname=" + publicOrigin, "--hostname-backchannel-dynamic=true",
                    "--hostname-admin=" + baseUrl(), "--proxy-headers=xforwarded"));
        }
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(home.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.to(logFile.toFile()));
        Map<String, String> env = builder.environment();
        env.put("JAVA_HOME", keycloakJavaHome());
        env.put("KC_BOOTSTRAP_ADMIN_USERNAME", ADMIN_USER);
        env.put("KC_BOOTSTRAP_ADMIN_PASSWORD", ADMIN_PASSWORD);
        env.putIfAbsent("JAVA_OPTS_KC_HEAP", "-Xms64m -Xmx512m");
        if (database != null) {
            env.put("KC_DB_URL", database.jdbcUrl());
            env.put("KC_DB_USERNAME", database.user());
            env.put("KC_DB_PASSWORD", database.password());
        }
        env.remove("JAVA_OPTS");
        env.remove("JAVA_TOOL_OPTIONS");
        process = builder.start();
        awaitRealm();
        if (publicOrigin != null) {
            KeycloakAdmin.allowOrigin(this, "arbiter-web", publicOrigin);
        }
    }

    private String db() {
        return database == null ? "dev-mem" : "postgres";
    }

    private static String keycloakJavaHome() {
        String preferred = "/usr/lib/jvm/temurin-25-jdk-amd64";
        if (Files.isExecutable(Path.of(preferred, "bin", "java"))) {
            return preferred;
        }
        return System.getProperty("java.home");
    }

    private void awaitRealm() {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest discovery = HttpRequest.newBuilder(
                        URI.create(issuerUrl() + "/.well-known/openid-configuration"))
                .timeout(Duration.ofSeconds(5)).GET().build();
        long deadline = System.nanoTime() + Duration.ofSeconds(300).toNanos();
        while (true) {
            if (!process.isAlive()) {
                throw new IllegalStateException("Keycloak exited with code " + process.exitValue()
                        + " before it was ready; see " + logFile + "\n" + tail());
            }
            try {
                HttpResponse<String> response = http.send(discovery, HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 200 && response.body().contains("\"issuer\"")) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("Keycloak did not answer on " + issuerUrl() + " within 300 s; see "
                        + logFile + "\n" + tail());
            }
            Infra.sleep(250);
        }
    }

    private String tail() {
        try {
            List<String> lines = Files.readAllLines(logFile);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    /** Stops Keycloak and every process it started (TERM, then KILL after 30 s), and waits for them. */
    @Override
    public synchronized void close() {
        if (process == null) {
            return;
        }
        List<ProcessHandle> tree = new ArrayList<>(process.descendants().toList());
        tree.add(process.toHandle());
        process.destroy(); // the watchdog forwards TERM to kc.sh and Keycloak
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        for (ProcessHandle handle : tree) {
            while (handle.isAlive() && System.nanoTime() < deadline) {
                Infra.sleep(100);
            }
        }
        for (ProcessHandle handle : tree) {
            if (handle.isAlive()) {
                handle.destroyForcibly();
            }
        }
        for (ProcessHandle handle : tree) {
            try {
                handle.onExit().get(10, java.util.concurrent.TimeUnit.SECONDS);
            } catch (Exception e) {
                // gone or unkillable; nothing more to do
            }
        }
        process = null;
    }
}
