package org.arbiter.stream.warmup;

import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Uni;
import io.smallrye.reactive.messaging.kafka.KafkaClientService;
import io.smallrye.reactive.messaging.kafka.KafkaProducer;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.SqlConnection;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.interceptor.Interceptor;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import org.eclipse.microprofile.config.Config;
import org.jboss.logging.Logger;

/**
 * Opens at start what the first events of the day would otherwise open on their way (docs/deploy.md "Start-up
 * warm-up"): {@code arbiter.warmup.connections} connections of the reactive PostgreSQL
 * pool, held together so that they are distinct and each asked {@code select 1} (the pool then keeps them open), and
 * for every Kafka producer of the service its topic's metadata ({@code partitionsFor}), which a producer otherwise
 * fetches on its first send. The service is ready only once this is done ({@link WarmupCheck}); a failure is logged
 * and the service is ready all the same (the first events then open what they need, as before).
 */
@ApplicationScoped
public class ConnectionWarmup {

    private static final Logger LOG = Logger.getLogger(ConnectionWarmup.class);

    /** What the warm-up opened: the pool's connections and the topics whose metadata the producers hold. */
    public record Opened(int connections, Set<String> topics) {
    }

    @Inject
    Pool pool;

    @Inject
    KafkaClientService kafka;

    @Inject
    Config config;

    @Inject
    WarmupConfig warmup;

    private final CompletableFuture<Opened> done = new CompletableFuture<>();

    // after the messaging channels are wired (at StartupEvent's default priority)
    void onStart(@Observes @Priority(Interceptor.Priority.APPLICATION + 1000) StartupEvent start) {
        if (!warmup.enabled()) {
            done.complete(new Opened(0, Set.of()));
            return;
        }
        long started = System.nanoTime();
        Uni.combine().all().unis(openConnections(), fetchMetadata()).asTuple()
                .ifNoItem().after(Duration.ofSeconds(60)).fail()
                .subscribe().with(both -> {
                    Opened opened = new Opened(both.getItem1(), both.getItem2());
                    LOG.infof("warm-up: %d database connections open, producers' metadata of %s fetched in %d ms",
                            opened.connections(), opened.topics(), (System.nanoTime() - started) / 1_000_000);
                    done.complete(opened);
                }, failure -> {
                    LOG.warnf("warm-up did not finish (the first events open what they need): %s", failure.toString());
                    done.completeExceptionally(failure);
                });
    }

    /** Takes {@code arbiter.warmup.connections} connections at once (so the pool opens that many), asks each {@code select 1}, gives them back. */
    private Uni<Integer> openConnections() {
        int connections = warmup.connections();
        if (connections <= 0) {
            return Uni.createFrom().item(0);
        }
        List<Uni<SqlConnection>> taking = new ArrayList<>();
        for (int i = 0; i < connections; i++) {
            taking.add(pool.getConnection());
        }
        return Uni.join().all(taking).andCollectFailures().chain(held -> {
            List<Uni<Void>> asked = held.stream()
                    .map(c -> c.query("select 1").execute().replaceWithVoid().eventually(() -> c.close())).toList();
            return Uni.join().all(asked).andCollectFailures().map(List::size);
        });
    }

    /** Each producer channel's topic metadata (the dead-letter producers' too); the topics fetched, in name order. */
    private Uni<Set<String>> fetchMetadata() {
        List<Uni<String>> fetching = new ArrayList<>();
        for (String channel : new TreeSet<>(kafka.getProducerChannels())) {
            KafkaProducer<Object, Object> producer = kafka.getProducer(channel);
            String topic = config.getOptionalValue("mp.messaging.outgoing." + channel + ".topic", String.class).orElse(channel);
            if (producer != null) {
                fetching.add(producer.partitionsFor(topic).replaceWith(topic));
            }
        }
        if (fetching.isEmpty()) {
            return Uni.createFrom().item(Set.of());
        }
        return Uni.join().all(fetching).andCollectFailures().map(topics -> Collections.unmodifiableSortedSet(new TreeSet<>(topics)));
    }

    /** Completes with what the warm-up opened. */
    public CompletableFuture<Opened> done() {
        return done;
    }
}
