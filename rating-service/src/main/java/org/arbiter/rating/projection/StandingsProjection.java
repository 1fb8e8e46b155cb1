package org.arbiter.rating.projection;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.SqlConnection;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
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
import org.arbiter.events.tournament.PlayersRegistered;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.rating.domain.LotBook;
import org.arbiter.rating.domain.Standings;
import org.arbiter.rating.domain.StandingsCalculator;
import org.arbiter.rating.domain.TournamentPlan;
import org.arbiter.stream.inbox.EventInbox;
import org.arbiter.rating.store.Json;
import org.arbiter.rating.store.StandingsStore;
import org.arbiter.rating.store.StandingsStore.GameFacts;
import org.arbiter.rating.store.StandingsStore.SavedFacts;
import org.arbiter.rating.table.TableFold;
import org.jboss.logging.Logger;

/**
 * The standings projection. Each input is applied in one transaction together with its position: a stream event
 * with the stream's seq (EventInbox), a score sheet with its version. A redelivered or older input finds its
 * position applied and changes nothing. When the table of a tournament changes, a new version is stored with its
 * message and, after the commit, handed to the SSE subscribers. The tables and their SQL are {@link StandingsStore}.
 */
@ApplicationScoped
public class StandingsProjection {

    private static final Logger LOG = Logger.getLogger(StandingsProjection.class);

    @Inject
    StandingsStore store;

    @Inject
    ParsedSheets parsedSheets;

    @Inject
    EventInbox inbox;

    @Inject
    StandingsBroadcaster broadcaster;

    /** A game-scores record: key {@code gameId}, value the JSON of a {@link ScoreSheet} or null (a tombstone). */
    public Uni<Void> onSheet(String gameId, String json) {
        return onSheets(List.of(GameScore.of(gameId, json)));
    }

    /**
     * A batch of game-scores records, in one transaction, in order: each sheet newer than the stored one replaces
     * it; a tombstone (the game's end was taken back) withdraws the game's sheet; then each tournament touched is
     * recomputed once (one version naming every game that changed it).
     */
    public Uni<Void> onSheets(List<GameScore> records) {
        List<GameScore> counted = new ArrayList<>();
        for (GameScore record : records) {
            if (record.withdrawn() || record.sheet().tournamentId() != null && record.sheet().stage() != Stage.FRIENDLY) {
                counted.add(record);
            }
        }
        if (counted.isEmpty()) {
            return Uni.createFrom().voidItem();
        }
        long started = System.nanoTime();
        return store.retriedTransaction(conn -> sheetsApplied(conn, counted))
                .invoke(list -> list.forEach(p -> p.ifPresent(broadcaster::publish)))
                .invoke(list -> LOG.debugf("sheets batch: %d records, %d tournaments, %.1f ms, done at %d, games %s",
                        counted.size(), list.size(), (System.nanoTime() - started) / 1e6, System.currentTimeMillis(),
                        counted.stream().map(GameScore::gameId).toList()))
                .replaceWithVoid();
    }

    /** The records applied in order within the transaction; each tournament touched recomputed once. */
    private Uni<List<Optional<Published>>> sheetsApplied(SqlConnection conn, List<GameScore> counted) {
        // tournaments in id order: two transactions lock their head rows in the same order (no deadlock)
        Map<String, List<GameScore>> touched = new TreeMap<>();
        return Multi.createFrom().iterable(runs(counted))
                .onItem().transformToUniAndConcatenate(run -> apply(conn, run)
                        .invoke(changed -> changed.forEach(record -> touched.computeIfAbsent(record.tournamentId(),
                                k -> new ArrayList<>()).add(record.score()))))
                .collect().last()
                .chain(() -> Multi.createFrom().iterable(touched.entrySet())
                        .onItem().transformToUniAndConcatenate(e -> {
                            List<GameScore> changed = e.getValue();
                            GameScore last = changed.get(changed.size() - 1);
                            return recompute(conn, e.getKey(), new StandingsMessage.Change("game-scores",
                                    last.gameId(), last.withdrawn() ? null : last.sheet().version(),
                                    changed.stream().map(GameScore::gameId).toList()));
                        })
                        .collect().asList());
    }

