package org.arbiter.system;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code ./arbiter-local} itself, as a person starts it, with its fixed ports (docs/local-mode.md; the infrastructure's
 * moved below the ephemeral range, {@link #POSTGRES_PORT}): for the tests of what the launcher does (the venue's origin,
 * what listens where). TERM stops it as Ctrl-C does: the services, then the
 * infrastructure.
 */
final class LocalMode implements AutoCloseable {

    static final String GAME_SERVICE = "http://127.0.0.1:8081";

    /**
     * The infrastructure's ports for a test run beside the other system tests: local mode's own (55432, 59092, 58180)
     * lie in Linux's ephemeral range (32768–60999), where the other tests' thousands of outgoing connections may hold
     * one of them at the moment Keycloak binds it (seen once in CI); these are below that range. What listens where is
     * the same code either way (LocalInfra's ARBITER_*_PORT).
     */
    static final int POSTGRES_PORT = 25432;
    static final int KAFKA_PORT = 29092;
    static final int KEYCLOAK_PORT = 28180;
    static final String KEYCLOAK_ISSUER = "http://127.0.0.1:" + KEYCLOAK_PORT + "/realms/arbiter";

    private final Process process;
    private final Path log;

    private LocalMode(Process process, Path log) {
        this.process = process;
        this.log = log;
    }

    /** Starts {@code ./arbiter-local} with {@code env} and its state in {@code data}; returns once it says it runs. */
    static LocalMode start(Map<String, String> env, Path data, Path log) throws IOException, InterruptedException {
        Path repo = Path.of(System.getProperty("arbiter.repo", "..")).toAbsolutePath().normalize();
        ProcessBuilder builder = new ProcessBuilder("bash", repo.resolve("arbiter-local").toString())
                .directory(repo.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().putAll(env);
        builder.environment().put("ARBITER_DATA", data.toString());
        builder.environment().put("ARBITER_AOT", "off");
        builder.environment().put("ARBITER_POSTGRES_PORT", Integer.toString(POSTGRES_PORT));
        builder.environment().put("ARBITER_KAFKA_PORT", Integer.toString(KAFKA_PORT));
        builder.environment().put("ARBITER_KEYCLOAK_PORT", Integer.toString(KEYCLOAK_PORT));
        LocalMode mode = new LocalMode(builder.start(), log);
        long deadline = System.nanoTime() + Duration.ofMinutes(10).toNanos();
        while (!Files.readString(log).contains("Arbiter is running")) {
            if (!mode.process.isAlive() || System.nanoTime() > deadline) {
                mode.close();
                throw new IllegalStateException("./arbiter-local did not start; its output:\n" + Files.readString(log));
            }
            Thread.sleep(500);
        }
        return mode;
    }

    /** What it printed so far. */
    String output() throws IOException {
        return Files.readString(log);
    }

    /** TERM, as Ctrl-C: it stops the services, then Keycloak, Kafka and PostgreSQL (KILL after 4 minutes). */
    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(4, TimeUnit.MINUTES)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
    }
}
