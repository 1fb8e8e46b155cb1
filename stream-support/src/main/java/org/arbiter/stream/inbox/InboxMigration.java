package org.arbiter.stream.inbox;

import io.quarkus.arc.properties.UnlessBuildProperty;
import io.quarkus.flyway.FlywayConfigurationCustomizer;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Arrays;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.callback.Callback;
import org.flywaydb.core.api.callback.Context;
import org.flywaydb.core.api.callback.Event;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.flywaydb.core.internal.resolver.ChecksumCalculator;
import org.flywaydb.core.internal.resource.StringResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The inbox's tables come from one file, {@code db/inbox/V1__inbox.sql} (a service lists {@code db/inbox} in
 * {@code quarkus.flyway.locations}), written with Flyway's {@code ${flyway:defaultSchema}} placeholder.
 *
 * <p>Until the file was shared each service carried its own {@code V1__inbox.sql}: the same text with its schema
 * written in. Flyway checksums a versioned migration's raw text, so a database migrated then records a checksum the
 * shared file does not have, and validation would refuse to start. Before Flyway validates, this rewrites that
 * recorded checksum to the shared file's, and only when it is exactly the old file's (the shared text with this
 * schema filled in): any other difference still fails validation, as it should.
 */
@Singleton
@UnlessBuildProperty(name = EventInbox.SCHEMA_PROPERTY, stringValue = "", enableIfMissing = false)
public class InboxMigration implements FlywayConfigurationCustomizer {

    static final String SCRIPT = "V1__inbox.sql";
    static final String RESOURCE = "db/inbox/" + SCRIPT;
    static final String PLACEHOLDER = "${flyway:defaultSchema}";

    @Inject
    @ConfigProperty(name = EventInbox.SCHEMA_PROPERTY)
    String schema;

    @Override
    public void customize(FluentConfiguration configuration) {
        Callback[] callbacks = configuration.getCallbacks();
        Callback[] withOurs = Arrays.copyOf(callbacks, callbacks.length + 1);
        withOurs[callbacks.length] = new SharedChecksum(schema, configuration.getTable());
        configuration.callbacks(withOurs);
    }

    /** The shared file's text, as Flyway reads it from the classpath. */
    static String sharedText() {
        try (InputStream in = InboxMigration.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The checksum Flyway gives a versioned migration of this text. */
    static int checksum(String text) {
        return ChecksumCalculator.calculate(new StringResource(text));
    }

    /** Before validation: a history row of the service's own old {@code V1__inbox.sql} gets the shared file's checksum. */
    record SharedChecksum(String schema, String table) implements Callback {

        @Override
        public boolean supports(Event event, Context context) {
            return event == Event.BEFORE_VALIDATE || event == Event.BEFORE_MIGRATE;
        }

        @Override
        public boolean canHandleInTransaction(Event event, Context context) {
            return true;
        }

        @Override
        public void handle(Event event, Context context) {
            String shared = sharedText();
            int old = checksum(shared.replace(PLACEHOLDER, schema));
            String history = schema + "." + table;
            try (PreparedStatement exists = context.getConnection().prepareStatement("select to_regclass(?) is not null")) {
                exists.setString(1, history);
                try (var rows = exists.executeQuery()) {
                    if (!rows.next() || !rows.getBoolean(1)) {
                        return;                         // a new database: nothing migrated yet
                    }
                }
                try (PreparedStatement update = context.getConnection().prepareStatement("update " + history
                        + " set checksum = ? where version = '1' and script = ? and checksum = ?")) {
                    update.setInt(1, checksum(shared));
                    update.setString(2, SCRIPT);
                    update.setInt(3, old);
                    update.executeUpdate();
                }
            } catch (SQLException e) {
                throw new FlywayException("could not carry " + history + "'s " + SCRIPT + " over to the shared inbox migration", e);
            }
        }

        @Override
        public String getCallbackName() {
            return "shared inbox migration";
        }
    }
}
