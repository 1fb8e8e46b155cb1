package org.arbiter.rating.store;

import com.fasterxml.jackson.core.type.TypeReference;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.RowSet;
import io.vertx.mutiny.sqlclient.SqlConnection;
import io.vertx.mutiny.sqlclient.Tuple;
import io.vertx.pgclient.PgException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Supplier;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.rating.domain.TournamentPlan;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The standings read model in PostgreSQL (V2__standings.sql): plans, the newest sheet per game, each game's facts,
 * the recorded lots, and every version of each tournament's table. Writes take the caller's connection, so that
 * they commit with the position they reflect; the JSON columns are written and read here.
 */
@ApplicationScoped
public class StandingsStore {


    @Inject
    Pool pool;

    /** How many of a tournament's last standings messages are kept for a Last-Event-ID resume. */
    @ConfigProperty(name = "rating.standings.versions-kept", defaultValue = "1000")
    long versionsKept;

    /** A tournament's current version and table text (version 0 and an empty body before the first). */
    public record Head(long version, String body) {
    }

    /**
     * What a tournament's table is computed from.
     *
     * @param plan          its regulations, or {@link TournamentPlan#unknown}
     * @param sheetVersions game id → version of its newest stored sheet, in game id order
     * @param nicknames     player id → nickname seen at the tables (games' facts merged in a fixed order)
     * @param removed       players removed from the tournament (7.3)
     * @param lots          the recorded 8.8.5 lots: player id → lot
     */
    public record Inputs(TournamentPlan plan, Map<String, Long> sheetVersions, Map<String, String> nicknames,
            Set<String> removed, Map<String, Long> lots) {
    }

    /** A stored score sheet. */
    public record StoredSheet(String gameId, long version, ScoreSheet sheet) {
    }

    public <T> Uni<T> transaction(Function<SqlConnection, Uni<T>> work) {
        return pool.withTransaction(work);
    }

    /** A transaction that met a deadlock or a serialization failure is rolled back; it is tried again. */
    public <T> Uni<T> retriedTransaction(Function<SqlConnection, Uni<T>> work) {
        return retried(() -> pool.withTransaction(work));
    }

    static <T> Uni<T> retried(Supplier<Uni<T>> transaction) {
        return Uni.createFrom().<T>deferred(transaction::get)
                .onFailure(e -> e instanceof PgException pg
                        && ("40P01".equals(pg.getSqlState()) || "40001".equals(pg.getSqlState())))
                .retry().withBackOff(Duration.ofMillis(5), Duration.ofMillis(200)).atMost(10);
    }

    /** Stores the sheet unless a sheet of the same or a higher version is stored; true when stored. */
    public Uni<Boolean> saveSheet(SqlConnection conn, ScoreSheet sheet) {
        return saveSheets(conn, List.of(sheet)).map(stored -> !stored.isEmpty());
    }

    /**
     * Stores each sheet newer than the game's stored one, all in one statement (the sheets of distinct games); the
     * ids of the games whose sheet was stored.
     */
    public Uni<Set<String>> saveSheets(SqlConnection conn, List<ScoreSheet> sheets) {
        return conn.preparedQuery("insert into " + Schema.NAME + ".score_sheets (game_id, tournament_id, version, sheet) "
                        + "select * from unnest($1::text[], $2::text[], $3::bigint[], $4::text[]) "
                        + "on conflict (game_id) do update set version = excluded.version, sheet = excluded.sheet, "
                        + "tournament_id = excluded.tournament_id "
                        + "where " + Schema.NAME + ".score_sheets.version < excluded.version returning game_id")
                .execute(Tuple.of(sheets.stream().map(ScoreSheet::gameId).toArray(String[]::new),
                        sheets.stream().map(ScoreSheet::tournamentId).toArray(String[]::new),
                        sheets.stream().map(ScoreSheet::version).toArray(Long[]::new),
                        sheets.stream().map(ScoreSheet::toJson).toArray(String[]::new)))
                .map(StandingsStore::gameIds);
    }

    /** Deletes the game's sheet (its end was taken back); the tournament it counted in, when there was one. */
    public Uni<Optional<String>> withdrawSheet(SqlConnection conn, String gameId) {
        return conn.preparedQuery("delete from " + Schema.NAME + ".score_sheets where game_id = $1 returning tournament_id")
                .execute(Tuple.of(gameId))
                .map(rows -> rows.size() == 0 ? Optional.<String>empty()
                        : Optional.of(rows.iterator().next().getString("tournament_id")));
    }

    public Uni<Void> savePlan(SqlConnection conn, TournamentPlan plan) {
        return conn.preparedQuery("insert into " + Schema.NAME + ".tournaments (tournament_id, plan) values ($1, $2) "
                        + "on conflict (tournament_id) do update set plan = excluded.plan")
                .execute(Tuple.of(plan.tournamentId(), Json.write(plan)))
                .replaceWithVoid();
    }

