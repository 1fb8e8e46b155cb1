package org.arbiter.rating.warmup;

import io.smallrye.mutiny.Uni;
import io.vertx.pgclient.PgException;
import io.vertx.mutiny.sqlclient.SqlConnection;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.GameCreated;
import org.arbiter.rating.projection.GameScore;
import org.arbiter.rating.projection.SheetRecords;
import org.arbiter.rating.store.StandingsStore;
import org.arbiter.stream.warmup.Rehearsal;
import org.arbiter.stream.warmup.WarmupGames;
import org.jboss.logging.Logger;

/**
 * rating-service's warm-up through its database ({@link Rehearsal}), writing nothing: for the first {@value #GAMES}
 * warm-up games, in a transaction as a game-scores batch takes one, the statements of that batch's path
 * ({@link StandingsStore}'s, as the projection runs them) with what leaves every row as it is: the sheets stored
 * (none), the inputs of the rehearsal's tournament and its game's stored sheet read (there are none: the tournament
 * {@code warm-up-<uuid>} is new at each start), and the tournament's next version stored with the standings of the
 * game's sheet (its head does not exist, so no row is updated, inserted or deleted). So the first real sheet does not
 * send those statements, nor run the SQL client's code around them, for the first time (docs/deploy.md "Start-up
 * warm-up"). The statements that would write (the head row's lock, the regulations, the lots) are sent each in a
 * read-only transaction, where PostgreSQL prepares and plans them and then refuses them: nothing is written. When
 * the database does not answer, it stops (the in-memory warm-up goes on).
 */
@ApplicationScoped
public class SheetPathRehearsal implements Rehearsal {

    static final int GAMES = 20;
    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    /** PostgreSQL's refusal of a write in a read-only transaction. */
    private static final String READ_ONLY = "25006";
    private static final Logger LOG = Logger.getLogger(SheetPathRehearsal.class);

    @Inject
    StandingsStore store;

    private final String tournamentId = "warm-up-" + UUID.randomUUID();
    private final AtomicInteger rehearsed = new AtomicInteger();
    private volatile boolean stopped;

    @Override
    public int rehearse(int n) {
        if (n >= GAMES || stopped) {
            return 0;
        }
        try {
            store.transaction(conn -> statements(conn, n)).chain(() -> refusedWrites(n)).await().atMost(TIMEOUT);
            rehearsed.incrementAndGet();
        } catch (RuntimeException failure) {
            stopped = true;
            LOG.warnf("warm-up: the sheets' path through the database was not rehearsed (%s); the first sheet takes it "
                    + "cold", failure.toString());
        }
        return 1;                                             // one record: the sheet
    }

    /** Game {@code n}'s sheet's statements on the connection, none of them changing a row. */
    Uni<Void> statements(SqlConnection conn, int n) {
        List<EventEnvelope> read = WarmupGames.events(n);
        GameCreated created = (GameCreated) read.getFirst().payload();
        GameScore score = GameScore.of(read.getFirst().gameId(), WarmupGames.sheet(n));
        String message = StandingsRehearsal.message(StandingsRehearsal.plan(tournamentId, created.ruleset()),
                List.of(SheetRecords.of(score.sheet())), Map.of(), Set.of(), score, 1);
        return store.saveSheets(conn, List.of())
                .chain(() -> store.inputs(conn, tournamentId))
                .chain(() -> store.sheets(conn, List.of(score.gameId())))
                .chain(() -> store.saveVersion(conn, tournamentId, 1, message, message));
    }

    /**
     * Game {@code n}'s sheet's writing statements, each in a read-only transaction: PostgreSQL prepares and plans it,
     * then refuses it (SQLSTATE 25006), so the SQL client's code and the statement's plan are ready and no row is
     * written. Any other failure fails the rehearsal.
     */
    Uni<Void> refusedWrites(int n) {
        GameCreated created = (GameCreated) WarmupGames.events(n).getFirst().payload();
        return refused(conn -> store.lockHead(conn, tournamentId))
                .chain(() -> refused(conn -> store.savePlan(conn, StandingsRehearsal.plan(tournamentId, created.ruleset()))))
                .chain(() -> refused(conn -> store.recordLots(conn, tournamentId, Map.of(created.players().getFirst()
                        .playerId(), 1L), "warm-up", 1)));
    }

    private Uni<Void> refused(Function<SqlConnection, Uni<?>> write) {
        return store.transaction(conn -> conn.query("set transaction read only").execute().chain(() -> write.apply(conn)))
                .replaceWithVoid()
                .onFailure(e -> e instanceof PgException pg && READ_ONLY.equals(pg.getSqlState())).recoverWithNull();
    }

    /** The rehearsals that went through. */
    int rehearsed() {
        return rehearsed.get();
    }
}
