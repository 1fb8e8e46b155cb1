package org.arbiter.rating.messaging;

import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.rating.projection.StandingsProjection;
import org.arbiter.rating.table.TableFeed;
import org.eclipse.microprofile.reactive.messaging.Incoming;

/**
 * Takes table-events, tournament-events and game-scores, in order per key; each is applied once, with its
 * position, by {@link StandingsProjection}.
 */
@ApplicationScoped
public class StreamConsumer {

    @Inject
    StandingsProjection projection;

    @Inject
    TableFeed tableFeed;

    void start(@Observes StartupEvent event) {
        tableFeed.loadDelays().await().indefinitely();
    }

    @Incoming(Topics.TABLE_EVENTS)
    public Uni<Void> tableEvent(String json) {
        return projection.onTableEvent(EventJson.read(json));
    }

    @Incoming(Topics.TOURNAMENT_EVENTS)
    public Uni<Void> tournamentEvent(String json) {
        return projection.onTournamentEvent(EventJson.read(json));
    }

    @Incoming(Topics.GAME_SCORES)
    public Uni<Void> gameScore(String json) {
        if (json == null) {
            return Uni.createFrom().voidItem();             // a tombstone of the compacted topic
        }
        return projection.onSheet(json);
    }
}
