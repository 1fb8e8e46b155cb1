package org.arbiter.rating.projection;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.SqlConnection;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.CommandUndone;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.PlayerRemoved;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.rating.domain.GameRecord;
import org.arbiter.rating.domain.LotBook;
import org.arbiter.rating.domain.Standings;
import org.arbiter.rating.domain.StandingsCalculator;
import org.arbiter.rating.domain.TournamentPlan;
import org.arbiter.rating.store.Schema;
import org.arbiter.rating.table.TableFold;
import org.arbiter.rating.table.TableFeed;
import org.arbiter.stream.inbox.EventInbox;

/**
 * The standings projection. Each input is applied in one transaction together with its position: a stream event
 * with the stream's seq (EventInbox), a score sheet with its version. A redelivered or older input finds its
 * position applied and changes nothing. When the table of a tournament changes, a new version is stored with its
 * message and, after the commit, handed to the SSE subscribers.
 */
@ApplicationScoped
public class StandingsProjection {


    @Inject
    Pool pool;

    @Inject
    EventInbox inbox;

    @Inject
    StandingsBroadcaster broadcaster;

    @Inject
    TableFeed tableFeed;

    /** A game-scores record (the JSON of a {@link ScoreSheet}). */
    public Uni<Void> onSheet(String json) {
        return onSheets(List.of(json));
    }

    /**
     * A batch of game-scores records, in one transaction: each sheet newer than the stored one replaces it; then
     * each tournament touched is recomputed once (one version naming every game whose sheet changed it).
     */
    public Uni<Void> onSheets(List<String> jsons) {
        List<ScoreSheet> sheets = new ArrayList<>();
        for (String json : jsons) {
            if (json == null) {
                continue;                                   // a tombstone of the compacted topic
            }
            ScoreSheet sheet = ScoreSheet.fromJson(json);
            if (sheet.tournamentId() != null && sheet.stage() != Stage.FRIENDLY) {
                sheets.add(sheet);
            }
        }
        if (sheets.isEmpty()) {
            return Uni.createFrom().voidItem();
        }
        long started = System.nanoTime();
        return retried(() -> pool.withTransaction(conn -> {
                    // tournaments in id order: two transactions lock their head rows in the same order (no deadlock)
                    Map<String, List<ScoreSheet>> touched = new TreeMap<>();
                    return Multi.createFrom().iterable(sheets)
                            .onItem().transformToUniAndConcatenate(sheet -> conn.preparedQuery("insert into " + Schema.NAME + ".score_sheets "
                                            + "(game_id, tournament_id, version, sheet) values ($1, $2, $3, $4) "
                                            + "on conflict (game_id) do update set version = excluded.version, sheet = excluded.sheet, "
                                            + "tournament_id = excluded.tournament_id "
                                            + "where " + Schema.NAME + ".score_sheets.version < excluded.version returning game_id")
                                    .execute(Tuple.of(sheet.gameId(), sheet.tournamentId(), sheet.version(), sheet.toJson()))
                                    .invoke(rows -> {
                                        if (rows.size() == 1) {
                                            touched.computeIfAbsent(sheet.tournamentId(), t -> new ArrayList<>()).add(sheet);
                                        }
                                    }))
                            .collect().last()
                            .chain(() -> Multi.createFrom().iterable(touched.entrySet())
                                    .onItem().transformToUniAndConcatenate(e -> {
                                        List<ScoreSheet> changed = e.getValue();
                                        ScoreSheet last = changed.get(changed.size() - 1);
                                        return recompute(conn, e.getKey(), new StandingsMessage.Change("game-scores",
                                                last.gameId(), last.version(), changed.stream().map(ScoreSheet::gameId).toList()));
                                    })
                                    .collect().asList());
                }))
                .invoke(list -> list.forEach(p -> p.ifPresent(broadcaster::publish)))
                .invoke(list -> LOG.debugf("sheets batch: %d sheets, %d tournaments, %.1f ms, done at %d, games %s",
                        sheets.size(), list.size(), (System.nanoTime() - started) / 1e6, System.currentTimeMillis(),
                        sheets.stream().map(ScoreSheet::gameId).toList()))
                .replaceWithVoid();
    }

    private static final org.jboss.logging.Logger LOG = org.jboss.logging.Logger.getLogger(StandingsProjection.class);

