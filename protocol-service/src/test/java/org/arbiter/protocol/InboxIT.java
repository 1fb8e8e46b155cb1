package org.arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.NightStarted;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;
import org.arbiter.protocol.store.EventInbox;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/** table-events on a real broker → this service's consumer group → its own PostgreSQL schema, once. */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class InboxIT {

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @Inject
    Pool pool;

    @Test
    void eventsAreStoredByContentAndARedeliveryChangesNothing() throws Exception {
        String gameId = UUID.randomUUID().toString();
        Instant at = Instant.parse("2026-04-01T10:00:00Z");
        List<SeatedPlayer> players = new ArrayList<>();
        for (int seat = 1; seat <= 10; seat++) {
            players.add(new SeatedPlayer(seat, "p-" + seat, "Игрок " + seat));
        }
        EventEnvelope created = EventEnvelope.ofGame(gameId, 1, at, "judge",
                new GameCreated(null, Stage.FRIENDLY, 1, 1, Ruleset.FIIM, GameOptions.DEFAULT, players, "judge"));
        EventEnvelope night = EventEnvelope.ofGame(gameId, 2, at, "judge", new NightStarted(0));

        try (KafkaProducer<String, String> producer = producer()) {
            send(producer, created);
            await().atMost(Duration.ofSeconds(30)).until(() -> stored(gameId).size() == 1);
            send(producer, created);          // redelivered
            send(producer, night);
            send(producer, night);            // redelivered
        }
        await().atMost(Duration.ofSeconds(30)).until(() -> stored(gameId).size() == 2);
        Thread.sleep(500);                    // a late duplicate would show up now

        assertThat(stored(gameId)).containsExactly(
                "1 GameCreated " + created.eventId() + " " + EventJson.write(created),
                "2 NightStarted " + night.eventId() + " " + EventJson.write(night));
        Row position = pool.preparedQuery("select last_seq from " + EventInbox.SCHEMA
                        + ".positions where stream_kind = 'game' and stream_id = $1")
                .execute(Tuple.of(gameId)).await().indefinitely().iterator().next();
        assertThat(position.getLong("last_seq")).isEqualTo(2L);
    }

    private List<String> stored(String gameId) {
        List<String> rows = new ArrayList<>();
        for (Row row : pool.preparedQuery("select seq, type, event_id, envelope from " + EventInbox.SCHEMA
                        + ".stream_events where stream_kind = 'game' and stream_id = $1 order by seq")
                .execute(Tuple.of(gameId)).await().indefinitely()) {
            rows.add(row.getLong("seq") + " " + row.getString("type") + " " + row.getUUID("event_id") + " "
                    + row.getString("envelope"));
        }
        return rows;
    }

    private KafkaProducer<String, String> producer() {
        Properties config = new Properties();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        return new KafkaProducer<>(config);
    }

    private static void send(KafkaProducer<String, String> producer, EventEnvelope event) throws Exception {
        producer.send(new ProducerRecord<>(Topics.TABLE_EVENTS, event.streamId(), EventJson.write(event))).get();
    }
}