    /** A record that changed a tournament's table. */
    private record Changed(String tournamentId, GameScore score) {
    }

    /**
     * The batch cut where order matters: each withdrawal alone, and between them runs of sheets stored together (of
     * several sheets of one game in a run only the highest version can be stored: the others are left out).
     */
    static List<List<GameScore>> runs(List<GameScore> records) {
        List<List<GameScore>> runs = new ArrayList<>();
        Map<String, GameScore> sheets = new LinkedHashMap<>();
        for (GameScore record : records) {
            if (record.withdrawn()) {
                if (!sheets.isEmpty()) {
                    runs.add(List.copyOf(sheets.values()));
                    sheets.clear();
                }
                runs.add(List.of(record));
            } else {
                sheets.merge(record.gameId(), record, (a, b) -> a.sheet().version() >= b.sheet().version() ? a : b);
            }
        }
        if (!sheets.isEmpty()) {
            runs.add(List.copyOf(sheets.values()));
        }
        return runs;
    }

    /** Withdraws a sheet, or stores a run of sheets in one statement; the records that changed a table. */
    private Uni<List<Changed>> apply(SqlConnection conn, List<GameScore> run) {
        GameScore first = run.getFirst();
        if (first.withdrawn()) {
            return store.withdrawSheet(conn, first.gameId()).invoke(t -> parsedSheets.forget(first.gameId()))
                    .map(tournament -> tournament.map(t -> List.of(new Changed(t, first))).orElse(List.of()));
        }
        return store.saveSheets(conn, run.stream().map(GameScore::sheet).toList())
                .map(stored -> {
                    List<Changed> changed = new ArrayList<>();
                    for (GameScore r : run) {
                        if (stored.contains(r.gameId())) {
                            parsedSheets.stored(r.sheet());
                            changed.add(new Changed(r.sheet().tournamentId(), r));
                        }
                    }
                    return changed;
                });
    }

    /**
     * A tournament-events record: the regulations (TournamentCreated) and later registrations (PlayersRegistered) are
     * folded, in seq order, from the inbox's copy of the tournament's stream into its plan.
     */
    public Uni<Void> onTournamentEvent(EventEnvelope event) {
        return store.transaction(conn -> inbox.apply(conn, event).chain(applied -> {
                    if (applied.isEmpty()) {          // a redelivery, or parked behind a missing seq
                        return Uni.createFrom().item(Optional.<Published>empty());
                    }
                    return inbox.events(conn, EventInbox.TOURNAMENT, event.tournamentId()).chain(events -> {
                        Optional<TournamentPlan> plan = planOf(event.tournamentId(), events);
                        if (plan.isEmpty()) {
                            return Uni.createFrom().item(Optional.<Published>empty());
                        }
                        return store.savePlan(conn, plan.get()).chain(() -> recompute(conn, event.tournamentId(),
                                new StandingsMessage.Change("tournament-events", null, null, List.of())));
                    });
                }))
                .invoke(p -> p.ifPresent(broadcaster::publish))
                .replaceWithVoid();
    }

    /** A table-events record: stored once; nicknames and 7.3 removals folded (undo applied). */
    public Uni<Void> onTableEvent(EventEnvelope event) {
        return onTableEvents(List.of(event), List.of(EventJson.write(event)));
    }

