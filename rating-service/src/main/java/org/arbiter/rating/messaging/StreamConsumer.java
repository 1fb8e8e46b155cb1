package org.arbiter.rating.messaging;

import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.List;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.rating.projection.StandingsProjection;
import org.arbiter.rating.table.TableFeed;
import org.arbiter.stream.consumer.FailurePolicy;
import org.eclipse.microprofile.reactive.messaging.Incoming;

/**
 * Takes table-events, tournament-events and game-scores, in order per key; each is applied once, with its
 * position, by {@link StandingsProjection}.
 */
@ApplicationScoped
public class StreamConsumer {

    @Inject
    FailurePolicy failures;

    @Inject
    StandingsProjection projection;

    @Inject
    TableFeed tableFeed;

    void start(@Observes StartupEvent event) {
        tableFeed.loadDelays().await().indefinitely();
    }

    /** A batch of records (batch=true): applied in one transaction, in order. */
    @Incoming(Topics.TABLE_EVENTS)
    public Uni<Void> tableEvents(List<String> jsons) {
        return failures.apply(Topics.TABLE_EVENTS, jsons,
                batch -> projection.onTableEvents(batch.stream().map(EventJson::read).toList(), batch));
    }

    @Incoming(Topics.TOURNAMENT_EVENTS)
    public Uni<Void> tournamentEvent(String json) {
        return failures.apply(Topics.TOURNAMENT_EVENTS, json, record -> projection.onTournamentEvent(EventJson.read(record)));
    }

    /** A batch of score sheets (batch=true); tombstones of the compacted topic are skipped. */
    @Incoming(Topics.GAME_SCORES)
    public Uni<Void> gameScores(List<String> jsons) {
        return failures.apply(Topics.GAME_SCORES, jsons, projection::onSheets);
    }
}
