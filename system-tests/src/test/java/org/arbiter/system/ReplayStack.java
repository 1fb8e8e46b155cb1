package org.arbiter.system;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.testsupport.RealPostgres;

/**
 * A clean replay of the log into empty read models: second copies of scoring, protocol and rating, each with an
 * empty database of its own ({@code replay_<n>}) and consumer groups of their own that read {@code table-events}
 * and {@code tournament-events} from the beginning. The replay's scoring publishes its sheets to
 * {@value #SCORES} (its protocol and rating read them there), so the running system never sees them. What they
 * hold is what the code makes of the log alone, with no fault in between: the expected read models.
 */
final class ReplayStack implements AutoCloseable {

    static final String SCORES = "replay-game-scores";
    static final String PROTEST_EVENTS = "replay-protest-events";
    /** Each consumer service's incoming channels (application.properties). */
    private static final Map<String, List<String>> INCOMING = Map.of(
            "scoring-service", List.of("table-events", "tournament-events"),
            "protocol-service", List.of("table-events", "tournament-events", "game-scores"),
            "rating-service", List.of("table-events", "tournament-events", "game-scores"));

    /** Where the replay runs: beside a running system, on its database server and with its services' environment. */
    interface Host {
        RealPostgres postgres();

        /** The repository whose built services run. */
        Path repo();

        /** The system's working directory (its logs under {@code logs/}). */
        Path work();

        /** The environment the system runs {@code module} with. */
        Map<String, String> environment(String module);

        /** A copy of {@code module} as the system runs it, with its own name and these environment and JVM changes. */
        default ServiceProcess startCopy(String module, String name, Map<String, String> environmentChanges, List<String> jvmOptions)
                throws IOException {
            Map<String, String> env = new LinkedHashMap<>(environment(module));
            env.putAll(environmentChanges);
            return ServiceProcess.start(repo(), module, name, ServiceProcess.freePort(), env, jvmOptions, work().resolve("logs"));
        }
    }

    private final Map<String, ServiceProcess> copies = new LinkedHashMap<>();

    private ReplayStack() {
    }

    static ReplayStack start(Host system, String name) throws Exception {
        RealPostgres postgres = system.postgres();
        String database = "replay_" + name;
        try (Connection c = DriverManager.getConnection("jdbc:postgresql://127.0.0.1:" + postgres.port() + "/postgres",
                postgres.user(), postgres.password()); Statement create = c.createStatement()) {
            create.execute("create database " + database);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create the replay database " + database, e);
        }
        String url = "postgresql://127.0.0.1:" + postgres.port() + "/" + database;
        Map<String, String> env = Map.of("QUARKUS_DATASOURCE_REACTIVE_URL", url, "QUARKUS_DATASOURCE_JDBC_URL", "jdbc:" + url,
                "ARBITER_KAFKA_INSTANCE_ID", "replay");
        ReplayStack stack = new ReplayStack();
        try {
            for (String module : List.of("scoring-service", "protocol-service", "rating-service")) {
                stack.copies.put(module, system.startCopy(module, "replay-" + module, env, options(module)));
            }
            for (ServiceProcess copy : stack.copies.values()) {
                copy.awaitReady(Duration.ofSeconds(120));
            }
            return stack;
        } catch (Exception | Error e) {
            stack.close();
            throw e;
        }
    }

    private static List<String> options(String module) {
        List<String> options = new ArrayList<>();
        for (String channel : INCOMING.get(module)) {
            options.add("-Dmp.messaging.incoming." + channel + ".group.id=replay-" + module);
        }
        if (INCOMING.get(module).contains("game-scores")) {
            options.add("-Dmp.messaging.incoming.game-scores.topic=" + SCORES);
        }
        if (module.equals("scoring-service")) {
            options.add("-Dmp.messaging.outgoing.game-scores.topic=" + SCORES);
        }
        if (module.equals("protocol-service")) {
            options.add("-Dmp.messaging.outgoing.protest-events.topic=" + PROTEST_EVENTS);
        }
        return options;
    }

    String url(String module) {
        return copies.get(module).baseUrl();
    }

    @Override
    public void close() {
        copies.values().forEach(ServiceProcess::terminate);
        for (ServiceProcess copy : copies.values()) {
            try {
                copy.close();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
