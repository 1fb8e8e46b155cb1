package org.arbiter.game;

import io.vertx.mutiny.sqlclient.Pool;

/** What a refused request must not have changed: the rows of game-service's store, counted. */
final class StoredRows {

    private StoredRows() {
    }

    /** events, games, outbox rows, applied commands. */
    static long[] counts(Pool pool) {
        return pool.query("select (select count(*) from game.events), (select count(*) from game.games), "
                        + "(select count(*) from game.outbox), (select count(*) from game.applied_commands)")
                .execute().map(rows -> {
                    var row = rows.iterator().next();
                    return new long[] {row.getLong(0), row.getLong(1), row.getLong(2), row.getLong(3)};
                }).await().indefinitely();
    }
}
