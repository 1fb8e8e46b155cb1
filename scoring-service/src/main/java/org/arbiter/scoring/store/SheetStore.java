package org.arbiter.scoring.store;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.SqlConnection;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbiter.events.GameStreams;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.scoring.domain.ScoreSheets;
import org.arbiter.stream.inbox.EventInbox;

/**
 * The score sheets, one row per game (its latest version), and the outbox of game-scores: a row whose
 * {@code version} is above its {@code published_version} waits for the publisher.
 */
@ApplicationScoped
public class SheetStore {

    static final String TABLE = Schema.NAME + ".sheets";

    /** A sheet version to publish: {@code sheet} null means the game's end was taken back (a tombstone). */
    public record Pending(String gameId, long version, String sheet) {
    }

    @Inject
    Pool pool;

    @Inject
    EventInbox inbox;

    /**
     * Refolds the game from its stored events (inside the transaction that stored the newest one) and stores a
     * new version when the sheet changed: its version is the seq of the last event read (the stream's end without a gap). True when it changed.
     */
    public Uni<Boolean> recompute(SqlConnection conn, String gameId) {
        return inbox.events(conn, EventInbox.GAME, gameId).chain(events -> {
            Optional<ScoreSheet> folded = ScoreSheets.fold(events);
            return conn.preparedQuery("select version, sheet from " + TABLE + " where game_id = $1 for update")
                    .execute(Tuple.of(gameId))
                    .chain(rows -> {
                        Row row = rows.iterator().hasNext() ? rows.iterator().next() : null;
                        String stored = row == null ? null : row.getString("sheet");
                        if (!changed(stored, folded)) {
                            return Uni.createFrom().item(false);
                        }
                        long version = folded.map(ScoreSheet::version)
                                .orElseGet(() -> GameStreams.standing(events).throughSeq());
                        String json = folded.map(ScoreSheet::toJson).orElse(null);
                        return conn.preparedQuery("insert into " + TABLE + " (game_id, version, sheet) values ($1, $2, $3) "
                                        + "on conflict (game_id) do update set version = excluded.version, sheet = excluded.sheet")
                                .execute(Tuple.of(gameId, version, json))
                                .map(done -> true);
                    });
        });
    }

    /** Whether the newly folded sheet differs from the stored one, the version aside. */
    public static boolean changed(String stored, Optional<ScoreSheet> folded) {
        if (stored == null) {
            return folded.isPresent();
        }
        if (folded.isEmpty()) {
            return true;
        }
        return !withoutVersion(ScoreSheet.fromJson(stored)).equals(withoutVersion(folded.get()));
    }

    private static ScoreSheet withoutVersion(ScoreSheet s) {
        return new ScoreSheet(s.gameId(), s.tournamentId(), s.stage(), s.ruleset(), 0, s.winner(), s.annulled(),
                s.finalized(), s.seats());
    }

    /** The game's sheet as stored (JSON), if the game has one. */
    public Uni<Optional<String>> find(String gameId) {
        return pool.preparedQuery("select sheet from " + TABLE + " where game_id = $1").execute(Tuple.of(gameId))
                .map(rows -> rows.iterator().hasNext()
                        ? Optional.ofNullable(rows.iterator().next().getString("sheet"))
                        : Optional.<String>empty());
    }

    /**
     * Claims, inside the publisher's transaction, the sheets whose latest version is not yet published, by game id:
     * each row stays locked until that transaction ends, so no other publisher (another instance) sends the same game
     * meanwhile and the game's refold waits; rows another transaction holds are skipped, not waited for.
     */
    public Uni<List<Pending>> claimPending(SqlConnection conn, int limit) {
        return conn.preparedQuery("select game_id, version, sheet from " + TABLE
                        + " where version > published_version order by game_id limit $1 for update skip locked")
                .execute(Tuple.of(limit))
                .map(rows -> {
                    List<Pending> pending = new ArrayList<>();
                    for (Row row : rows) {
                        pending.add(new Pending(row.getString("game_id"), row.getLong("version"), row.getString("sheet")));
                    }
                    return pending;
                });
    }

    /** Records, inside the claiming transaction, that these versions are on game-scores. */
    public Uni<Void> markPublished(SqlConnection conn, List<Pending> sent) {
        return conn.preparedQuery("update " + TABLE + " s set published_version = p.version "
                        + "from unnest($1::text[], $2::bigint[]) as p(game_id, version) "
                        + "where s.game_id = p.game_id and s.published_version < p.version")
                .execute(Tuple.of(sent.stream().map(Pending::gameId).toArray(String[]::new),
                        sent.stream().map(Pending::version).toArray(Long[]::new)))
                .replaceWithVoid();
    }
}
