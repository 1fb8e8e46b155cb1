package org.arbiter.protocol.store;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.RowSet;
import io.vertx.mutiny.sqlclient.SqlConnection;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.Winner;
import org.arbiter.events.protest.ProtestDecided;
import org.arbiter.events.protest.ProtestDecision;
import org.arbiter.events.protest.ProtestFiled;
import org.arbiter.protocol.domain.Protest;

/**
 * Protests and their events. Each change is one transaction: the protest row and its event in the game's
 * protest stream, which is also the outbox that {@code ProtestRelay} publishes to protest-events. The database
 * is written here and only here; Kafka only by the relay (no dual write).
 */
@ApplicationScoped
public class ProtestStore {

    private static final String COLUMNS = "protest_id, game_id, tournament_id, filed_by, seat, text, filed_at, "
            + "game_ended_at, decision, reasons, change_winner, change_annulled, decided_by, decided_at";

    @Inject
    Pool pool;

    /** Records a filed protest and its ProtestFiled event (the envelope made by {@code event} from the seq). */
    public Uni<Protest> file(Protest protest, Function<Long, EventEnvelope> event) {
        return pool.withTransaction(conn -> nextSeq(conn, protest.gameId()).chain(seq -> {
            EventEnvelope envelope = event.apply(seq);
            if (!(envelope.payload() instanceof ProtestFiled)) {
                throw new IllegalArgumentException("a filed protest is recorded by ProtestFiled");
            }
            return conn.preparedQuery("insert into " + Schema.NAME + ".protests (protest_id, game_id, tournament_id, filed_by, "
                            + "seat, text, filed_at, game_ended_at) values ($1, $2, $3, $4, $5, $6, $7, $8)")
                    .execute(Tuple.from(Arrays.asList(UUID.fromString(protest.protestId()), protest.gameId(),
                            protest.tournamentId(), protest.filedBy(), protest.seat(), protest.text(),
                            odt(protest.filedAt()), odt(protest.gameEndedAt()))))
                    .chain(() -> append(conn, envelope))
                    .map(done -> protest);
        }));
    }

    /**
     * Records the decision and its ProtestDecided event, if the protest is still open. Returns the decided
     * protest, or null when it was already decided (the decision is final, 8.9) — the caller tells the two
     * apart from a missing protest beforehand.
     */
    public Uni<Protest> decide(String gameId, String protestId, ProtestDecided decided, String decidedBy,
            Instant decidedAt, Function<Long, EventEnvelope> event) {
        return pool.withTransaction(conn -> nextSeq(conn, gameId).chain(seq -> conn
                .preparedQuery("update " + Schema.NAME + ".protests set decision = $2, reasons = $3, change_winner = $4, "
                        + "change_annulled = $5, decided_by = $6, decided_at = $7 "
                        + "where protest_id = $1 and game_id = $8 and decision is null returning " + COLUMNS)
                .execute(Tuple.from(Arrays.asList(UUID.fromString(protestId), decided.decision().name(),
                        decided.reasons(),
                        decided.resultChange() == null || decided.resultChange().winner() == null ? null
                                : decided.resultChange().winner().name(),
                        decided.resultChange() == null ? null : decided.resultChange().annulled(),
                        decidedBy, odt(decidedAt), gameId)))
                .chain(rows -> {
                    if (rows.rowCount() == 0) {
                        return Uni.createFrom().nullItem();
                    }
                    Protest protest = protest(rows.iterator().next());
                    return append(conn, event.apply(seq)).map(done -> protest);
                })));
    }

    public Uni<Protest> one(String gameId, String protestId) {
        UUID id;
        try {
            id = UUID.fromString(protestId);
        } catch (IllegalArgumentException e) {
            return Uni.createFrom().nullItem();
        }
        return pool.preparedQuery("select " + COLUMNS + " from " + Schema.NAME + ".protests where protest_id = $1 and game_id = $2")
                .execute(Tuple.of(id, gameId))
                .map(rows -> rows.iterator().hasNext() ? protest(rows.iterator().next()) : null);
    }

    /** The game's protests in the order filed. */
    public Uni<List<Protest>> ofGame(String gameId) {
        return pool.preparedQuery("select " + COLUMNS + " from " + Schema.NAME + ".protests where game_id = $1 "
                        + "order by filed_at, protest_id")
                .execute(Tuple.of(gameId)).map(ProtestStore::protests);
    }

    /** A tournament's protests still waiting for the chief judge, oldest first. */
    public Uni<List<Protest>> openOfTournament(String tournamentId) {
        return pool.preparedQuery("select " + COLUMNS + " from " + Schema.NAME + ".protests where tournament_id = $1 "
                        + "and decision is null order by filed_at, protest_id")
                .execute(Tuple.of(tournamentId)).map(ProtestStore::protests);
    }

    /** The game's protest stream as recorded, in seq order (also what the relay publishes). */
    public Uni<List<EventEnvelope>> events(String gameId) {
        return pool.preparedQuery("select envelope from " + Schema.NAME + ".protest_events where game_id = $1 order by seq")
                .execute(Tuple.of(gameId))
                .map(rows -> {
                    List<EventEnvelope> list = new ArrayList<>();
                    rows.forEach(row -> list.add(EventJson.read(row.getString("envelope"))));
                    return list;
                });
    }

    /** The next seq of the game's protest stream, holding a per-game lock until the transaction ends. */
    private static Uni<Long> nextSeq(SqlConnection conn, String gameId) {
        return conn.preparedQuery("select pg_advisory_xact_lock(hashtextextended('protest-stream:' || $1, 0))")
                .execute(Tuple.of(gameId))
                .chain(() -> conn.preparedQuery("select coalesce(max(seq), 0) + 1 as next from " + Schema.NAME
                        + ".protest_events where game_id = $1").execute(Tuple.of(gameId)))
                .map(rows -> rows.iterator().next().getLong("next"));
    }

    private static Uni<Void> append(SqlConnection conn, EventEnvelope e) {
        return conn.preparedQuery("insert into " + Schema.NAME + ".protest_events (game_id, seq, event_id, type, envelope) "
                        + "values ($1, $2, $3, $4, $5)")
                .execute(Tuple.of(e.gameId(), e.seq(), e.eventId(), e.type(), EventJson.write(e)))
                .replaceWithVoid();
    }

    private static List<Protest> protests(RowSet<Row> rows) {
        List<Protest> list = new ArrayList<>();
        rows.forEach(row -> list.add(protest(row)));
        return list;
    }

    private static Protest protest(Row row) {
        String decision = row.getString("decision");
        String winner = row.getString("change_winner");
        return new Protest(row.getUUID("protest_id").toString(), row.getString("game_id"),
                row.getString("tournament_id"), row.getString("filed_by"), row.getInteger("seat"),
                row.getString("text"), instant(row.getOffsetDateTime("filed_at")),
                instant(row.getOffsetDateTime("game_ended_at")),
                decision == null ? null : ProtestDecision.valueOf(decision), row.getString("reasons"),
                winner == null ? null : Winner.valueOf(winner), row.getBoolean("change_annulled"),
                row.getString("decided_by"), instant(row.getOffsetDateTime("decided_at")));
    }

    private static OffsetDateTime odt(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }

    private static Instant instant(OffsetDateTime odt) {
        return odt == null ? null : odt.toInstant();
    }
}
