package org.arbiter.protocol.messaging;

import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Objects;
import org.apache.kafka.clients.consumer.ConsumerRecords;
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

    /** A batch of sheets (batch=true), stored in one statement; a tombstone on the compacted topic is skipped. */
    @Incoming(Topics.GAME_SCORES)
    public Uni<Void> scoreSheets(ConsumerRecords<String, String> records) {
        return failures.applyBatch(records, r -> r.value() == null ? null : ScoreSheet.fromJson(r.value()),
                (read, jsons) -> sheets.apply(read.stream().filter(Objects::nonNull).toList()));
    }
}
