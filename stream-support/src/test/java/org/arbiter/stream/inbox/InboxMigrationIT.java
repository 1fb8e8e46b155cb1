package org.arbiter.stream.inbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.arbiter.testsupport.PostgresTestResource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.exception.FlywayValidateException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shared inbox migration on a real PostgreSQL: a new schema, and a schema migrated by a service's own old file. */
class InboxMigrationIT {

    private static final PostgresTestResource POSTGRES = new PostgresTestResource();
    private static Map<String, String> config;

    @BeforeAll
    static void start() {
        config = POSTGRES.start();
    }

    @AfterAll
    static void stop() {
        POSTGRES.stop();
    }

    @Test
    void aNewSchemaGetsTheInboxTables() throws SQLException {
        // V1 inbox, V4 parked events, V5 stream_events without its index on event_id, V6 stream_runs in its place
        assertThat(shared("fresh_inbox").migrate().migrationsExecuted).isEqualTo(4);

        assertThat(query("select to_regclass('fresh_inbox.stream_runs')::text || ' ' || to_regclass('fresh_inbox.positions')::text"
                + " || ' ' || to_regclass('fresh_inbox.parked_events')::text || ' ' || "
                + "coalesce(to_regclass('fresh_inbox.stream_events')::text, 'no stream_events')"))
                .isEqualTo("fresh_inbox.stream_runs fresh_inbox.positions fresh_inbox.parked_events no stream_events");
        assertThat(recordedChecksum("fresh_inbox")).isEqualTo(InboxMigration.checksum(InboxMigration.sharedText()));
        assertThat(indexes("fresh_inbox")).isEqualTo("stream_runs_pkey");
        assertThat(query("select attstorage::text || ' ' || array_to_string(c.reloptions, ',') from pg_attribute a join pg_class c "
                + "on c.oid = a.attrelid where attrelid = 'fresh_inbox.stream_runs'::regclass and attname = 'envelopes'"))
                .as("the runs' envelopes kept uncompressed in rows of up to 8 kB").isEqualTo("e toast_tuple_target=8160");
    }

    @Test
    void theEventsStoredBeforeRunsBecomeRunsOfOneEventOnOneLine() throws SQLException {
        shared("carried_inbox", "5").migrate();
        execute("insert into carried_inbox.stream_events values ('game', 'g-1', 1, gen_random_uuid(), 'GameCreated', "
                + "'{\"seq\":1}'), ('game', 'g-1', 2, gen_random_uuid(), 'NightStarted', E'{\n\"seq\":2}'), "
                + "('tournament', 't-1', 1, gen_random_uuid(), 'TournamentCreated', '{\"seq\":1}')");

        assertThat(shared("carried_inbox").migrate().migrationsExecuted).isEqualTo(1);

        assertThat(query("select string_agg(stream_kind || ' ' || stream_id || ' ' || first_seq || '-' || last_seq || ' ' || envelopes, "
                + "' | ' order by stream_kind, stream_id, first_seq) from carried_inbox.stream_runs"))
                .isEqualTo("game g-1 1-1 {\"seq\":1} | game g-1 2-2 { \"seq\":2} | tournament t-1 1-1 {\"seq\":1}");
    }

    @Test
    void aSchemaMigratedByTheServicesOwnFileValidatesAndKeepsItsTables(@TempDir Path old) throws Exception {
        String oldText = InboxMigration.sharedText().replace(InboxMigration.PLACEHOLDER, "old_inbox");
        Files.writeString(old.resolve(InboxMigration.SCRIPT), oldText);
        flyway("old_inbox", "filesystem:" + old).load().migrate();
        assertThat(recordedChecksum("old_inbox")).isEqualTo(InboxMigration.checksum(oldText));
        execute("insert into old_inbox.positions values ('game', 'g-1', 7)");

        assertThat(shared("old_inbox").migrate().migrationsExecuted).isEqualTo(3);       // V4, V5 and V6 are new

        assertThat(recordedChecksum("old_inbox")).isEqualTo(InboxMigration.checksum(InboxMigration.sharedText()));
        assertThat(query("select stream_id || ' ' || last_seq from old_inbox.positions")).isEqualTo("g-1 7");
        assertThat(indexes("old_inbox")).isEqualTo("stream_runs_pkey");
    }

    @Test
    void aRunIsStoredOncePerFirstSeqOfItsStream() throws SQLException {
        shared("seq_inbox").migrate();
        execute("insert into seq_inbox.stream_runs values ('game', 'g-1', 1, 2, E'{}\\n{}')");

        assertThatThrownBy(() -> execute("insert into seq_inbox.stream_runs values ('game', 'g-1', 1, 3, E'{}\\n{}\\n{}')"))
                .isInstanceOf(SQLException.class)
                .hasMessageContaining("stream_runs_pkey");
    }

    /** The indexes of the schema's stream_runs, by name. */
    private static String indexes(String schema) throws SQLException {
        return query("select string_agg(indexname, ' ' order by indexname) from pg_indexes where schemaname = '" + schema
                + "' and tablename = 'stream_runs'");
    }

    @Test
    void anyOtherChangeToTheOldFileStillFailsValidation(@TempDir Path old) throws Exception {
        String edited = InboxMigration.sharedText().replace(InboxMigration.PLACEHOLDER, "edited_inbox") + "-- edited\n";
        Files.writeString(old.resolve(InboxMigration.SCRIPT), edited);
        flyway("edited_inbox", "filesystem:" + old).load().migrate();

        assertThatThrownBy(() -> shared("edited_inbox").migrate())
                .isInstanceOf(FlywayValidateException.class)
                .hasMessageContaining("checksum mismatch for migration version 1");
        assertThat(recordedChecksum("edited_inbox")).isEqualTo(InboxMigration.checksum(edited));
    }

    private static Flyway shared(String schema) {
        return shared(schema, "latest");
    }

    /** The shared migrations up to version {@code target}. */
    private static Flyway shared(String schema, String target) {
        return flyway(schema, "classpath:db/inbox")
                .callbacks(new InboxMigration.SharedChecksum(schema, "flyway_schema_history"))
                .target(target)
                .load();
    }

    private static org.flywaydb.core.api.configuration.FluentConfiguration flyway(String schema, String location) {
        return Flyway.configure()
                .dataSource(jdbcUrl(), config.get("quarkus.datasource.username"), config.get("quarkus.datasource.password"))
                .schemas(schema)
                .defaultSchema(schema)
                .locations(location);
    }

    private static int recordedChecksum(String schema) throws SQLException {
        return Integer.parseInt(query("select checksum::text from " + schema + ".flyway_schema_history where version = '1'"));
    }

    private static String query(String sql) throws SQLException {
        try (Connection db = connect(); Statement statement = db.createStatement(); ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getString(1);
        }
    }

    private static void execute(String sql) throws SQLException {
        try (Connection db = connect(); Statement statement = db.createStatement()) {
            statement.execute(sql);
        }
    }

    private static Connection connect() throws SQLException {
        return DriverManager.getConnection(jdbcUrl(), config.get("quarkus.datasource.username"), config.get("quarkus.datasource.password"));
    }

    private static String jdbcUrl() {
        return config.get("quarkus.datasource.jdbc.url");
    }
}
