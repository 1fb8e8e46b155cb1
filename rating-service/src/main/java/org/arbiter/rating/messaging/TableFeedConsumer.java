package org.arbiter.rating.messaging;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.arbiter.events.EventJson;
import org.arbiter.rating.table.TableFeed;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.jboss.logging.Logger;

/**
 * The live table feed's own reading of table-events: a consumer group of this instance alone
 * ({@code rating-service-feed-<instance>}), so it reads every partition whichever instance's standings projection
 * holds them in the shared group, from the end of the topic at its first start (older events come from the inbox).
 * It stores nothing: a record it cannot read is the projection's to set aside (FailurePolicy), here it is skipped.
 */
@ApplicationScoped
public class TableFeedConsumer {

    static final String CHANNEL = "table-feed";

    private static final Logger LOG = Logger.getLogger(TableFeedConsumer.class);

    @Inject
    TableFeed tableFeed;

    @Incoming(CHANNEL)
    public void tableEvent(String json) {
        try {
            tableFeed.onEvent(EventJson.read(json));
        } catch (RuntimeException e) {
            LOG.warnf(e, "table feed: a table-events record could not be read; skipped");
        }
    }
}
