package org.arbiter.scoring.messaging;

import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.scoring.store.ScoreLedger;
import org.arbiter.stream.consumer.FailurePolicy;
import org.eclipse.microprofile.reactive.messaging.Incoming;

/**
 * Takes table-events (in batches) and tournament-events, each record once, in order per key; a batch's games are
 * refolded in the transaction that stored their events, and a changed sheet is handed to the publisher.
 */
@ApplicationScoped
public class StreamConsumer {

    @Inject
    FailurePolicy failures;

    @Inject
    ScoreLedger ledger;

    @Inject
    SheetPublisher publisher;

    /** A batch of records (batch=true): applied in one transaction, in order. */
    @Incoming(Topics.TABLE_EVENTS)
    public Uni<Void> tableEvents(ConsumerRecords<String, String> records) {
        return failures.applyBatch(records, r -> EventJson.read(r.value()), (events, jsons) -> ledger.apply(events, jsons)
                .invoke(sheetChanged -> {
                    if (sheetChanged) {
                        publisher.kick();
                    }
                }).replaceWithVoid());
    }

    @Incoming(Topics.TOURNAMENT_EVENTS)
    public Uni<Void> tournamentEvent(ConsumerRecord<String, String> record) {
        return failures.apply(record, EventJson::read, event -> ledger.apply(List.of(event), List.of(record.value())).replaceWithVoid());
    }
}
