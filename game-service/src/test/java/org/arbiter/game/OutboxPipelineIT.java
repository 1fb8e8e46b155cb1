package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.is;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/** A command's events: PostgreSQL event store → outbox → relay → real Kafka, equal to the stored log, in order. */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class OutboxPipelineIT {

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @Test
    @TestSecurity(user = "judge-a", roles = "judge")
    void storedEventsArePublishedToTableEventsInSeqOrder() throws Exception {
        String gameId = given().contentType(ContentType.JSON).body(TestGames.newGame("FIIM", null))
                .post("/api/games").then().statusCode(201).body("version", is(0)).extract().path("gameId");
        given().contentType(ContentType.JSON).body(TestGames.deal())
                .post("/api/games/" + gameId + "/commands").then().statusCode(200);

        String log = given().get("/api/games/" + gameId + "/events").then().statusCode(200).extract().asString();
        List<EventEnvelope> stored = new ArrayList<>();
        EventJson.MAPPER.readTree(log).forEach(node -> stored.add(EventJson.read(node.toString())));
        assertThat(stored).extracting(EventEnvelope::seq).startsWith(1L, 2L);
        assertThat(stored.getFirst().type()).isEqualTo("GameCreated");
        assertThat(stored.getFirst().actor()).isEqualTo("judge-a");

        List<ConsumerRecord<String, String>> published = readGame(gameId, stored.size());
        assertThat(published).extracting(ConsumerRecord::key).containsOnly(gameId);
        assertThat(published).extracting(r -> EventJson.read(r.value())).containsExactlyElementsOf(stored);
    }

    private List<ConsumerRecord<String, String>> readGame(String gameId, int expected) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "pipeline-it-" + UUID.randomUUID());
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        List<ConsumerRecord<String, String>> records = new ArrayList<>();
        Instant deadline = Instant.now().plusSeconds(30);
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(config)) {
            consumer.subscribe(List.of(Topics.TABLE_EVENTS));
            while (records.size() < expected && Instant.now().isBefore(deadline)) {
                consumer.poll(Duration.ofMillis(200)).forEach(r -> {
                    if (gameId.equals(r.key())) {
                        records.add(r);
                    }
                });
            }
            // anything published twice would arrive now
            consumer.poll(Duration.ofMillis(500)).forEach(r -> {
                if (gameId.equals(r.key())) {
                    records.add(r);
                }
            });
        }
        return records;
    }
}
