package org.arbiter.scoring.store;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.SqlConnection;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.GameStreams;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.RolesDealt;
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

    @Inject
    StreamsInPlay inPlay;

    /**
     * Refolds, inside the transaction that stored them, the games of these newly stored events, and stores a new
     * version of each sheet that changed: its version is the seq of the last event read (the stream's end without a
     * gap). True when a sheet changed. A batch is a fixed number of round trips whatever its games: their sheet rows
     * are read (and locked) in one query, their events in one, the new versions written in one.
     *
     * <p>A game is refolded only if it has a sheet row or one of these events could give it a sheet
     * ({@link #couldStartASheet}): a sheet exists only once the standing events hold GameCreated, RolesDealt and
     * GameEnded, and new events only add to the standing ones or take some back ({@code GameStreams.standing}), so a
     * game without a row whose new events hold none of the three still folds to no sheet. While a backlog is caught
     * up this is what spares refolding every game from seq 1 at each batch until its end. The streams of games in
     * play are held in memory ({@link StreamsInPlay}), so a refold reads a stream back only when this instance has
     * not stored it whole since seq 1.
     */
    public Uni<Boolean> recompute(SqlConnection conn, List<EventEnvelope> stored) {
        Map<String, List<EventEnvelope>> batch = new TreeMap<>();              // row locks in game id order
        Set<String> couldStart = new HashSet<>();
        for (EventEnvelope event : stored) {
            if (event.gameId() != null) {
                batch.computeIfAbsent(event.gameId(), g -> new ArrayList<>()).add(event);
                if (couldStartASheet(event)) {
                    couldStart.add(event.gameId());
                }
            }
        }
        if (batch.isEmpty()) {
            return Uni.createFrom().item(false);
        }
        Map<String, List<EventEnvelope>> known = new HashMap<>();            // game id -> its stream, held here
        batch.forEach((gameId, events) -> {
            List<EventEnvelope> whole = inPlay.extend(gameId, events);
            if (whole != null) {
                known.put(gameId, whole);
            }
        });
        Map<String, String> rows = new HashMap<>();                          // game id -> stored sheet (null: a tombstone)
        return conn.preparedQuery("select game_id, sheet from " + TABLE + " where game_id = any($1) order by game_id for update")
                .execute(Tuple.of(batch.keySet().toArray(String[]::new)))
                .chain(found -> {
                    found.forEach(row -> rows.put(row.getString("game_id"), row.getString("sheet")));
                    List<String> refold = batch.keySet().stream().filter(g -> rows.containsKey(g) || couldStart.contains(g)).toList();
                    if (refold.isEmpty()) {
                        return Uni.createFrom().item(false);
                    }
                    List<String> unknown = refold.stream().filter(g -> !known.containsKey(g)).toList();
                    return inbox.events(conn, EventInbox.GAME, unknown).chain(read -> {
                        List<Tuple> changed = new ArrayList<>();
                        for (String gameId : refold) {
                            List<EventEnvelope> game = known.getOrDefault(gameId, read.getOrDefault(gameId, List.of()));
                            Optional<ScoreSheet> folded = ScoreSheets.fold(game);
                            if (folded.isPresent()) {
                                inPlay.forget(gameId);
                            } else if (read.containsKey(gameId)) {
                                inPlay.hold(gameId, game);
                            }
                            if (changed(rows.get(gameId), folded)) {
                                long version = folded.map(ScoreSheet::version)
                                        .orElseGet(() -> GameStreams.standing(game).throughSeq());
                                changed.add(Tuple.of(gameId, version, folded.map(ScoreSheet::toJson).orElse(null)));
                            }
                        }
                        if (changed.isEmpty()) {
                            return Uni.createFrom().item(false);
                        }
                        return conn.preparedQuery("insert into " + TABLE + " (game_id, version, sheet) values ($1, $2, $3) "
                                        + "on conflict (game_id) do update set version = excluded.version, sheet = excluded.sheet")
                                .executeBatch(changed)
                                .map(done -> true);
                    });
                });
    }

    /** Whether the event is one a game's sheet needs before it can exist (ScoreSheets.fold). */
    static boolean couldStartASheet(EventEnvelope event) {
        return event.payload() instanceof GameCreated || event.payload() instanceof RolesDealt || event.payload() instanceof GameEnded;
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
