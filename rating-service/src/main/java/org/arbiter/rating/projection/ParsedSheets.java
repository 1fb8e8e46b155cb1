package org.arbiter.rating.projection;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.SqlConnection;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.arbiter.rating.domain.GameRecord;
import org.arbiter.rating.store.StandingsStore;

/** Sheets as the standings count them, by game: a sheet is parsed once per version, not on every recomputation. */
@ApplicationScoped
public class ParsedSheets {

    private final Map<String, Map.Entry<Long, GameRecord>> parsed = new ConcurrentHashMap<>();

    @Inject
    StandingsStore store;

    /** The games of these (game id → version) sheets: from the cache, the others read in one query and parsed. */
    Uni<List<GameRecord>> games(SqlConnection conn, Map<String, Long> versions) {
        List<String> missing = new ArrayList<>();
        versions.forEach((game, version) -> {
            if (cached(game, version) == null) {
                missing.add(game);
            }
        });
        Uni<?> load = missing.isEmpty() ? Uni.createFrom().voidItem()
                : store.sheets(conn, missing).invoke(sheets -> sheets.forEach(s ->
                        parsed.put(s.gameId(), Map.entry(s.version(), SheetRecords.of(s.sheet())))));
        return load.map(done -> {
            List<GameRecord> games = new ArrayList<>();
            versions.forEach((game, version) -> {
                GameRecord record = cached(game, version);
                if (record == null) {
                    throw new IllegalStateException("sheet " + game + " v" + version + " not readable");
                }
                games.add(record);
            });
            return games;
        });
    }

    /** The game parsed from this version of its sheet, or null. */
    private GameRecord cached(String game, long version) {
        Map.Entry<Long, GameRecord> known = parsed.get(game);
        return known != null && known.getKey() == version ? known.getValue() : null;
    }
}
