package org.arbiter.rating.store;

import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.List;

/** A tournament's stored game facts as the tests compare them: "game nicknames removed", one line a game, by game id. */
public final class GameFactsRows {

    private GameFactsRows() {
    }

    public static List<String> of(Pool pool, String tournamentId) {
        List<String> rows = new ArrayList<>();
        for (Row r : pool.preparedQuery("select game_id, nicknames, removed from " + Schema.NAME
                        + ".game_facts where tournament_id = $1 order by game_id")
                .execute(Tuple.of(tournamentId)).await().indefinitely()) {
            rows.add(r.getString("game_id") + " " + r.getString("nicknames") + " " + r.getString("removed"));
        }
        return rows;
    }
}
