package org.arbiter.scoring.store;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.stream.inbox.EventInbox;

/**
 * One transaction per batch of records: the inbox stores each event once (skipping a redelivery, parking an event
 * beyond a missing seq), then each game with a newly stored event is refolded once and a changed sheet stored as a
 * new version, ready for the publisher. Refolding a game once per batch rather than once per event is what lets
 * scoring catch up an outage's backlog while the tables go on.
 */
@ApplicationScoped
public class ScoreLedger {

    @Inject
    Pool pool;

    @Inject
    EventInbox inbox;

    @Inject
    SheetStore sheets;

    /** Applies the events (each with its record's JSON); true when a game's sheet changed. */
    public Uni<Boolean> apply(List<EventEnvelope> events, List<String> jsons) {
        return pool.withTransaction(conn -> inbox.apply(conn, events, jsons).chain(stored -> sheets.recompute(conn, stored)));
    }
}
