package org.arbiter.scoring.messaging;

import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.scoring.store.ScoreLedger;
import org.arbiter.stream.consumer.FailurePolicy;
import org.eclipse.microprofile.reactive.messaging.Incoming;

/**
 * Takes table-events and tournament-events, each record once, in order per key; a game event refolds the
 * game's score sheet in the same transaction, and a changed sheet is handed to the publisher.
 */
@ApplicationScoped
public class StreamConsumer {

    @Inject
    FailurePolicy failures;

    @Inject
    ScoreLedger ledger;

    @Inject
    SheetPublisher publisher;

    @Incoming(Topics.TABLE_EVENTS)
    public Uni<Void> tableEvent(ConsumerRecord<String, String> record) {
        return failures.apply(record, EventJson::read, event -> ledger.apply(event).invoke(applied -> {
            if (applied.sheetChanged()) {
                publisher.kick();
            }
        }).replaceWithVoid());
    }

    @Incoming(Topics.TOURNAMENT_EVENTS)
    public Uni<Void> tournamentEvent(ConsumerRecord<String, String> record) {
        return failures.apply(record, EventJson::read, event -> ledger.apply(event).replaceWithVoid());
    }
}
