package org.arbiter.protocol.messaging;

import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.arbiter.events.Topics;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.protocol.store.ScoreSheetStore;
import org.arbiter.stream.consumer.FailurePolicy;
import org.eclipse.microprofile.reactive.messaging.Incoming;

/** Takes game-scores: the latest sheet of each game, for the protocol's points (9.8, 9.9). */
@ApplicationScoped
public class ScoreConsumer {

    @Inject
    FailurePolicy failures;

    @Inject
    ScoreSheetStore sheets;

    @Incoming(Topics.GAME_SCORES)
    public Uni<Void> scoreSheet(ConsumerRecord<String, String> record) {
        if (record.value() == null) {
            return Uni.createFrom().voidItem();       // a tombstone on the compacted topic
        }
        return failures.apply(record, ScoreSheet::fromJson, sheet -> sheets.apply(sheet).replaceWithVoid());
    }
}
