package org.arbiter.rating.projection;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.SqlConnection;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.rating.domain.GameRecord;
import org.arbiter.rating.feed.RecentlyUsed;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.arbiter.rating.store.StandingsStore;

/**
 * Sheets as the standings count them, by game: a sheet is parsed once per version, not on every recomputation. At
 * most {@code rating.standings.sheets-parsed} games are held (the least recently used goes and is read again when
 * needed).
 */
@ApplicationScoped
public class ParsedSheets {

    @ConfigProperty(name = "rating.standings.sheets-parsed", defaultValue = "10000")
    int capacity;

    private RecentlyUsed<String, Map.Entry<Long, GameRecord>> parsed;

    /**
     * Each player id held once: a sheet names ten, and a tournament's games name the same few hundred players again
     * and again (10,000 parsed sheets held 100,000 copies: with them held once and {@code Points}' shared values,
     * rating's live heap while it caught up 10,000 games fell from 54.2 to 49.1 MB). Emptied when it reaches the
     * cache's capacity, so players of past tournaments do not stay forever.
     */
    private final Map<String, String> playerIds = new ConcurrentHashMap<>();

    @PostConstruct
    void create() {
        parsed = new RecentlyUsed<>(capacity, evicted -> { });
    }

    @Inject
    StandingsStore store;

    /** The games of these (game id → version) sheets: from the cache, the others read in one query and parsed. */
    Uni<List<GameRecord>> games(SqlConnection conn, Map<String, Long> versions) {
        Map<String, GameRecord> found = new HashMap<>();
        List<String> missing = new ArrayList<>();
        versions.forEach((game, version) -> {
            GameRecord record = cached(game, version);
            if (record == null) {
                missing.add(game);
            } else {
                found.put(game, record);
            }
        });
        Uni<?> load = missing.isEmpty() ? Uni.createFrom().voidItem()
                : store.sheets(conn, missing).invoke(sheets -> sheets.forEach(s -> {
                    GameRecord record = hold(s.gameId(), s.version(), s.sheet());
                    if (s.version() == versions.get(s.gameId())) {
                        found.put(s.gameId(), record);
                    }
                }));
        return load.map(done -> {
            List<GameRecord> games = new ArrayList<>();
            versions.forEach((game, version) -> {
                GameRecord record = found.get(game);
                if (record == null) {
                    throw new IllegalStateException("sheet " + game + " v" + version + " not readable");
                }
                games.add(record);
            });
            return games;
        });
    }

    /**
     * Holds a sheet this service has just stored, parsed, so that the recomputation after it does not read it back. A
     * game's version names one sheet, so holding it before the transaction commits is safe: it is used only for the
     * version the store names.
     */
    void stored(ScoreSheet sheet) {
        hold(sheet.gameId(), sheet.version(), sheet);
    }

    private GameRecord hold(String gameId, long version, ScoreSheet sheet) {
        GameRecord record = SheetRecords.of(sheet, this::playerId);
        parsed.put(gameId, Map.entry(version, record));
        return record;
    }

    /** The one instance held for this player id. */
    private String playerId(String id) {
        if (playerIds.size() >= capacity) {
            playerIds.clear();
        }
        return playerIds.computeIfAbsent(id, same -> same);
    }

    /** Forgets the game (its sheet was withdrawn). */
    void forget(String gameId) {
        parsed.remove(gameId);
    }

    /** The game parsed from this version of its sheet, or null. */
    private GameRecord cached(String game, long version) {
        Map.Entry<Long, GameRecord> known = parsed.get(game);
        return known != null && known.getKey() == version ? known.getValue() : null;
    }
}
