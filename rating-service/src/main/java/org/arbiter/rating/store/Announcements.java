package org.arbiter.rating.store;

import io.vertx.mutiny.core.Vertx;
import io.vertx.mutiny.pgclient.pubsub.PgSubscriber;
import io.vertx.pgclient.PgConnectOptions;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.function.Consumer;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * What the instances of rating-service sharing this schema tell each other, through PostgreSQL: the triggers of
 * V3__announcements.sql {@code NOTIFY} at each commit of a standings version and of a broadcast delay, and this
 * instance {@code LISTEN}s on one connection of its own (reconnected after a loss; a channel's
 * {@code onListening} runs at each (re)start of listening, to read what was announced meanwhile).
 * docs/deploy.md "Two instances".
 */
@ApplicationScoped
public class Announcements {

    /** Payload "tournamentId version": a standings version was committed. */
    public static final String STANDINGS = "rating_standings";
    /** Payload "tournamentId seconds": a tournament's broadcast delay was set. */
    public static final String DELAYS = "rating_delays";

    private static final Logger LOG = Logger.getLogger(Announcements.class);

    @Inject
    Vertx vertx;

    @ConfigProperty(name = "quarkus.datasource.reactive.url")
    String reactiveUrl;

    @ConfigProperty(name = "quarkus.datasource.username")
    String user;

    @ConfigProperty(name = "quarkus.datasource.password")
    String password;

    private PgSubscriber subscriber;

    @PostConstruct
    void connect() {
        PgConnectOptions options = PgConnectOptions.fromUri(reactiveUrl).setUser(user).setPassword(password);
        subscriber = PgSubscriber.subscriber(vertx, options).reconnectPolicy(retries -> 500L);
        subscriber.connect().subscribe().with(ok -> { },
                failure -> LOG.warn("LISTEN failed: what other instances commit is seen only through the store", failure));
    }

    @PreDestroy
    void close() {
        subscriber.closeAndForget();
    }

    /** Hands each payload of {@code channel} to {@code onPayload}. */
    public void listen(String channel, Consumer<String> onPayload, Runnable onListening) {
        subscriber.channel(channel).handler(onPayload).subscribeHandler(onListening);
    }

    /** The two parts of a payload "id number" (the id may hold spaces). */
    public record Payload(String id, long number) {
        public static Payload of(String payload) {
            int space = payload.lastIndexOf(' ');
            return new Payload(payload.substring(0, space), Long.parseLong(payload.substring(space + 1)));
        }
    }
}
