package org.arbiter.rating.warmup;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.inject.Inject;
import java.util.concurrent.TimeUnit;
import org.arbiter.rating.store.Schema;
import org.arbiter.stream.warmup.CodeWarmup;
import org.arbiter.stream.warmup.WarmupGames;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/**
 * The warm-up's sheets through the real database: each rehearsal ran the statements of a sheet's batch and wrote
 * nothing (tests play two warm-up games: %test.arbiter.warmup.games): its transaction was given no transaction id,
 * which PostgreSQL assigns at a transaction's first write, the statements that would write were refused in their
 * read-only transactions, and no row names a warm-up tournament.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class SheetPathRehearsalIT {

    @Inject
    CodeWarmup warmup;

    @Inject
    SheetPathRehearsal rehearsal;

    @Inject
    Pool pool;

    @Test
    void eachRehearsalRanTheSheetsStatementsAndWroteNothing() throws Exception {
        assertThat(warmup.done().get(60, TimeUnit.SECONDS).games()).isEqualTo(2);
        assertThat(rehearsal.rehearsed()).as("rehearsals that went through").isEqualTo(2);

        assertThat(rehearsal.rehearse(SheetPathRehearsal.GAMES - 1)).as("the last game rehearsed").isEqualTo(1);
        assertThat(rehearsal.rehearse(SheetPathRehearsal.GAMES)).as("past the rehearsed games: nothing").isZero();
        assertThat(rehearsal.rehearsed()).isEqualTo(3);

        for (int n = 0; n < WarmupGames.COUNT; n++) {
            int game = n;
            Row written = pool.withTransaction(conn -> rehearsal.statements(conn, game)
                            .chain(() -> conn.query("select txid_current_if_assigned() as xid").execute()))
                    .await().indefinitely().iterator().next();
            assertThat(written.getValue("xid")).as("game %d's statements: a transaction id, given at a first write", n).isNull();
        }

        rehearsal.refusedWrites(0).await().indefinitely();
        for (String table : new String[] {"tournaments", "score_sheets", "standings", "standings_versions", "lots"}) {
            long rows = pool.preparedQuery("select count(*) from " + Schema.NAME + "." + table + " where tournament_id like $1")
                    .execute(Tuple.of("warm-up-%")).await().indefinitely().iterator().next().getLong(0);
            assertThat(rows).as("the rehearsals' rows in " + table).isZero();
        }
    }
}
