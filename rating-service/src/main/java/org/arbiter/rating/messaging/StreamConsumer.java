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

    /** A batch of records (batch=true): applied in one transaction, in order. */
    @Incoming(Topics.TABLE_EVENTS)
    public Uni<Void> tableEvents(List<String> jsons) {
        return projection.onTableEvents(jsons.stream().map(EventJson::read).toList(), jsons);
    }

    @Incoming(Topics.TOURNAMENT_EVENTS)
    public Uni<Void> tournamentEvent(String json) {
        return projection.onTournamentEvent(EventJson.read(json));
    }

    /** A batch of score sheets (batch=true); tombstones of the compacted topic are skipped. */
    @Incoming(Topics.GAME_SCORES)
    public Uni<Void> gameScores(List<String> jsons) {
        return projection.onSheets(jsons);
    }
}
