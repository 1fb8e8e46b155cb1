package org.arbiter.rating.store;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.SqlConnection;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;

/**
 * Applies each stream event exactly once: the event and the stream's new position are stored in
 * one transaction, and an event at or below the stored position is skipped (a redelivery).
 */
@ApplicationScoped
public class EventInbox {

    public static final String SCHEMA = "rating";
    public static final String GAME = "game";
    public static final String TOURNAMENT = "tournament";

    @Inject
    Pool pool;

    /** Stores the event unless its seq is already applied; true when it was new. */
    public Uni<Boolean> apply(EventEnvelope event) {
        return pool.withTransaction(conn -> apply(conn, event));
    }

    /**
     * As {@link #apply(EventEnvelope)}, inside the caller's transaction (the read model is written in it too). One
     * statement: the position moves forward only when the seq is new, and the event is stored only then.
     */
    public Uni<Boolean> apply(SqlConnection conn, EventEnvelope event) {
        return apply(conn, event, EventJson.write(event));
    }

    /** As {@link #apply(SqlConnection, EventEnvelope)} with the record's own JSON (not written again). */
    public Uni<Boolean> apply(SqlConnection conn, EventEnvelope event, String json) {
        String kind = kindOf(event);
        return conn.preparedQuery("with moved as (insert into " + SCHEMA + ".positions as p (stream_kind, stream_id, last_seq) "
                        + "values ($1, $2, $3) on conflict (stream_kind, stream_id) do update set last_seq = excluded.last_seq "
                        + "where p.last_seq < excluded.last_seq returning 1) "
                        + "insert into " + SCHEMA + ".stream_events (stream_kind, stream_id, seq, event_id, type, envelope) "
                        + "select $1, $2, $3, $4, $5, $6 from moved returning seq")
                .execute(Tuple.from(List.of(kind, event.streamId(), event.seq(), event.eventId(), event.type(), json)))
                .map(rows -> rows.size() == 1);
    }

    /** The stream's events inside the caller's transaction, in seq order. */
    public Uni<List<EventEnvelope>> events(SqlConnection conn, String kind, String streamId) {
        return conn.preparedQuery("select envelope from " + SCHEMA + ".stream_events "
                        + "where stream_kind = $1 and stream_id = $2 order by seq")
                .execute(Tuple.of(kind, streamId))
                .map(EventInbox::envelopes);
    }

    private static List<EventEnvelope> envelopes(io.vertx.mutiny.sqlclient.RowSet<Row> rows) {
        List<EventEnvelope> events = new ArrayList<>();
        for (Row row : rows) {
            events.add(EventJson.read(row.getString("envelope")));
        }
        return events;
    }

    public static String kindOf(EventEnvelope event) {
        return event.gameId() != null ? GAME : TOURNAMENT;
    }

    /** The stream's events as this service holds them, in seq order. */
    public Uni<List<EventEnvelope>> events(String kind, String streamId) {
        return pool.preparedQuery("select envelope from " + SCHEMA + ".stream_events "
                        + "where stream_kind = $1 and stream_id = $2 order by seq")
                .execute(Tuple.of(kind, streamId))
                .map(rows -> {
                    List<EventEnvelope> events = new ArrayList<>();
                    for (Row row : rows) {
                        events.add(EventJson.read(row.getString("envelope")));
                    }
                    return events;
                });
    }
}
