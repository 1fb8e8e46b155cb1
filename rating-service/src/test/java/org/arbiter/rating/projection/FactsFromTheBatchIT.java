package org.arbiter.rating.projection;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.mutiny.sqlclient.Pool;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.PlayerRemoved;
import org.arbiter.events.game.RemovalReason;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;
import org.arbiter.rating.store.GameFactsRows;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/**
 * A game's facts (nicknames, removals from the tournament under 7.3) are the same whether the batch that stores its
 * {@code GameCreated} also holds the removal (folded from the batch, {@link StandingsProjection#streamsFromTheStart}) or a
 * later batch brings it (the game's stream read back), on the real PostgreSQL.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class FactsFromTheBatchIT {

    private static final Instant AT = Instant.parse("2026-04-01T10:00:00Z");
    /** The ten players' nicknames as stored, by player id. */
    private static final String NICKNAMES = "{\"p01\":\"N01\",\"p02\":\"N02\",\"p03\":\"N03\",\"p04\":\"N04\",\"p05\":\"N05\","
            + "\"p06\":\"N06\",\"p07\":\"N07\",\"p08\":\"N08\",\"p09\":\"N09\",\"p10\":\"N10\"}";

    @Inject
    StandingsProjection projection;

    @Inject
    Pool pool;

    @Test
    void aRemovalInTheCreatingBatchAndOneInALaterBatchGiveTheSameFacts() {
        String t = "whole-" + UUID.randomUUID();
        String a = t + "-a";
        String b = t + "-b";
        apply(List.of(created(a, t), created(b, t), removed(a, 2, 3, "7.3")));   // a whole in the batch
        assertThat(GameFactsRows.of(pool, t)).containsExactly(a + " " + NICKNAMES + " [\"p03\"]", b + " " + NICKNAMES + " []");

        apply(List.of(removed(b, 2, 3, "7.3"), removed(a, 3, 5, "7.3")));      // both read back
        assertThat(GameFactsRows.of(pool, t))
                .containsExactly(a + " " + NICKNAMES + " [\"p03\",\"p05\"]", b + " " + NICKNAMES + " [\"p03\"]");
    }

    private static EventEnvelope created(String gameId, String tournamentId) {
        List<SeatedPlayer> players = new ArrayList<>();
        for (int seat = 1; seat <= 10; seat++) {
            players.add(new SeatedPlayer(seat, String.format("p%02d", seat), String.format("N%02d", seat)));
        }
        return EventEnvelope.ofGame(gameId, 1, AT, "judge", new GameCreated(tournamentId, Stage.QUALIFYING, 1, 1,
                Ruleset.FIIM, GameOptions.DEFAULT, players, "judge"));
    }

    private static EventEnvelope removed(String gameId, long seq, int seat, String clause) {
        return EventEnvelope.ofGame(gameId, seq, AT, "judge",
                new PlayerRemoved(seat, RemovalReason.DISQUALIFICATION, clause, 1, null, true, false));
    }

    private void apply(List<EventEnvelope> batch) {
        projection.onTableEvents(batch, batch.stream().map(EventJson::write).toList()).await().indefinitely();
    }
}
