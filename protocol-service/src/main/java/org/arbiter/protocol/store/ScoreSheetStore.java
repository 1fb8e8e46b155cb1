package org.arbiter.protocol.store;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.RowIterator;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.arbiter.events.score.ScoreSheet;

/** The latest score sheet per game from game-scores; an older or equal version never replaces a newer one. */
@ApplicationScoped
public class ScoreSheetStore {

    @Inject
    Pool pool;

    /**
     * Stores each sheet unless a sheet of the same or a higher version is stored, all in one statement (a batch of
     * game-scores; of several versions of a game in it only the highest can be stored).
     */
    public Uni<Void> apply(List<ScoreSheet> sheets) {
        Map<String, ScoreSheet> latest = new TreeMap<>();
        sheets.forEach(sheet -> latest.merge(sheet.gameId(), sheet, (a, b) -> a.version() >= b.version() ? a : b));
        if (latest.isEmpty()) {
            return Uni.createFrom().voidItem();
        }
        return pool.preparedQuery("insert into " + Schema.NAME + ".score_sheets (game_id, version, sheet) "
                        + "select * from unnest($1::text[], $2::bigint[], $3::text[]) on conflict (game_id) do update "
                        + "set version = excluded.version, sheet = excluded.sheet "
                        + "where " + Schema.NAME + ".score_sheets.version < excluded.version")
                .execute(Tuple.of(latest.keySet().toArray(String[]::new),
                        latest.values().stream().map(ScoreSheet::version).toArray(Long[]::new),
                        latest.values().stream().map(ScoreSheet::toJson).toArray(String[]::new)))
                .replaceWithVoid();
    }

    /** The game's latest sheet, or null. */
    public Uni<ScoreSheet> latest(String gameId) {
        return pool.preparedQuery("select sheet from " + Schema.NAME + ".score_sheets where game_id = $1")
                .execute(Tuple.of(gameId))
                .map(rows -> {
                    RowIterator<Row> it = rows.iterator();
                    return it.hasNext() ? ScoreSheet.fromJson(it.next().getString("sheet")) : null;
                });
    }
}