    /** A transaction that met a deadlock or a serialization failure is rolled back; it is tried again. */
    static <T> Uni<T> retried(java.util.function.Supplier<Uni<T>> transaction) {
        return Uni.createFrom().<T>deferred(transaction::get)
                .onFailure(e -> e instanceof io.vertx.pgclient.PgException pg
                        && ("40P01".equals(pg.getSqlState()) || "40001".equals(pg.getSqlState())))
                .retry().withBackOff(java.time.Duration.ofMillis(5), java.time.Duration.ofMillis(200)).atMost(10);
    }

    /** A tournament-events record. */
    public Uni<Void> onTournamentEvent(EventEnvelope event) {
        return pool.withTransaction(conn -> inbox.apply(conn, event).chain(isNew -> {
                    if (!isNew || !(event.payload() instanceof TournamentCreated created)) {
                        return Uni.createFrom().item(Optional.<Published>empty());
                    }
                    TournamentPlan plan = planOf(event.tournamentId(), event, created);
                    return conn.preparedQuery("insert into " + Schema.NAME + ".tournaments (tournament_id, plan) values ($1, $2) "
                                    + "on conflict (tournament_id) do update set plan = excluded.plan")
                            .execute(Tuple.of(event.tournamentId(), write(plan)))
                            .chain(() -> recompute(conn, event.tournamentId(),
                                    new StandingsMessage.Change("tournament-events", null, null, List.of())));
                }))
                .invoke(p -> p.ifPresent(broadcaster::publish))
                .replaceWithVoid();
    }

    /** A table-events record: stored once; nicknames and 7.3 removals folded (undo applied); the table feed told. */
    public Uni<Void> onTableEvent(EventEnvelope event) {
        return onTableEvents(List.of(event), List.of(EventJson.write(event)));
    }

    /**
     * A batch of table-events records in one transaction: each new event stored with its stream's position; games
     * whose GameCreated, PlayerRemoved or CommandUndone arrived get their facts refolded; each tournament whose
     * facts changed is recomputed once. After the commit the table feed gets the new events in order.
     */
    public Uni<Void> onTableEvents(List<EventEnvelope> events, List<String> jsons) {
        List<EventEnvelope> fresh = new ArrayList<>();
        List<Integer> indexes = java.util.stream.IntStream.range(0, events.size()).boxed().toList();
        return retried(() -> pool.withTransaction(conn -> {
                    fresh.clear();
                    Set<String> factualGames = new java.util.LinkedHashSet<>();
                    return Multi.createFrom().iterable(indexes)
                            .onItem().transformToUniAndConcatenate(i -> {
                                EventEnvelope event = events.get(i);
                                return inbox.apply(conn, event, jsons.get(i)).invoke(isNew -> {
                                if (isNew) {
                                    fresh.add(event);
                                    if (event.payload() instanceof GameCreated || event.payload() instanceof PlayerRemoved
                                            || event.payload() instanceof CommandUndone) {
                                        factualGames.add(event.gameId());
                                    }
                                }
                            });
                            })
                            .collect().last()
                            .chain(() -> {
                                Map<String, String> changedTournaments = new TreeMap<>();   // lock order
                                return Multi.createFrom().iterable(factualGames)
                                        .onItem().transformToUniAndConcatenate(gameId -> inbox.events(conn, EventInbox.GAME, gameId)
                                                .chain(stored -> facts(conn, gameId, stored))
                                                .invoke(tournament -> tournament.ifPresent(t -> changedTournaments.put(t, gameId))))
                                        .collect().last()
                                        .chain(() -> Multi.createFrom().iterable(changedTournaments.entrySet())
                                                .onItem().transformToUniAndConcatenate(e -> recompute(conn, e.getKey(),
                                                        new StandingsMessage.Change("table-events", e.getValue(), null, List.of(e.getValue()))))
                                                .collect().asList());
                            });
                }))
                .invoke(list -> {
                    list.forEach(p -> p.ifPresent(broadcaster::publish));
                    fresh.forEach(tableFeed::onEvent);
                })
                .replaceWithVoid();
    }

    /** Stores the game's facts; the tournament's id when they changed. */
    private Uni<Optional<String>> facts(SqlConnection conn, String gameId, List<EventEnvelope> events) {
        GameCreated created = events.stream().map(EventEnvelope::payload).filter(GameCreated.class::isInstance)
                .map(GameCreated.class::cast).findFirst().orElse(null);
        if (created == null || created.tournamentId() == null) {
            return Uni.createFrom().item(Optional.empty());
        }
        Map<String, String> nicknames = new TreeMap<>();
        for (SeatedPlayer p : created.players()) {
            nicknames.put(p.playerId(), p.nickname());
        }
        String removed = write(new TreeSet<>(TableFold.removedFromTournament(events)));
        String names = write(nicknames);
        String tournamentId = created.tournamentId();
        return conn.preparedQuery("insert into " + Schema.NAME + ".game_facts (game_id, tournament_id, nicknames, removed) "
                        + "values ($1, $2, $3, $4) on conflict (game_id) do update set nicknames = excluded.nicknames, "
                        + "removed = excluded.removed where " + Schema.NAME + ".game_facts.nicknames <> excluded.nicknames "
                        + "or " + Schema.NAME + ".game_facts.removed <> excluded.removed returning game_id")
                .execute(Tuple.of(gameId, tournamentId, names, removed))
                .map(rows -> rows.size() == 0 ? Optional.<String>empty() : Optional.of(tournamentId));
    }

