package org.arbiter.game.domain;

import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.Comparator;
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

    private static final Comparator<GameLog.Entry> BY_TIME = Comparator.comparing(GameLog.Entry::at)
            .thenComparing(GameLog.Entry::tableNo, Comparator.nullsLast(Comparator.naturalOrder()))
            .thenComparing(GameLog.Entry::gameId)
            .thenComparingLong(GameLog.Entry::seq);

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
                .chain(found -> store.gamesOf(tournamentId, table, judge))
                .chain(rows -> store.eventsOf(rows.stream().map(r -> r.gameId).toList()).map(events -> {
                    Map<String, GameRow> byId = rows.stream().collect(Collectors.toMap(r -> r.gameId, Function.identity()));
                    Map<String, List<EventEnvelope>> byGame = events.stream()
                            .collect(Collectors.groupingBy(EventEnvelope::gameId));
                    List<GameLog.Entry> all = new ArrayList<>();
                    byGame.forEach((gameId, stream) -> GameLog.of(byId.get(gameId), stream).entries().stream()
                            .filter(e -> types.isEmpty() || types.contains(e.type()))
                            .forEach(all::add));
                    all.sort(BY_TIME);
                    int from = Math.min(offset, all.size());
                    int to = Math.min(all.size(), from + limit);
                    return new TournamentLog(tournamentId, table, judge, List.copyOf(types), offset,
                            List.copyOf(all.subList(from, to)), to < all.size());
                }));
    }
}
