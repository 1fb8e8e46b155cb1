package org.arbiter.protocol.store;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.RowIterator;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.arbiter.events.score.ScoreSheet;

/** The latest score sheet per game from game-scores; an older or equal version never replaces a newer one. */
@ApplicationScoped
public class ScoreSheetStore {

    @Inject
    Pool pool;

    /** Stores the sheet unless a sheet of the same or a higher version is stored; true when stored. */
    public Uni<Boolean> apply(ScoreSheet sheet) {
        return pool.preparedQuery("insert into " + Schema.NAME + ".score_sheets (game_id, version, sheet) "
                        + "values ($1, $2, $3) on conflict (game_id) do update "
                        + "set version = excluded.version, sheet = excluded.sheet "
                        + "where " + Schema.NAME + ".score_sheets.version < excluded.version")
                .execute(Tuple.of(sheet.gameId(), sheet.version(), sheet.toJson()))
                .map(rows -> rows.rowCount() == 1);
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
