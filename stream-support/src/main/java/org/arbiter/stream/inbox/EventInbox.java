package org.arbiter.stream.inbox;

import io.quarkus.arc.properties.UnlessBuildProperty;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.RowSet;
import io.vertx.mutiny.sqlclient.SqlClient;
import io.vertx.mutiny.sqlclient.SqlConnection;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * A consumer's inbox (docs/architecture.md "Consumers": every consumer is idempotent): each stream event is stored with the stream's new
 * position in one statement, inside the caller's transaction, and an event at or below the stored position is
 * skipped (a redelivery). The tables are {@code <schema>.stream_events} and {@code <schema>.positions}
 * ({@code db/inbox/V1__inbox.sql}); {@value #SCHEMA_PROPERTY} names the schema and switches the inbox on.
 */
@ApplicationScoped
@UnlessBuildProperty(name = EventInbox.SCHEMA_PROPERTY, stringValue = "", enableIfMissing = false)
public class EventInbox {

    /** The service's own schema; a service without the property (game-service) has no inbox and no audit. */
    public static final String SCHEMA_PROPERTY = "arbiter.inbox.schema";
    public static final String GAME = "game";
    public static final String TOURNAMENT = "tournament";

    private final Pool pool;
    private final String apply;
    private final String events;

    @Inject
    public EventInbox(Pool pool, @ConfigProperty(name = SCHEMA_PROPERTY) String schema) {
        this.pool = pool;
        // the position moves forward only when the seq is new, and the event is stored only then
        this.apply = "with moved as (insert into " + schema + ".positions as p (stream_kind, stream_id, last_seq) "
                + "values ($1, $2, $3) on conflict (stream_kind, stream_id) do update set last_seq = excluded.last_seq "
                + "where p.last_seq < excluded.last_seq returning 1) "
                + "insert into " + schema + ".stream_events (stream_kind, stream_id, seq, event_id, type, envelope) "
                + "select $1, $2, $3, $4, $5, $6 from moved returning seq";
        this.events = "select envelope from " + schema + ".stream_events where stream_kind = $1 and stream_id = $2 order by seq";
    }

    /** Stores the event unless its seq is already applied, in a transaction of its own; true when it was new. */
    public Uni<Boolean> apply(EventEnvelope event) {
        return pool.withTransaction(conn -> apply(conn, event));
    }

    /** As {@link #apply(EventEnvelope)}, inside the caller's transaction (the read model is written in it too). */
    public Uni<Boolean> apply(SqlConnection conn, EventEnvelope event) {
        return apply(conn, event, EventJson.write(event));
    }

    /** As {@link #apply(SqlConnection, EventEnvelope)} with the record's own JSON (not written again). */
    public Uni<Boolean> apply(SqlConnection conn, EventEnvelope event, String json) {
        return conn.preparedQuery(apply)
                .execute(Tuple.from(List.of(kindOf(event), event.streamId(), event.seq(), event.eventId(), event.type(), json)))
                .map(rows -> rows.size() == 1);
    }

    /** The stream's events as this service holds them, in seq order. */
    public Uni<List<EventEnvelope>> events(String kind, String streamId) {
        return events(pool, kind, streamId);
    }

    /** The stream's events through the given client (a transaction's connection sees its own inserts). */
    public Uni<List<EventEnvelope>> events(SqlClient client, String kind, String streamId) {
        return client.preparedQuery(events).execute(Tuple.of(kind, streamId)).map(EventInbox::envelopes);
    }

    public static String kindOf(EventEnvelope event) {
        return event.gameId() != null ? GAME : TOURNAMENT;
    }

    private static List<EventEnvelope> envelopes(RowSet<Row> rows) {
        List<EventEnvelope> envelopes = new ArrayList<>(rows.size());
        for (Row row : rows) {
            envelopes.add(EventJson.read(row.getString("envelope")));
        }
        return envelopes;
    }
}
