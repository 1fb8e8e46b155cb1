package org.arbiter.game;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;

/**
 * Reads table-events (or tournament-events) from the start with a fresh consumer group, grouped by stream, in
 * partition order.
 */
final class TableEventsReader {

    private TableEventsReader() {
    }

    /**
     * Reads until every game in {@code expected} has at least its expected number of records, then
     * half a second more, so that a record published twice would show.
     */
    static Map<String, List<EventEnvelope>> read(String bootstrap, Map<String, Integer> expected) {
        return read(bootstrap, Topics.TABLE_EVENTS, expected);
    }

    /** The same for the streams of {@code topic}. */
    static Map<String, List<EventEnvelope>> read(String bootstrap, String topic, Map<String, Integer> expected) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "test-reader-" + UUID.randomUUID());
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        Map<String, List<EventEnvelope>> byGame = new HashMap<>();
        expected.keySet().forEach(game -> byGame.put(game, new ArrayList<>()));
        Instant deadline = Instant.now().plusSeconds(60);
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(config)) {
            consumer.subscribe(List.of(topic));
            while (!complete(byGame, expected) && Instant.now().isBefore(deadline)) {
                collect(consumer, byGame, Duration.ofMillis(200));
            }
            collect(consumer, byGame, Duration.ofMillis(500));
        }
        return byGame;
    }

    private static void collect(KafkaConsumer<String, String> consumer, Map<String, List<EventEnvelope>> byGame, Duration wait) {
        for (ConsumerRecord<String, String> record : consumer.poll(wait)) {
            List<EventEnvelope> game = byGame.get(record.key());
            if (game != null) {
                game.add(EventJson.read(record.value()));
            }
        }
    }

    private static boolean complete(Map<String, List<EventEnvelope>> byGame, Map<String, Integer> expected) {
        return expected.entrySet().stream().allMatch(e -> byGame.get(e.getKey()).size() >= e.getValue());
    }
}