    /**
     * A batch of table-events records in one transaction: each new event stored with its stream's position; games
     * whose GameCreated, PlayerRemoved or CommandUndone arrived get their facts refolded (a game created in the batch
     * from the batch, the others' events read in one query; their facts stored in one statement); each tournament
     * whose table the stored facts may change is recomputed once. (The table feed reads table-events itself: TableFeedConsumer.)
     */
    public Uni<Void> onTableEvents(List<EventEnvelope> events, List<String> jsons) {
        return store.retriedTransaction(conn -> {
                    Set<String> factualGames = new LinkedHashSet<>();
                    Map<String, List<EventEnvelope>> wholeInBatch = new HashMap<>();
                    return inbox.apply(conn, events, jsons)
                            .invoke(stored -> {
                                for (EventEnvelope e : stored) {          // the events and what they released
                                    if (e.payload() instanceof GameCreated || e.payload() instanceof PlayerRemoved
                                            || e.payload() instanceof CommandUndone) {
                                        factualGames.add(e.gameId());
                                    }
                                }
                                wholeInBatch.putAll(streamsFromTheStart(stored));
                            })
                            .chain(() -> inbox.events(conn, EventInbox.GAME, factualGames.stream()   // one query for the rest
                                    .filter(g -> !wholeInBatch.containsKey(g)).toList()))
                            .chain(streams -> {
                                List<GameFacts> facts = new ArrayList<>();
                                for (String gameId : factualGames) {
                                    facts(gameId, wholeInBatch.getOrDefault(gameId, streams.getOrDefault(gameId, List.of())))
                                            .ifPresent(facts::add);
                                }
                                return store.saveFacts(conn, facts).chain(saved -> tablesChanged(conn, facts, saved));
                            })
                            .chain(changedTournaments -> Multi.createFrom().iterable(changedTournaments.entrySet())
                                    .onItem().transformToUniAndConcatenate(e -> recompute(conn, e.getKey(),
                                            new StandingsMessage.Change("table-events", e.getValue(), null, List.of(e.getValue()))))
                                    .collect().asList());
                })
                .invoke(list -> list.forEach(p -> p.ifPresent(broadcaster::publish)))
                .replaceWithVoid();
    }

    /**
     * The tournaments whose tables the stored facts may change, each with one such game, in id order (the order their
     * head rows are locked in): every game whose facts changed, and every game new to the store that
     * {@link StandingsCalculator#newGameMayChange may change} its tournament's table under the stored regulations.
     */
    private Uni<Map<String, String>> tablesChanged(SqlConnection conn, List<GameFacts> facts, SavedFacts saved) {
        Set<String> tournamentsOfNewGames = new TreeSet<>();
        for (GameFacts f : facts) {
            if (saved.first().contains(f.gameId())) {
                tournamentsOfNewGames.add(f.tournamentId());
            }
        }
        return store.plans(conn, tournamentsOfNewGames).map(plans -> {
            Map<String, String> tables = new TreeMap<>();
            for (GameFacts f : facts) {
                if (saved.changed().contains(f.gameId()) || saved.first().contains(f.gameId())
                        && StandingsCalculator.newGameMayChange(plans.getOrDefault(f.tournamentId(),
                                TournamentPlan.unknown(f.tournamentId())), f.nicknames().keySet(), f.removed())) {
                    tables.put(f.tournamentId(), f.gameId());
                }
            }
            return tables;
        });
    }

    /**
     * The games a batch's stored events hold whole, by game id: those whose seq 1 is among them (the inbox answers each
     * stream's events in seq order, from the first not stored before), so their facts need no read-back. While a
     * backlog is caught up that is every game created in the batch: a round's games start in one batch.
     */
    static Map<String, List<EventEnvelope>> streamsFromTheStart(List<EventEnvelope> stored) {
        Map<String, List<EventEnvelope>> byGame = new HashMap<>();
        for (EventEnvelope e : stored) {
            if (e.gameId() != null) {
                byGame.computeIfAbsent(e.gameId(), g -> new ArrayList<>()).add(e);
            }
        }
        byGame.values().removeIf(events -> events.getFirst().seq() != 1);
        return byGame;
    }

