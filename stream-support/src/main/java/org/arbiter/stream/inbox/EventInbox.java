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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * A consumer's inbox (docs/architecture.md "Consumers": every consumer is idempotent): each stream event is stored with the
 * stream's new position inside the caller's transaction, and an event at or below the stored position is skipped (a
 * redelivery). The tables are {@code <schema>.stream_runs} ({@code db/inbox/V6__stream_runs.sql}), {@code <schema>.positions}
 * ({@code db/inbox/V1__inbox.sql}) and {@code <schema>.parked_events} ({@code db/inbox/V4__parked_events.sql});
 * {@value #SCHEMA_PROPERTY} names the schema and switches the inbox on.
 *
 * <p>A batch stores each stream's new events as one run: one row holding their envelopes in seq order, one a line,
 * from the stream's position before the batch + 1 to its position after it. A run begins where the stored position
 * ends, so two transactions storing the same events begin their runs at the same seq, and the primary key refuses the
 * second.
 *
 * <p>A stream is never stored with a hole (docs/architecture.md: a gap is flagged, never folded over): an event whose
 * seq is beyond the next one expected is parked, not stored, and the stream is flagged ({@link #gaps}: readiness,
 * the gauge {@value #METRIC}, the audit endpoint); when the missing event arrives (a late delivery, a dead letter
 * republished), it is stored and the parked events behind it follow in seq order, in the same transaction. So
 * {@code stream_runs} always holds a stream from seq 1 without a gap, and every fold reads only that.
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

    private static final Logger LOG = Logger.getLogger(EventInbox.class);

    /** A stream waiting for {@code missingSeq}, with {@code parked} events behind it since {@code since}. */
    public record Gap(String streamKind, String streamId, long missingSeq, long parked, OffsetDateTime since) {
    }

    private final Pool pool;
    private final String positions;
    private final String parked;
    private final String store;
    private final String park;
    private final String unpark;
    private final String move;
    private final String events;
    private final String eventsOfStreams;
    private final String gaps;

    @Inject
    public EventInbox(Pool pool, @ConfigProperty(name = SCHEMA_PROPERTY) String schema) {
        this.pool = pool;
        String ofStreams = "where (stream_kind, stream_id) in (select * from unnest($1::text[], $2::text[]))";
        this.positions = "select stream_kind, stream_id, last_seq from " + schema + ".positions " + ofStreams;
        this.parked = "select stream_kind, stream_id, seq, event_id, type, envelope from " + schema + ".parked_events "
                + ofStreams + " order by stream_kind, stream_id, seq";
        // a batch's rows in one statement: one array a column (a row a statement costs the server a round of
        // planning and execution each, which is most of a catch-up's time in the database)
        this.store = "insert into " + schema + ".stream_runs (stream_kind, stream_id, first_seq, last_seq, envelopes)"
                + " select * from unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::text[])";
        this.park = "insert into " + schema + ".parked_events (stream_kind, stream_id, seq, event_id, type, envelope)"
                + " select * from unnest($1::text[], $2::text[], $3::bigint[], $4::uuid[], $5::text[], $6::text[])"
                + " on conflict do nothing";
        this.unpark = "delete from " + schema + ".parked_events where stream_kind = $1 and stream_id = $2 and seq = $3";
        this.move = "insert into " + schema + ".positions as p (stream_kind, stream_id, last_seq) "
                + "select * from unnest($1::text[], $2::text[], $3::bigint[]) "
                + "on conflict (stream_kind, stream_id) do update set last_seq = excluded.last_seq";
        this.events = "select envelopes from " + schema + ".stream_runs where stream_kind = $1 and stream_id = $2 "
                + "order by first_seq";
        this.eventsOfStreams = "select stream_id, envelopes from " + schema + ".stream_runs where stream_kind = $1 "
                + "and stream_id = any($2) order by stream_id, first_seq";
        this.gaps = "select k.stream_kind, k.stream_id, coalesce(p.last_seq, 0) + 1 as missing_seq, count(*) as parked, "
                + "min(k.parked_at) as since from " + schema + ".parked_events k left join " + schema + ".positions p "
                + "using (stream_kind, stream_id) group by k.stream_kind, k.stream_id, p.last_seq order by since";
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
        Map<StreamKey, Stream> streams = new LinkedHashMap<>();
        for (EventEnvelope event : events) {
            streams.computeIfAbsent(new StreamKey(kindOf(event), event.streamId()), key -> new Stream());
        }
        Tuple keys = Tuple.of(streams.keySet().stream().map(StreamKey::kind).toArray(String[]::new),
                streams.keySet().stream().map(StreamKey::id).toArray(String[]::new));
        return conn.preparedQuery(positions).execute(keys)
                .invoke(rows -> rows.forEach(row -> streams.get(StreamKey.of(row)).at(row.getLong("last_seq"))))
                .chain(() -> conn.preparedQuery(parked).execute(keys))
                .invoke(rows -> rows.forEach(row -> streams.get(StreamKey.of(row)).waiting.put(row.getLong("seq"),
                        new Waiting(Tuple.of(row.getString("stream_kind"), row.getString("stream_id"), row.getLong("seq"),
                                row.getUUID("event_id"), row.getString("type"), row.getString("envelope")), true))))
                .chain(() -> write(conn, decide(events, jsons, streams)));
    }

    /**
     * A stream of the batch: where it stood, where it stands now, the envelopes it stored (seq {@code before + 1} to
     * {@code last}, one a line) and its events waiting behind a missing seq.
     */
    private static final class Stream {
        long before;
        long last;
        final List<String> run = new ArrayList<>();
        final TreeMap<Long, Waiting> waiting = new TreeMap<>();

        void at(long seq) {
            before = seq;
            last = seq;
        }

        /** Stores the next seq's envelope. */
        void store(String json) {
            run.add(oneLine(json));
            last++;
        }
    }

    /**
     * The envelope on one line: a line break in a JSON text can only be whitespace between its tokens (JSON's strings
     * hold none raw), so it is written as a space; what every producer here writes has none.
     */
    static String oneLine(String json) {
        return json.indexOf('\n') < 0 ? json : json.replace('\n', ' ');
    }

    /** A run's envelopes, in seq order. */
    private static List<String> envelopesOf(String run) {
        return List.of(run.split("\n", -1));
    }

    /**
     * A query of every stored game's first event (its {@code GameCreated}), as columns {@code stream_id} and
     * {@code envelope}, to be read as a subquery: a game's first run begins at seq 1, and its first line is that event.
     */
    public static String firstEventsOfGames(String schema) {
        return "select stream_id, split_part(envelopes, E'\\n', 1) as envelope from " + schema + ".stream_runs "
                + "where stream_kind = '" + GAME + "' and first_seq = 1";
    }

    private record StreamKey(String kind, String id) {
        static StreamKey of(Row row) {
            return new StreamKey(row.getString("stream_kind"), row.getString("stream_id"));
        }
    }

    /** A parked event: its row, and whether it is in the parked table already (else parked by this batch). */
    private record Waiting(Tuple row, boolean inTable) {
        EventEnvelope event() {
            return EventJson.read(row.getString(5));
        }
    }

    /** What a batch writes (a run a stream in {@code store}), and the events it stored in the order stored. */
    private record Writes(List<Tuple> store, List<Tuple> unpark, List<Tuple> park, List<Tuple> move, List<EventEnvelope> applied) {
    }

    private static Writes decide(List<EventEnvelope> events, List<String> jsons, Map<StreamKey, Stream> streams) {
        Writes writes = new Writes(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (int i = 0; i < events.size(); i++) {
            EventEnvelope event = events.get(i);
            StreamKey key = new StreamKey(kindOf(event), event.streamId());
            Stream stream = streams.get(key);
            if (event.seq() <= stream.last || stream.waiting.containsKey(event.seq())) {
                continue;                                                          // a redelivery
            }
            if (event.seq() > stream.last + 1) {
                LOG.warnf("%s %s: seq %d arrived while %d is missing; parked until it comes", key.kind(), key.id(),
                        event.seq(), stream.last + 1);
                stream.waiting.put(event.seq(), new Waiting(Tuple.from(List.of(key.kind(), key.id(), event.seq(),
                        event.eventId(), event.type(), jsons.get(i))), false));
                continue;
            }
            stream.store(jsons.get(i));
            writes.applied().add(event);
            int released = 0;
            for (Waiting next = stream.waiting.remove(stream.last + 1); next != null; next = stream.waiting.remove(stream.last + 1)) {
                stream.store(next.row().getString(5));
                writes.applied().add(next.event());
                if (next.inTable()) {
                    writes.unpark().add(Tuple.of(key.kind(), key.id(), stream.last));
                }
                released++;
            }
            if (released > 0) {
                LOG.infof("%s %s: seq %d arrived; %d parked events follow it", key.kind(), key.id(), event.seq(), released);
            }
        }
        streams.forEach((key, stream) -> {
            // a parked row the stream has passed otherwise (it cannot wait for a seq already stored) goes too
            stream.waiting.headMap(stream.last, true).forEach((seq, w) -> {
                if (w.inTable()) {
                    writes.unpark().add(Tuple.of(key.kind(), key.id(), seq));
                }
            });
            stream.waiting.tailMap(stream.last, false).values().stream().filter(w -> !w.inTable())
                    .forEach(w -> writes.park().add(w.row()));
            if (stream.last != stream.before) {
                writes.store().add(Tuple.of(key.kind(), key.id(), stream.before + 1, stream.last, String.join("\n", stream.run)));
                writes.move().add(Tuple.of(key.kind(), key.id(), stream.last));
            }
        });
        return writes;
    }

    private Uni<List<EventEnvelope>> write(SqlConnection conn, Writes writes) {
        return columns(conn, store, writes.store())
                .chain(() -> writes.unpark().isEmpty() ? Uni.createFrom().voidItem()
                        : conn.preparedQuery(unpark).executeBatch(writes.unpark()).replaceWithVoid())
                .chain(() -> columns(conn, park, writes.park()))
                .chain(() -> columns(conn, move, writes.move()))
                .replaceWith(writes.applied());
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
        return client.preparedQuery(events).execute(Tuple.of(kind, streamId)).map(EventInbox::envelopes);
    }

    /** Several streams' events in one query, through the given client: each stream's in seq order, by stream id. */
    public Uni<Map<String, List<EventEnvelope>>> events(SqlClient client, String kind, List<String> streamIds) {
        if (streamIds.isEmpty()) {
            return Uni.createFrom().item(Map.of());
        }
        return client.preparedQuery(eventsOfStreams).execute(Tuple.of(kind, streamIds.toArray(String[]::new))).map(rows -> {
            Map<String, List<EventEnvelope>> streams = new LinkedHashMap<>();
            for (Row row : rows) {
                List<EventEnvelope> stream = streams.computeIfAbsent(row.getString("stream_id"), id -> new ArrayList<>());
                envelopesOf(row.getString("envelopes")).forEach(json -> stream.add(EventJson.read(json)));
            }
            return streams;
        });
    }

    /** Every stream waiting for a missing event, the longest waiting first. */
    public Uni<List<Gap>> gaps() {
        return pool.query(gaps).execute().map(rows -> {
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
            envelopesOf(row.getString("envelopes")).forEach(json -> envelopes.add(EventJson.read(json)));
        }
        return envelopes;
    }
}
