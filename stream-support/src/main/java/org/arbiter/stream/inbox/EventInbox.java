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
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.stream.inbox.InboxBatch.Parked;
import org.arbiter.stream.inbox.InboxBatch.StreamKey;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * A consumer's inbox (docs/architecture.md "Consumers": every consumer is idempotent): each stream event is stored with the
 * stream's new position inside the caller's transaction, and an event at or below the stored position is skipped (a
 * redelivery). {@value #SCHEMA_PROPERTY} names the schema ({@link InboxSql}: its tables and statements) and switches the
 * inbox on. What a batch stores, parks and releases is {@link InboxBatch}'s decision: a stream is stored as runs from
 * seq 1 without a hole, an event beyond a missing seq waits in {@code parked_events} and the stream is flagged
 * ({@link #gaps}: readiness, the gauge {@value #METRIC}, the audit endpoint). A run begins where the stored position
 * ends, so two transactions storing the same events begin their runs at the same seq, and the primary key refuses the
 * second.
 */
@ApplicationScoped
@UnlessBuildProperty(name = EventInbox.SCHEMA_PROPERTY, stringValue = "", enableIfMissing = false)
public class EventInbox {

    /** The service's own schema; a service without the property (game-service) has no inbox and no audit. */
    public static final String SCHEMA_PROPERTY = "arbiter.inbox.schema";
    public static final String GAME = "game";
    public static final String TOURNAMENT = "tournament";
    /** Events parked behind a missing seq, as the table holds them. */
    public static final String METRIC = "arbiter.inbox.parked";

    /** A stream waiting for {@code missingSeq}, with {@code parked} events behind it since {@code since}. */
    public record Gap(String streamKind, String streamId, long missingSeq, long parked, OffsetDateTime since) {
    }

    private final Pool pool;
    private final InboxSql sql;

    @Inject
    public EventInbox(Pool pool, @ConfigProperty(name = SCHEMA_PROPERTY) String schema) {
        this.pool = pool;
        this.sql = InboxSql.of(schema);
    }

    /** Stores the event unless its seq is already applied, in a transaction of its own; what it applied (see below). */
    public Uni<List<EventEnvelope>> apply(EventEnvelope event) {
        return pool.withTransaction(conn -> apply(conn, event));
    }

    /** As {@link #apply(EventEnvelope)}, inside the caller's transaction (the read model is written in it too). */
    public Uni<List<EventEnvelope>> apply(SqlConnection conn, EventEnvelope event) {
        return apply(conn, event, EventJson.write(event));
    }

    /**
     * As {@link #apply(SqlConnection, EventEnvelope)} with the record's own JSON (not written again). Answers the
     * events now stored, in seq order: none for a redelivery or a parked event; the event itself, followed by the
     * parked events it released.
     */
    public Uni<List<EventEnvelope>> apply(SqlConnection conn, EventEnvelope event, String json) {
        return apply(conn, List.of(event), List.of(json));
    }

    /**
     * A batch of records in one transaction, in order, each as {@link #apply(SqlConnection, EventEnvelope, String)}
     * with its own JSON: what they stored, in the order stored. One transaction for a batch, not one per record, is
     * what lets a consumer catch up a backlog (after an outage) faster than the tables add to it.
     */
    public Uni<List<EventEnvelope>> apply(List<EventEnvelope> events, List<String> jsons) {
        return pool.withTransaction(conn -> apply(conn, events, jsons));
    }

    /**
     * As {@link #apply(List, List)}, inside the caller's transaction, in a fixed number of round trips whatever the
     * batch's size: the positions and parked events of the batch's streams are read in one query each, the batch is
     * decided in memory, and what it stores, releases, parks and moves is written in one batched statement each.
     */
    public Uni<List<EventEnvelope>> apply(SqlConnection conn, List<EventEnvelope> events, List<String> jsons) {
        if (events.isEmpty()) {
            return Uni.createFrom().item(List.of());
        }
        Set<StreamKey> keys = new LinkedHashSet<>();
        events.forEach(event -> keys.add(StreamKey.of(event)));
        Tuple ofStreams = Tuple.of(keys.stream().map(StreamKey::kind).toArray(String[]::new),
                keys.stream().map(StreamKey::id).toArray(String[]::new));
        Map<StreamKey, Long> positions = new HashMap<>();
        List<Parked> parked = new ArrayList<>();
        return conn.preparedQuery(sql.positions()).execute(ofStreams)
                .invoke(rows -> rows.forEach(row -> positions.put(
                        new StreamKey(row.getString("stream_kind"), row.getString("stream_id")), row.getLong("last_seq"))))
                .chain(() -> conn.preparedQuery(sql.parked()).execute(ofStreams))
                .invoke(rows -> rows.forEach(row -> parked.add(new Parked(row.getString("stream_kind"), row.getString("stream_id"),
                        row.getLong("seq"), row.getUUID("event_id"), row.getString("type"), row.getString("envelope")))))
                .chain(() -> write(conn, InboxBatch.decide(events, jsons, positions, parked)));
    }

    /**
     * A query of every stored game's first event (its {@code GameCreated}), as columns {@code stream_id} and
     * {@code envelope}, to be read as a subquery.
     */
    public static String firstEventsOfGames(String schema) {
        return InboxSql.firstEventsOfGames(schema);
    }

    private Uni<List<EventEnvelope>> write(SqlConnection conn, InboxBatch.Writes writes) {
        return columns(conn, sql.store(), writes.store().stream()
                        .map(r -> Tuple.of(r.kind(), r.id(), r.firstSeq(), r.lastSeq(), r.envelopes())).toList())
                .chain(() -> writes.unpark().isEmpty() ? Uni.createFrom().voidItem()
                        : conn.preparedQuery(sql.unpark()).executeBatch(tuples(writes.unpark())).replaceWithVoid())
                .chain(() -> columns(conn, sql.park(), writes.park().stream()
                        .map(p -> Tuple.from(List.of(p.kind(), p.id(), p.seq(), p.eventId(), p.type(), p.envelope()))).toList()))
                .chain(() -> columns(conn, sql.move(), tuples(writes.move())))
                .replaceWith(writes.applied());
    }

    private static List<Tuple> tuples(List<InboxBatch.Seq> rows) {
        return rows.stream().map(r -> Tuple.of(r.kind(), r.id(), r.seq())).toList();
    }

    /** The rows as one statement taking a column's values as one array each ({@code unnest}). */
    private static Uni<Void> columns(SqlConnection conn, String sql, List<Tuple> rows) {
        if (rows.isEmpty()) {
            return Uni.createFrom().voidItem();
        }
        int width = rows.getFirst().size();
        Object[] columns = new Object[width];
        for (int c = 0; c < width; c++) {
            Object sample = rows.getFirst().getValue(c);
            Object[] column = (Object[]) java.lang.reflect.Array.newInstance(sample.getClass(), rows.size());
            for (int r = 0; r < rows.size(); r++) {
                column[r] = rows.get(r).getValue(c);
            }
            columns[c] = column;
        }
        return conn.preparedQuery(sql).execute(Tuple.from(java.util.Arrays.asList(columns))).replaceWithVoid();
    }

    /** The stream's events as this service holds them, in seq order. */
    public Uni<List<EventEnvelope>> events(String kind, String streamId) {
        return events(pool, kind, streamId);
    }

    /** The stream's events through the given client (a transaction's connection sees its own inserts). */
    public Uni<List<EventEnvelope>> events(SqlClient client, String kind, String streamId) {
        return client.preparedQuery(sql.events()).execute(Tuple.of(kind, streamId)).map(EventInbox::envelopes);
    }

    /** Several streams' events in one query, through the given client: each stream's in seq order, by stream id. */
    public Uni<Map<String, List<EventEnvelope>>> events(SqlClient client, String kind, List<String> streamIds) {
        if (streamIds.isEmpty()) {
            return Uni.createFrom().item(Map.of());
        }
        return client.preparedQuery(sql.eventsOfStreams()).execute(Tuple.of(kind, streamIds.toArray(String[]::new))).map(rows -> {
            Map<String, List<EventEnvelope>> streams = new LinkedHashMap<>();
            for (Row row : rows) {
                List<EventEnvelope> stream = streams.computeIfAbsent(row.getString("stream_id"), id -> new ArrayList<>());
                InboxBatch.envelopesOf(row.getString("envelopes")).forEach(json -> stream.add(EventJson.read(json)));
            }
            return streams;
        });
    }

    /** Every stream waiting for a missing event, the longest waiting first. */
    public Uni<List<Gap>> gaps() {
        return pool.query(sql.gaps()).execute().map(rows -> {
            List<Gap> found = new ArrayList<>(rows.size());
            for (Row row : rows) {
                found.add(new Gap(row.getString("stream_kind"), row.getString("stream_id"), row.getLong("missing_seq"),
                        row.getLong("parked"), row.getOffsetDateTime("since")));
            }
            return found;
        });
    }

    public static String kindOf(EventEnvelope event) {
        return event.gameId() != null ? GAME : TOURNAMENT;
    }

    private static List<EventEnvelope> envelopes(RowSet<Row> rows) {
        List<EventEnvelope> envelopes = new ArrayList<>(rows.size());
        for (Row row : rows) {
            InboxBatch.envelopesOf(row.getString("envelopes")).forEach(json -> envelopes.add(EventJson.read(json)));
        }
        return envelopes;
    }
}
