package org.arbiter.rating.projection;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.inject.Inject;
import java.util.concurrent.TimeUnit;
import org.arbiter.rating.store.Schema;
import org.arbiter.stream.warmup.CodeWarmup;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/**
 * The warm-up's sheets through the real database: each rehearsal stored a sheet, the regulations and a standings
 * version of its tournament, and rolled all of it back (tests play two warm-up games: %test.arbiter.warmup.games).
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
    void eachRehearsalStoredAVersionAndLeftNothing() throws Exception {
        assertThat(warmup.done().get(60, TimeUnit.SECONDS).games()).isEqualTo(2);
        assertThat(rehearsal.rehearsed()).as("rehearsals that stored a version before their rollback").isEqualTo(2);

        assertThat(rehearsal.rehearse(SheetPathRehearsal.GAMES - 1)).as("the last game rehearsed").isEqualTo(1);
        assertThat(rehearsal.rehearse(SheetPathRehearsal.GAMES)).as("past the rehearsed games: nothing").isZero();
        assertThat(rehearsal.rehearsed()).isEqualTo(3);

        for (String table : new String[] {"tournaments", "score_sheets", "standings", "standings_versions", "lots"}) {
            long rows = pool.preparedQuery("select count(*) from " + Schema.NAME + "." + table + " where tournament_id like $1")
                    .execute(Tuple.of("warm-up-%")).await().indefinitely().iterator().next().getLong(0);
            assertThat(rows).as("the rehearsals' rows in " + table).isZero();
        }
    }
}