    /**
     * Recomputes a tournament's table inside the caller's transaction; stores a new version when it changed. The
     * head row is locked first, so recomputations of one tournament are serialized.
     */
    Uni<Optional<Published>> recompute(SqlConnection conn, String tournamentId, StandingsMessage.Change change) {
        Inputs in = new Inputs();
        // the upsert locks the head row: recomputations of one tournament are serialized
        return conn.preparedQuery("insert into " + Schema.NAME + ".standings as h (tournament_id, version, body) values ($1, 0, '') "
                        + "on conflict (tournament_id) do update set version = h.version returning version, body")
                .execute(Tuple.of(tournamentId))
                .invoke(rows -> {
                    Row head = rows.iterator().next();
                    in.version = head.getLong("version");
                    in.body = head.getString("body");
                })
                .chain(() -> conn.preparedQuery(
                                "select 'plan' as k, plan as a, null as b from " + Schema.NAME + ".tournaments where tournament_id = $1 "
                                + "union all select 'sheet', game_id, version::text from " + Schema.NAME + ".score_sheets where tournament_id = $1 "
                                + "union all select 'facts', nicknames, removed from " + Schema.NAME + ".game_facts where tournament_id = $1 "
                                + "union all select 'lot', player_id, lot::text from " + Schema.NAME + ".lots where tournament_id = $1")
                        .execute(Tuple.of(tournamentId)))
                .chain(rows -> {
                    TournamentPlan plan = TournamentPlan.unknown(tournamentId);
                    List<String[]> facts = in.facts;
                    for (Row r : rows) {
                        switch (r.getString("k")) {
                            case "plan" -> plan = read(r.getString("a"), TournamentPlan.class);
                            case "sheet" -> in.sheets.put(r.getString("a"), Long.parseLong(r.getString("b")));
                            case "facts" -> facts.add(new String[] {r.getString("a"), r.getString("b")});
                            default -> in.lots.put(r.getString("a"), Long.parseLong(r.getString("b")));
                        }
                    }
                    in.plan = plan;
                    return records(conn, in.sheets).map(games -> {
                        in.games.addAll(games);
                        return in;
                    });
                })
                .chain(ignored -> {
                    List<String[]> facts = in.facts;
                    // nicknames in a fixed order (by nickname map text) so a replay in any order gives the same
                    facts.sort(java.util.Comparator.comparing((String[] f) -> f[0]).thenComparing(f -> f[1]));
                    for (String[] f : facts) {
                        in.nicknames.putAll(read(f[0], new TypeReference<Map<String, String>>() { }));
                        in.removed.addAll(read(f[1], new TypeReference<List<String>>() { }));
                    }
                    Standings standings = StandingsCalculator.compute(in.plan, in.games, in.nicknames, in.removed,
                            new LotBook(in.plan.lotSeed(), in.lots));
                    String body = write(StandingsMessage.Table.of(standings));
                    if (body.equals(in.body)) {
                        return Uni.createFrom().item(Optional.<Published>empty());
                    }
                    long version = in.version + 1;
                    String message = write(new StandingsMessage(tournamentId, version, change, StandingsMessage.Table.of(standings)));
                    Uni<?> lots = Uni.createFrom().voidItem();
                    // a lot is recorded only under the tournament's own seed: before its regulations arrive, a full
                    // tie is ordered by a provisional draw that is not kept (so a replay in any order draws the same)
                    if (in.plan.known() && !standings.lotsDrawn().isEmpty()) {
                        List<Tuple> batch = new ArrayList<>();
                        standings.lotsDrawn().forEach((player, lot) ->
                                batch.add(Tuple.of(tournamentId, player, lot, in.plan.lotSeed(), version)));
                        lots = conn.preparedQuery("insert into " + Schema.NAME + ".lots (tournament_id, player_id, lot, seed, drawn_in) "
                                + "values ($1, $2, $3, $4, $5) on conflict do nothing").executeBatch(batch);
                    }
                    return lots
                            .chain(() -> conn.preparedQuery("with head as (update " + Schema.NAME + ".standings set version = $2, body = $3 "
                                            + "where tournament_id = $1 returning tournament_id) insert into " + Schema.NAME + ".standings_versions "
                                            + "(tournament_id, version, message) select tournament_id, $2, $4 from head")
                                    .execute(Tuple.of(tournamentId, version, body, message)))
                            .map(done -> Optional.of(new Published(tournamentId, version, message)));
                });
    }