    /** The game's facts, read from its stored events; none for a game outside a tournament (or not yet created). */
    private static Optional<GameFacts> facts(String gameId, List<EventEnvelope> events) {
        GameCreated created = events.stream().map(EventEnvelope::payload).filter(GameCreated.class::isInstance)
                .map(GameCreated.class::cast).findFirst().orElse(null);
        if (created == null || created.tournamentId() == null) {
            return Optional.empty();
        }
        Map<String, String> nicknames = new TreeMap<>();
        for (SeatedPlayer p : created.players()) {
            nicknames.put(p.playerId(), p.nickname());
        }
        return Optional.of(new GameFacts(gameId, created.tournamentId(), nicknames, TableFold.removedFromTournament(events)));
    }

    /**
     * Recomputes a tournament's table inside the caller's transaction; stores a new version when it changed. The
     * head row is locked first, so recomputations of one tournament are serialized.
     */
    Uni<Optional<Published>> recompute(SqlConnection conn, String tournamentId, StandingsMessage.Change change) {
        return store.lockHead(conn, tournamentId)
                .chain(head -> store.inputs(conn, tournamentId)
                        .chain(in -> parsedSheets.games(conn, in.sheetVersions())
                                .chain(games -> {
                                    Standings standings = StandingsCalculator.compute(in.plan(), games, in.nicknames(),
                                            in.removed(), new LotBook(in.plan().lotSeed(), in.lots()));
                                    return next(conn, tournamentId, head, in.plan(), standings, change);
                                })));
    }

    /** Stores the computed table as the next version unless it equals the current one. */
    private Uni<Optional<Published>> next(SqlConnection conn, String tournamentId, StandingsStore.Head head,
            TournamentPlan plan, Standings standings, StandingsMessage.Change change) {
        String body = Json.write(StandingsMessage.Table.of(standings));
        if (body.equals(head.body())) {
            return Uni.createFrom().item(Optional.empty());
        }
        long version = head.version() + 1;
        String message = Json.write(new StandingsMessage(tournamentId, version, change, StandingsMessage.Table.of(standings)));
        Uni<Void> lots = Uni.createFrom().voidItem();
        // a lot is recorded only under the tournament's own seed: before its regulations arrive, a full
        // tie is ordered by a provisional draw that is not kept (so a replay in any order draws the same)
        if (plan.known() && !standings.lotsDrawn().isEmpty()) {
            lots = store.recordLots(conn, tournamentId, standings.lotsDrawn(), plan.lotSeed(), version);
        }
        return lots.chain(() -> store.saveVersion(conn, tournamentId, version, body, message))
                .map(done -> Optional.of(new Published(tournamentId, version, message)));
    }

    /**
     * The plan a tournament's stream gives: its (last) TournamentCreated with the players every PlayersRegistered adds;
     * empty before the regulations arrive.
     */
    public static Optional<TournamentPlan> planOf(String tournamentId, List<EventEnvelope> stream) {
        EventEnvelope regulations = null;
        Map<String, String> players = new LinkedHashMap<>();
        for (EventEnvelope event : stream.stream().sorted(java.util.Comparator.comparingLong(EventEnvelope::seq)).toList()) {
            if (event.payload() instanceof TournamentCreated created) {
                regulations = event;
                players.clear();
                if (created.players() != null) {
                    created.players().forEach(p -> players.put(p.playerId(), p.nickname()));
                }
            } else if (event.payload() instanceof PlayersRegistered registered) {
                registered.players().forEach(p -> players.put(p.playerId(), p.nickname()));
            }
        }
        if (regulations == null) {
            return Optional.empty();
        }
        TournamentCreated created = (TournamentCreated) regulations.payload();
        Map<Stage, Integer> gpp = new LinkedHashMap<>();
        if (created.stages() != null) {
            created.stages().forEach(s -> gpp.put(s.stage(), s.gamesPerPlayer()));
        }
        return Optional.of(new TournamentPlan(tournamentId, created.name(), created.ruleset(), gpp, players,
                regulations.eventId().toString()));
    }
}
