package org.arbiter.testsupport;

import java.util.HashMap;
import java.util.Map;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * A real PostgreSQL server for Quarkus tests, one per JVM, cluster in {@code target/arbiter-infra/postgres}
 * (wiped at start), stopped by Quarkus at the end of the tests or when the JVM exits. Use with
 * {@code @WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)}.
 * Gives {@code quarkus.datasource.reactive.url}, {@code quarkus.datasource.jdbc.url},
 * {@code quarkus.datasource.username}, {@code quarkus.datasource.password}.
 */
public class PostgresTestResource implements QuarkusTestResourceLifecycleManager {

    static final String PART = "postgres";

    /** The running server's JDBC URL (after start), also system property {@code arbiter.postgres.jdbc-url}. */
    public static String jdbcUrl() {
        return System.getProperty("arbiter.postgres.jdbc-url");
    }

    @Override
    public Map<String, String> start() {
        return startShared();
    }

    static Map<String, String> startShared() {
        return JvmShared.getOrStart(PART, () -> {
            var dir = Infra.testDir(PART);
            // a server left by a killed test JVM is stopped before its cluster is wiped
            RealPostgres.stopStalePostmaster(dir.resolve("cluster"));
            Infra.deleteRecursively(dir.resolve("cluster"));
            RealPostgres pg = RealPostgres.start(dir);
            System.setProperty("arbiter.postgres.jdbc-url", pg.jdbcUrl());
            Map<String, String> config = new HashMap<>();
            config.put("quarkus.datasource.reactive.url", pg.reactiveUrl());
            config.put("quarkus.datasource.jdbc.url", pg.jdbcUrl());
            config.put("quarkus.datasource.username", pg.user());
            config.put("quarkus.datasource.password", pg.password());
            return new JvmShared.Started(pg, config);
        });
    }

    /** Stops the server (if this class started it; at the latest it stops when the JVM exits). */
    @Override
    public void stop() {
        JvmShared.stop(PART);
    }
}
