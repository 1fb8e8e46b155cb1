package org.arbiter.game.domain;

import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventTypes;
import org.arbiter.game.store.EventStore;
import org.arbiter.game.store.GameRow;
import org.arbiter.game.store.TournamentStore;

/** The audit logs of a game and of a tournament, for the game's judge, chief judges and organisers. */
@ApplicationScoped
public class AuditLogs {

    /** Entries a tournament's page holds at most. */
    public static final int MAX_PAGE = 5000;

    @Inject
    GameService games;

    @Inject
    EventStore store;

    @Inject
    TournamentStore tournaments;

    /** A game's log: its judge, a chief judge or an organiser (else 403; 404 for an unknown game). */
    public Uni<GameLog> game(String gameId, Caller caller) {
        return games.read(gameId, caller)
                .chain(game -> store.events(gameId, 0).map(events -> GameLog.of(game.row(), events)));
    }

    /**
     * A tournament's log (the endpoint admits chief judges and organisers): its games' entries of table {@code table}
     * and judge {@code judge} when given, of the {@code types} when given, by time; {@code limit} from {@code offset}.
     * The page is cut in PostgreSQL ({@link EventStore#logPage}); beside it only the undos, ends and amendments of the
     * page's games are read, to mark its entries.
     */
    public Uni<TournamentLog> tournament(String tournamentId, Integer table, String judge, List<String> types, int offset,
            int limit) {
        Set<String> known = EventTypes.all().keySet();
        for (String type : types) {
            if (!known.contains(type)) {
                throw Refusals.malformed("type " + type + " is not an event type");
            }
        }
        if (offset < 0 || limit < 1 || limit > MAX_PAGE) {
            throw Refusals.malformed("offset 0 or more, limit 1-" + MAX_PAGE);
        }
        return tournaments.tournament(tournamentId)
                .invoke(found -> found.orElseThrow(() -> Refusals.notFound("tournament " + tournamentId)))
                .chain(found -> store.logPage(tournamentId, table, judge, types, offset, limit + 1))
                .chain(page -> {
                    List<EventEnvelope> shown = page.subList(0, Math.min(limit, page.size()));
                    List<String> gameIds = shown.stream().map(EventEnvelope::gameId).distinct().toList();
                    return store.gamesOf(tournamentId, table, judge)
                            .chain(rows -> store.eventsOf(gameIds, GameLog.MARKING_TYPES).map(marking -> new TournamentLog(
                                    tournamentId, table, judge, List.copyOf(types), offset, entries(rows, shown, marking),
                                    page.size() > limit)));
                });
    }

    /** The page's entries in its order, each marked by its game's undos, end and amendments ({@link GameLog#entries}). */
    private static List<GameLog.Entry> entries(List<GameRow> rows, List<EventEnvelope> shown, List<EventEnvelope> marking) {
        Map<String, GameRow> byId = rows.stream().collect(Collectors.toMap(r -> r.gameId, Function.identity()));
        Map<String, List<EventEnvelope>> markingOf = marking.stream().collect(Collectors.groupingBy(EventEnvelope::gameId));
        Map<String, GameLog.Entry> entryAt = new HashMap<>();
        shown.stream().collect(Collectors.groupingBy(EventEnvelope::gameId)).forEach((gameId, events) -> GameLog.entries(
                byId.get(gameId), events, markingOf.getOrDefault(gameId, List.of())).forEach(e -> entryAt.put(e.gameId() + "#" + e.seq(), e)));
        return shown.stream().map(e -> entryAt.get(e.gameId() + "#" + e.seq())).toList();
    }
}