    /** Parsed sheets by game: a sheet is parsed once per version, not on every recomputation of its tournament. */
    private final Map<String, Map.Entry<Long, GameRecord>> parsed = new java.util.concurrent.ConcurrentHashMap<>();

    /** The games of these (game id → version) sheets: from the cache, the others read in one query and parsed. */
    private Uni<List<GameRecord>> records(SqlConnection conn, Map<String, Long> versions) {
        List<String> missing = new ArrayList<>();
        versions.forEach((game, version) -> {
            Map.Entry<Long, GameRecord> known = parsed.get(game);
            if (known == null || known.getKey() != version.longValue()) {
                missing.add(game);
            }
        });
        Uni<?> load = missing.isEmpty() ? Uni.createFrom().voidItem()
                : conn.preparedQuery("select game_id, version, sheet from " + Schema.NAME + ".score_sheets where game_id = any($1)")
                        .execute(Tuple.of(missing.toArray(new String[0])))
                        .invoke(rows -> rows.forEach(r -> parsed.put(r.getString("game_id"),
                                Map.entry(r.getLong("version"), SheetRecords.of(ScoreSheet.fromJson(r.getString("sheet")))))));
        return load.map(done -> {
            List<GameRecord> games = new ArrayList<>();
            versions.forEach((game, version) -> {
                Map.Entry<Long, GameRecord> known = parsed.get(game);
                if (known == null || known.getKey() != version.longValue()) {
                    throw new IllegalStateException("sheet " + game + " v" + version + " not readable");
                }
                games.add(known.getValue());
            });
            return games;
        });
    }

    /** The current message of a tournament (version 0 and no rows before anything was counted). */
    public Uni<String> current(String tournamentId) {
        return pool.preparedQuery("select v.message from " + Schema.NAME + ".standings h join " + Schema.NAME + ".standings_versions v "
                        + "on v.tournament_id = h.tournament_id and v.version = h.version where h.tournament_id = $1")
                .execute(Tuple.of(tournamentId))
                .map(rows -> rows.size() == 0 ? write(StandingsMessage.empty(tournamentId))
                        : rows.iterator().next().getString("message"));
    }

    /** Every stored version after {@code after}, in order (the SSE resume). */
    public Uni<List<Published>> after(String tournamentId, long after) {
        return pool.preparedQuery("select version, message from " + Schema.NAME + ".standings_versions "
                        + "where tournament_id = $1 and version > $2 order by version")
                .execute(Tuple.of(tournamentId, after))
                .map(rows -> {
                    List<Published> list = new ArrayList<>();
                    rows.forEach(r -> list.add(new Published(tournamentId, r.getLong("version"), r.getString("message"))));
                    return list;
                });
    }

    static TournamentPlan planOf(String tournamentId, EventEnvelope event, TournamentCreated created) {
        Map<Stage, Integer> gpp = new LinkedHashMap<>();
        if (created.stages() != null) {
            created.stages().forEach(s -> gpp.put(s.stage(), s.gamesPerPlayer()));
        }
        Map<String, String> players = new LinkedHashMap<>();
        if (created.players() != null) {
            created.players().forEach(p -> players.put(p.playerId(), p.nickname()));
        }
        return new TournamentPlan(tournamentId, created.name(), created.ruleset(), gpp, players,
                event.eventId().toString());
    }

    static String write(Object value) {
        try {
            return EventJson.MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    static <T> T read(String json, Class<T> type) {
        try {
            return EventJson.MAPPER.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    static <T> T read(String json, TypeReference<T> type) {
        try {
            return EventJson.MAPPER.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final class Inputs {
        long version;
        String body;
        TournamentPlan plan;
        final List<GameRecord> games = new ArrayList<>();
        final Map<String, Long> sheets = new TreeMap<>();
        final List<String[]> facts = new ArrayList<>();
        final Map<String, String> nicknames = new HashMap<>();
        final Set<String> removed = new HashSet<>();
        final Map<String, Long> lots = new HashMap<>();
    }
}
