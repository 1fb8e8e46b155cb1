package org.arbiter.rating.messaging;

import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.rating.projection.GameScore;
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
    public Uni<Void> tableEvents(ConsumerRecords<String, String> records) {
        return failures.applyBatch(records, r -> EventJson.read(r.value()), projection::onTableEvents);
    }

    @Incoming(Topics.TOURNAMENT_EVENTS)
    public Uni<Void> tournamentEvent(ConsumerRecord<String, String> record) {
        return failures.apply(record, EventJson::read, projection::onTournamentEvent);
    }

    /** A batch of score sheets (batch=true), with their keys: a tombstone (null value) withdraws its game's sheet. */
    @Incoming(Topics.GAME_SCORES)
    public Uni<Void> gameScores(ConsumerRecords<String, String> records) {
        return failures.applyBatch(records, r -> GameScore.of(r.key(), r.value()), (scores, jsons) -> projection.onSheets(scores));
    }
}
