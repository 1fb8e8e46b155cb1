package org.arbiter.stream.inbox;

import io.quarkus.arc.properties.UnlessBuildProperty;
import io.smallrye.mutiny.Multi;
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
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * A consumer's inbox (docs/architecture.md "Consumers": every consumer is idempotent): each stream event is stored with the
 * stream's new position inside the caller's transaction, and an event at or below the stored position is skipped (a
 * redelivery). The tables are {@code <schema>.stream_events}, {@code <schema>.positions} ({@code db/inbox/V1__inbox.sql})
 * and {@code <schema>.parked_events} ({@code db/inbox/V4__parked_events.sql}); {@value #SCHEMA_PROPERTY} names the schema
 * and switches the inbox on.
 *
 * <p>A stream is never stored with a hole (docs/architecture.md: a gap is flagged, never folded over): an event whose
 * seq is beyond the next one expected is parked, not stored, and the stream is flagged ({@link #gaps}: readiness,
 * the gauge {@value #METRIC}, the audit endpoint); when the missing event arrives (a late delivery, a dead letter
 * republished), it is stored and the parked events behind it follow in seq order, in the same transaction. So
 * {@code stream_events} always holds a stream from seq 1 without a gap, and every fold reads only that.
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
    private final String position;
    private final String store;
    private final String park;
    private final String parkedAfter;
    private final String release;
    private final String move;
    private final String events;
    private final String gaps;

    @Inject
    public EventInbox(Pool pool, @ConfigProperty(name = SCHEMA_PROPERTY) String schema) {
        this.pool = pool;
        this.position = "select last_seq from " + schema + ".positions where stream_kind = $1 and stream_id = $2";
        this.store = "insert into " + schema + ".stream_events (stream_kind, stream_id, seq, event_id, type, envelope) "
                + "values ($1, $2, $3, $4, $5, $6)";
        this.park = "insert into " + schema + ".parked_events (stream_kind, stream_id, seq, event_id, type, envelope) "
                + "values ($1, $2, $3, $4, $5, $6) on conflict do nothing";
        this.parkedAfter = "select seq, envelope from " + schema + ".parked_events "
                + "where stream_kind = $1 and stream_id = $2 and seq > $3 order by seq";
        this.release = "with released as (delete from " + schema + ".parked_events "
                + "where stream_kind = $1 and stream_id = $2 and seq <= $3 returning stream_kind, stream_id, seq, event_id, type, envelope) "
                + "insert into " + schema + ".stream_events (stream_kind, stream_id, seq, event_id, type, envelope) "
                + "select stream_kind, stream_id, seq, event_id, type, envelope from released where seq > $4";
        this.move = "insert into " + schema + ".positions as p (stream_kind, stream_id, last_seq) values ($1, $2, $3) "
                + "on conflict (stream_kind, stream_id) do update set last_seq = excluded.last_seq";
        this.events = "select envelope from " + schema + ".stream_events where stream_kind = $1 and stream_id = $2 order by seq";
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
     * A batch of records in one transaction, in order, each as {@link #apply(SqlConnection, EventEnvelope, String)}
     * with its own JSON: what they stored, in the order stored. One transaction for a batch, not one per record, is
     * what lets a consumer catch up a backlog (after an outage) faster than the tables add to it.
     */
    public Uni<List<EventEnvelope>> apply(List<EventEnvelope> events, List<String> jsons) {
        return pool.withTransaction(conn -> apply(conn, events, jsons));
    }

    /** As {@link #apply(List, List)}, inside the caller's transaction. */
    public Uni<List<EventEnvelope>> apply(SqlConnection conn, List<EventEnvelope> events, List<String> jsons) {
        return Multi.createFrom().range(0, events.size())
                .onItem().transformToUniAndConcatenate(i -> apply(conn, events.get(i), jsons.get(i)))
                .collect().in(ArrayList<EventEnvelope>::new, List::addAll)
                .map(stored -> (List<EventEnvelope>) stored);
    }

    /**
     * As {@link #apply(SqlConnection, EventEnvelope)} with the record's own JSON (not written again). Answers the
     * events now stored, in seq order: none for a redelivery or a parked event; the event itself, followed by the
     * parked events it released.
     */
    public Uni<List<EventEnvelope>> apply(SqlConnection conn, EventEnvelope event, String json) {
        String kind = kindOf(event);
        Tuple row = Tuple.from(List.of(kind, event.streamId(), event.seq(), event.eventId(), event.type(), json));
        return conn.preparedQuery(position).execute(Tuple.of(kind, event.streamId())).chain(rows -> {
            long last = rows.iterator().hasNext() ? rows.iterator().next().getLong(0) : 0;
            if (event.seq() <= last) {
                return Uni.createFrom().item(List.<EventEnvelope>of());                   // a redelivery
            }
            if (event.seq() > last + 1) {
                LOG.warnf("%s %s: seq %d arrived while %d is missing; parked until it comes", kind, event.streamId(),
                        event.seq(), last + 1);
                return conn.preparedQuery(park).execute(row).replaceWith(List.<EventEnvelope>of());
            }
            return conn.preparedQuery(store).execute(row)
                    .chain(() -> conn.preparedQuery(parkedAfter).execute(Tuple.of(kind, event.streamId(), event.seq())))
                    .chain(parked -> {
                        List<EventEnvelope> applied = new ArrayList<>(List.of(event));
                        long through = event.seq();
                        for (Row p : parked) {
                            if (p.getLong("seq") != through + 1) {
                                break;                                    // another hole further on: those wait
                            }
                            applied.add(EventJson.read(p.getString("envelope")));
                            through++;
                        }
                        long newLast = through;
                        if (applied.size() > 1) {
                            LOG.infof("%s %s: seq %d arrived; %d parked events follow it", kind, event.streamId(),
                                    event.seq(), applied.size() - 1);
                        }
                        Uni<Void> released = applied.size() == 1 ? Uni.createFrom().voidItem()
                                : conn.preparedQuery(release).execute(Tuple.of(kind, event.streamId(), newLast, event.seq()))
                                        .replaceWithVoid();
                        return released.chain(() -> conn.preparedQuery(move).execute(Tuple.of(kind, event.streamId(), newLast)))
                                .replaceWith(applied);
                    });
        });
    }

    /** The stream's events as this service holds them, in seq order. */
    public Uni<List<EventEnvelope>> events(String kind, String streamId) {
        return events(pool, kind, streamId);
    }

    /** The stream's events through the given client (a transaction's connection sees its own inserts). */
    public Uni<List<EventEnvelope>> events(SqlClient client, String kind, String streamId) {
        return client.preparedQuery(events).execute(Tuple.of(kind, streamId)).map(EventInbox::envelopes);
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
            envelopes.add(EventJson.read(row.getString("envelope")));
        }
        return envelopes;
    }
}
