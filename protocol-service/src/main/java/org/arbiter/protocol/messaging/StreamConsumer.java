package org.arbiter.protocol.messaging;

import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.stream.consumer.FailurePolicy;
import org.arbiter.stream.inbox.EventInbox;
import org.eclipse.microprofile.reactive.messaging.Incoming;

/** Takes table-events and tournament-events, each record once, in order per key. */
@ApplicationScoped
public class StreamConsumer {

    @Inject
    FailurePolicy failures;

    @Inject
    EventInbox inbox;

    /** A batch of records (batch=true): stored in one transaction, in order. */
    @Incoming(Topics.TABLE_EVENTS)
    public Uni<Void> tableEvents(ConsumerRecords<String, String> records) {
        return failures.applyBatch(records, r -> EventJson.read(r.value()), (events, jsons) -> inbox.apply(events, jsons).replaceWithVoid());
    }

    @Incoming(Topics.TOURNAMENT_EVENTS)
    public Uni<Void> tournamentEvent(ConsumerRecord<String, String> record) {
        return failures.apply(record, EventJson::read, event -> inbox.apply(event).replaceWithVoid());
    }
}