    /**
     * What the standings take from one game's table-events: its players' nicknames and the players removed from the
     * tournament (7.3).
     */
    public record GameFacts(String gameId, String tournamentId, Map<String, String> nicknames, Set<String> removed) {
    }

    /**
     * Stores these games' facts (each game once) in one statement, in game id order (row locks in one order); which
     * games' facts were stored for the first time, and which changed.
     */
    public Uni<SavedFacts> saveFacts(SqlConnection conn, List<GameFacts> facts) {
        if (facts.isEmpty()) {
            return Uni.createFrom().item(new SavedFacts(Set.of(), Set.of()));
        }
        List<GameFacts> ordered = facts.stream().sorted(Comparator.comparing(GameFacts::gameId)).toList();
        // xmax = 0: the row was inserted by this statement, not updated (PostgreSQL's system column of the row version)
        return conn.preparedQuery("insert into " + Schema.NAME + ".game_facts as f (game_id, tournament_id, nicknames, removed) "
                        + "select * from unnest($1::text[], $2::text[], $3::text[], $4::text[]) "
                        + "on conflict (game_id) do update set nicknames = excluded.nicknames, removed = excluded.removed "
                        + "where f.nicknames <> excluded.nicknames or f.removed <> excluded.removed "
                        + "returning game_id, f.xmax = 0 as first")
                .execute(Tuple.of(
                        ordered.stream().map(GameFacts::gameId).toArray(String[]::new),
                        ordered.stream().map(GameFacts::tournamentId).toArray(String[]::new),
                        ordered.stream().map(f -> Json.write(new TreeMap<>(f.nicknames()))).toArray(String[]::new),
                        ordered.stream().map(f -> Json.write(new TreeSet<>(f.removed()))).toArray(String[]::new)))
                .map(rows -> {
                    Set<String> first = new HashSet<>();
                    Set<String> changed = new HashSet<>();
                    rows.forEach(row -> (row.getBoolean("first") ? first : changed).add(row.getString("game_id")));
                    return new SavedFacts(first, changed);
                });
    }

    /** The games whose facts a {@link #saveFacts} stored: for the first time, or changed from those stored before. */
    public record SavedFacts(Set<String> first, Set<String> changed) {
    }

    /** These tournaments' stored plans (a tournament whose regulations have not arrived is absent), in one query. */
    public Uni<Map<String, TournamentPlan>> plans(SqlConnection conn, Collection<String> tournamentIds) {
        if (tournamentIds.isEmpty()) {
            return Uni.createFrom().item(Map.of());
        }
        return conn.preparedQuery("select tournament_id, plan from " + Schema.NAME + ".tournaments where tournament_id = any($1)")
                .execute(Tuple.of(tournamentIds.toArray(new String[0])))
                .map(rows -> {
                    Map<String, TournamentPlan> plans = new HashMap<>();
                    rows.forEach(r -> plans.put(r.getString("tournament_id"), Json.read(r.getString("plan"), TournamentPlan.class)));
                    return plans;
                });
    }

    /** The game ids a statement returned ({@code returning game_id}). */
    private static Set<String> gameIds(RowSet<Row> rows) {
        Set<String> ids = new HashSet<>();
        rows.forEach(row -> ids.add(row.getString("game_id")));
        return ids;
    }

    /** The head row, created when missing and locked: recomputations of one tournament are serialized. */
    public Uni<Head> lockHead(SqlConnection conn, String tournamentId) {
        return conn.preparedQuery("insert into " + Schema.NAME + ".standings as h (tournament_id, version, body) values ($1, 0, '') "
                        + "on conflict (tournament_id) do update set version = h.version returning version, body")
                .execute(Tuple.of(tournamentId))
                .map(rows -> {
                    Row head = rows.iterator().next();
                    return new Head(head.getLong("version"), head.getString("body"));
                });
    }

    /** Everything stored for the tournament's table, in one query. */
    public Uni<Inputs> inputs(SqlConnection conn, String tournamentId) {
        return conn.preparedQuery(
                        "select 'plan' as k, plan as a, null as b from " + Schema.NAME + ".tournaments where tournament_id = $1 "
                        + "union all select 'sheet', game_id, version::text from " + Schema.NAME + ".score_sheets where tournament_id = $1 "
                        + "union all select 'facts', nicknames, removed from " + Schema.NAME + ".game_facts where tournament_id = $1 "
                        + "union all select 'lot', player_id, lot::text from " + Schema.NAME + ".lots where tournament_id = $1")
                .execute(Tuple.of(tournamentId))
                .map(rows -> {
                    TournamentPlan plan = TournamentPlan.unknown(tournamentId);
                    Map<String, Long> sheets = new TreeMap<>();
                    List<String[]> facts = new ArrayList<>();
                    Map<String, Long> lots = new HashMap<>();
                    for (Row r : rows) {
                        switch (r.getString("k")) {
                            case "plan" -> plan = Json.read(r.getString("a"), TournamentPlan.class);
                            case "sheet" -> sheets.put(r.getString("a"), Long.parseLong(r.getString("b")));
                            case "facts" -> facts.add(new String[] {r.getString("a"), r.getString("b")});
                            default -> lots.put(r.getString("a"), Long.parseLong(r.getString("b")));
                        }
                    }
                    // nicknames in a fixed order (by nickname map text) so a replay in any order gives the same
                    facts.sort(Comparator.comparing((String[] f) -> f[0]).thenComparing(f -> f[1]));
                    Map<String, String> nicknames = new HashMap<>();
                    Set<String> removed = new HashSet<>();
                    for (String[] f : facts) {
                        nicknames.putAll(Json.read(f[0], new TypeReference<Map<String, String>>() { }));
                        removed.addAll(Json.read(f[1], new TypeReference<List<String>>() { }));
                    }
                    return new Inputs(plan, sheets, nicknames, removed, lots);
                });
    }

