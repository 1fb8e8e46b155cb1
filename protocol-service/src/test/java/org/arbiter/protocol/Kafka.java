package org.arbiter.protocol;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.events.score.ScoreSheet;

/** A plain producer and consumer on the real test broker, standing in for game-service and scoring-service. */
final class Kafka {

    private Kafka() {
    }

    static void publish(String bootstrap, List<EventEnvelope> events) throws Exception {
        try (KafkaProducer<String, String> producer = producer(bootstrap)) {
            for (EventEnvelope e : events) {
                String topic = e.gameId() != null ? Topics.TABLE_EVENTS : Topics.TOURNAMENT_EVENTS;
                producer.send(new ProducerRecord<>(topic, e.streamId(), EventJson.write(e))).get();
            }
        }
    }

    static void publish(String bootstrap, ScoreSheet sheet) throws Exception {
        try (KafkaProducer<String, String> producer = producer(bootstrap)) {
            producer.send(new ProducerRecord<>(Topics.GAME_SCORES, sheet.gameId(), sheet.toJson())).get();
        }
    }

    /** The records of protest-events with this key, read from the start until {@code count} arrived or 30 s. */
    static List<ConsumerRecord<String, String>> protestEvents(String bootstrap, String key, int count) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "protocol-test-" + UUID.randomUUID());
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        List<ConsumerRecord<String, String>> found = new ArrayList<>();
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(config)) {
            consumer.subscribe(List.of(Topics.PROTEST_EVENTS));
            Instant until = Instant.now().plusSeconds(30);
            while (found.size() < count && Instant.now().isBefore(until)) {
                consumer.poll(Duration.ofMillis(300)).forEach(r -> {
                    if (key.equals(r.key())) {
                        found.add(r);
                    }
                });
            }
            // one more poll: a duplicate would show up here
            consumer.poll(Duration.ofMillis(1500)).forEach(r -> {
                if (key.equals(r.key())) {
                    found.add(r);
                }
            });
        }
        return found;
    }

    private static KafkaProducer<String, String> producer(String bootstrap) {
        Properties config = new Properties();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        return new KafkaProducer<>(config);
    }
}
