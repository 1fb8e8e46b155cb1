package org.arbiter.scoring.store;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.arbiter.events.EventEnvelope;
import org.arbiter.stream.inbox.EventInbox;

/**
 * One transaction per event: the inbox stores it once (skipping a redelivery) and, for a new game event,
 * the game's sheet is refolded and a changed sheet stored as a new version, ready for the publisher.
 */
@ApplicationScoped
public class ScoreLedger {

    /** What applying one event did: {@code newEvent} when it (and any parked events behind it) was stored. */
    public record Applied(boolean newEvent, boolean sheetChanged) {
    }

    @Inject
    Pool pool;

    @Inject
    EventInbox inbox;

    @Inject
    SheetStore sheets;

    public Uni<Applied> apply(EventEnvelope event) {
        return pool.withTransaction(conn -> inbox.apply(conn, event).chain(applied -> {
            boolean isNew = !applied.isEmpty();
            if (!isNew || event.gameId() == null) {
                return Uni.createFrom().item(new Applied(isNew, false));
            }
            return sheets.recompute(conn, event.gameId()).map(changed -> new Applied(true, changed));
        }));
    }
}