    /** These games' stored sheets, in one query. */
    public Uni<List<StoredSheet>> sheets(SqlConnection conn, List<String> gameIds) {
        return conn.preparedQuery("select game_id, version, sheet from " + Schema.NAME + ".score_sheets where game_id = any($1)")
                .execute(Tuple.of(gameIds.toArray(new String[0])))
                .map(rows -> {
                    List<StoredSheet> sheets = new ArrayList<>();
                    rows.forEach(r -> sheets.add(new StoredSheet(r.getString("game_id"), r.getLong("version"),
                            ScoreSheet.fromJson(r.getString("sheet")))));
                    return sheets;
                });
    }

    /** Records lots drawn by the computation of {@code version} under the tournament's seed; a recorded one stays. */
    public Uni<Void> recordLots(SqlConnection conn, String tournamentId, Map<String, Long> drawn, String seed,
            long version) {
        List<Tuple> batch = new ArrayList<>();
        drawn.forEach((player, lot) -> batch.add(Tuple.of(tournamentId, player, lot, seed, version)));
        return conn.preparedQuery("insert into " + Schema.NAME + ".lots (tournament_id, player_id, lot, seed, drawn_in) "
                        + "values ($1, $2, $3, $4, $5) on conflict do nothing")
                .executeBatch(batch)
                .replaceWithVoid();
    }

    /**
     * Moves the (locked) head to {@code version} with its table text, and keeps the version's message; of the
     * messages only the last {@code rating.standings.versions-kept} stay (older ones are deleted).
     */
    public Uni<Void> saveVersion(SqlConnection conn, String tournamentId, long version, String body, String message) {
        return conn.preparedQuery("with head as (update " + Schema.NAME + ".standings set version = $2, body = $3 "
                        + "where tournament_id = $1 returning tournament_id) insert into " + Schema.NAME + ".standings_versions "
                        + "(tournament_id, version, message) select tournament_id, $2, $4 from head")
                .execute(Tuple.of(tournamentId, version, body, message))
                .chain(() -> conn.preparedQuery("delete from " + Schema.NAME + ".standings_versions "
                                + "where tournament_id = $1 and version <= $2")
                        .execute(Tuple.of(tournamentId, version - versionsKept)))
                .replaceWithVoid();
    }

    /** The tournament's regulations as this service keeps them, or {@link TournamentPlan#unknown} before they arrived. */
    public Uni<TournamentPlan> plan(String tournamentId) {
        return pool.preparedQuery("select plan from " + Schema.NAME + ".tournaments where tournament_id = $1")
                .execute(Tuple.of(tournamentId))
                .map(rows -> rows.size() == 0 ? TournamentPlan.unknown(tournamentId)
                        : Json.read(rows.iterator().next().getString("plan"), TournamentPlan.class));
    }

    /** The message of the tournament's current version; empty before anything was counted. */
    public Uni<Optional<String>> currentMessage(String tournamentId) {
        return pool.preparedQuery("select v.message from " + Schema.NAME + ".standings h join " + Schema.NAME + ".standings_versions v "
                        + "on v.tournament_id = h.tournament_id and v.version = h.version where h.tournament_id = $1")
                .execute(Tuple.of(tournamentId))
                .map(rows -> rows.size() == 0 ? Optional.empty()
                        : Optional.of(rows.iterator().next().getString("message")));
    }

    /** Every stored version after {@code after}: version → message, in order. */
    public Uni<SortedMap<Long, String>> messagesAfter(String tournamentId, long after) {
        return pool.preparedQuery("select version, message from " + Schema.NAME + ".standings_versions "
                        + "where tournament_id = $1 and version > $2 order by version")
                .execute(Tuple.of(tournamentId, after))
                .map(rows -> {
                    SortedMap<Long, String> messages = new TreeMap<>();
                    rows.forEach(r -> messages.put(r.getLong("version"), r.getString("message")));
                    return messages;
                });
    }
}
