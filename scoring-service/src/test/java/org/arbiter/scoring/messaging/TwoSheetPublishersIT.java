package org.arbiter.scoring.messaging;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.smallrye.mutiny.Uni;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.Record;
import io.vertx.mutiny.core.Vertx;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.inject.Inject;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.arbiter.events.Topics;
import org.arbiter.scoring.store.Schema;
import org.arbiter.scoring.store.SheetStore;
import org.arbiter.stream.outbox.Quarantine;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.junit.jupiter.api.Test;

/**
 * Two instances' sheet publishers on one database (docs/deploy.md "Two instances"): publisher A reads a game's
 * version 5 and is slow to send it (its broker answers late); meanwhile the game's sheet becomes version 7 and
 * publisher B runs. Whatever the interleaving, game-scores must hold the game's versions in order, the newest last:
 * a compacted topic keeps only the last record of a key.
 */
@QuarkusTest
@TestProfile(TwoSheetPublishersIT.NoPoll.class)
@WithTestResource(value = org.arbiter.testsupport.KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = org.arbiter.testsupport.PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class TwoSheetPublishersIT {

    /** This service's own publisher polls only once an hour: the test runs the two publishers' passes itself. */
    public static class NoPoll implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("scoring.publisher.interval-ms", "3600000");
        }
    }

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @Inject
    @Channel(Topics.GAME_SCORES)
    MutinyEmitter<Record<String, String>> emitter;

    @Inject
    SheetStore sheets;

    @Inject
    Pool pool;

    @Inject
    Vertx vertx;

    @Inject
    Quarantine quarantine;

    @Test
    void aSlowPublisherNeverPutsAnOlderSheetAfterANewerOne() throws Exception {
        String gameId = "two-" + UUID.randomUUID();
        CompletableFuture<Void> sending = new CompletableFuture<>();
        CompletableFuture<Void> release = new CompletableFuture<>();
        SheetPublisher a = publisher(held(emitter, sending, release));
        SheetPublisher b = publisher(emitter);

        sql("insert into " + Schema.NAME + ".sheets (game_id, version, sheet) values ($1, 5, $2)", gameId, sheet(gameId, 5));
        CompletableFuture<Integer> aPass = a.publishPending().subscribeAsCompletionStage();
        sending.get(30, TimeUnit.SECONDS);                     // A has read version 5 and is sending it

        // the game's refold stores version 7 (as the consumer's SheetStore.recompute does: the row, for update)
        CompletableFuture<Void> refold = pool.withTransaction(conn -> conn
                        .preparedQuery("select version from " + Schema.NAME + ".sheets where game_id = $1 for update")
                        .execute(Tuple.of(gameId))
                        .chain(() -> conn.preparedQuery("update " + Schema.NAME + ".sheets set version = 7, sheet = $2 "
                                + "where game_id = $1").execute(Tuple.of(gameId, sheet(gameId, 7)))))
                .replaceWithVoid().subscribeAsCompletionStage();
        Thread.sleep(500);                                     // the refold's chance to commit while A sends
        b.publishPending().await().atMost(Duration.ofSeconds(30));

        release.complete(null);                                // A's ack comes
        aPass.get(30, TimeUnit.SECONDS);
        refold.get(30, TimeUnit.SECONDS);
        b.publishPending().await().atMost(Duration.ofSeconds(30));

        assertThat(published(gameId)).containsExactly(sheet(gameId, 5), sheet(gameId, 7));
        assertThat(sql("select version || ' ' || published_version from " + Schema.NAME + ".sheets where game_id = $1",
                gameId)).isEqualTo("7 7");
    }

    private SheetPublisher publisher(MutinyEmitter<Record<String, String>> sender) {
        SheetPublisher publisher = new SheetPublisher();
        publisher.emitter = sender;
        publisher.sheets = sheets;
        publisher.pool = pool;
        publisher.vertx = vertx;
        publisher.quarantine = quarantine;
        return publisher;
    }

    /** The emitter of an instance whose broker answers late: a send says it started, then waits for the release. */
    @SuppressWarnings("unchecked")
    private static MutinyEmitter<Record<String, String>> held(MutinyEmitter<Record<String, String>> real,
            CompletableFuture<Void> sending, CompletableFuture<Void> release) {
        return (MutinyEmitter<Record<String, String>>) Proxy.newProxyInstance(TwoSheetPublishersIT.class.getClassLoader(),
                new Class<?>[] {MutinyEmitter.class}, (proxy, method, args) -> {
                    if (method.getName().equals("send") && args != null && args.length == 1) {
                        sending.complete(null);
                        return Uni.createFrom().completionStage(release).chain(() -> real.send((Record<String, String>) args[0]));
                    }
                    try {
                        return method.invoke(real, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    private static String sheet(String gameId, long version) {
        return "{\"gameId\":\"" + gameId + "\",\"version\":" + version + "}";
    }

    private String sql(String query, String... params) {
        var rows = pool.preparedQuery(query).execute(Tuple.from(List.of((Object[]) params))).await().indefinitely();
        return rows.iterator().hasNext() ? rows.iterator().next().getString(0) : null;
    }

    /** The values of game-scores with the game's key, from the start of the topic to its end, in order. */
    private List<String> published(String gameId) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        List<String> values = new ArrayList<>();
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(config)) {
            List<TopicPartition> partitions = consumer.partitionsFor(Topics.GAME_SCORES).stream()
                    .map(p -> new TopicPartition(p.topic(), p.partition())).toList();
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            Map<TopicPartition, Long> end = consumer.endOffsets(partitions);
            while (partitions.stream().anyMatch(p -> consumer.position(p) < end.get(p))) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(200))) {
                    if (gameId.equals(record.key())) {
                        values.add(record.value());
                    }
                }
            }
        }
        return values;
    }
}
