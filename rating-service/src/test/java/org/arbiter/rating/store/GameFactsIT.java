package org.arbiter.rating.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.mutiny.sqlclient.Pool;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.arbiter.rating.store.StandingsStore.GameFacts;
import org.arbiter.rating.store.StandingsStore.SavedFacts;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/**
 * A batch's games' facts in one statement (the real PostgreSQL): the answer names exactly the games whose facts are
 * new or changed, which is what decides the tournaments to recompute.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class GameFactsIT {

    @Inject
    StandingsStore store;

    @Inject
    Pool pool;

    @Test
    void theAnswerNamesTheGamesWhoseFactsAreNewOrChanged() {
        String t = "facts-" + UUID.randomUUID();
        GameFacts a = new GameFacts(t + "-a", t, Map.of("p1", "One", "p2", "Two"), Set.of());
        GameFacts b = new GameFacts(t + "-b", t, Map.of("p1", "One", "p3", "Three"), Set.of());
        SavedFacts both = save(List.of(b, a));
        assertThat(both.first()).as("new games").containsExactlyInAnyOrder(a.gameId(), b.gameId());
        assertThat(both.changed()).isEmpty();
        assertThat(save(List.of(a, b))).as("the same facts again").isEqualTo(new SavedFacts(Set.of(), Set.of()));

        GameFacts renamed = new GameFacts(a.gameId(), t, Map.of("p1", "One", "p2", "Deux"), Set.of());
        GameFacts removed = new GameFacts(b.gameId(), t, Map.of("p1", "One", "p3", "Three"), Set.of("p3"));
        GameFacts c = new GameFacts(t + "-c", t, Map.of("p4", "Four"), Set.of());
        GameFacts sameAsBefore = new GameFacts(t + "-c", t, Map.of("p4", "Four"), Set.of());
        SavedFacts three = save(List.of(c, removed, renamed));
        assertThat(three.first()).as("a new game").containsExactly(c.gameId());
        assertThat(three.changed()).as("a nickname changed, a player removed").containsExactlyInAnyOrder(a.gameId(), b.gameId());
        assertThat(save(List.of(sameAsBefore))).isEqualTo(new SavedFacts(Set.of(), Set.of()));
        assertThat(save(List.of())).isEqualTo(new SavedFacts(Set.of(), Set.of()));

        assertThat(GameFactsRows.of(pool, t)).containsExactly(
                a.gameId() + " {\"p1\":\"One\",\"p2\":\"Deux\"} []",
                b.gameId() + " {\"p1\":\"One\",\"p3\":\"Three\"} [\"p3\"]",
                c.gameId() + " {\"p4\":\"Four\"} []");
    }

    private SavedFacts save(List<GameFacts> facts) {
        return pool.withTransaction(conn -> store.saveFacts(conn, facts)).await().indefinitely();
    }
}
