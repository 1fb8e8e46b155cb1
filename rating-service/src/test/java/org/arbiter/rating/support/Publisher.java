package org.arbiter.rating.support;

import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.events.score.ScoreSheet;

/** Publishes what game-service and scoring-service would: events keyed by stream, sheets keyed by game. */
public final class Publisher implements AutoCloseable {

    private final KafkaProducer<String, String> producer;

    public Publisher(String bootstrap) {
        this(bootstrap, 0);
    }

    /** {@code lingerMs}: how long the producer may wait to fill a batch (game-service's outbox relay batches). */
    public Publisher(String bootstrap, int lingerMs) {
        Properties config = new Properties();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        config.put(ProducerConfig.LINGER_MS_CONFIG, Integer.toString(lingerMs));
        config.put(ProducerConfig.ACKS_CONFIG, "all");
        producer = new KafkaProducer<>(config);
    }

    public void table(EventEnvelope event) {
        send(Topics.TABLE_EVENTS, event.streamId(), EventJson.write(event));
    }

    public void tournament(EventEnvelope event) {
        send(Topics.TOURNAMENT_EVENTS, event.streamId(), EventJson.write(event));
    }

    public void sheet(ScoreSheet sheet) {
        send(Topics.GAME_SCORES, sheet.gameId(), sheet.toJson());
    }

    public void send(String topic, String key, String value) {
        try {
            producer.send(new ProducerRecord<>(topic, key, value)).get();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    public void sendAsync(String topic, String key, String value) {
        producer.send(new ProducerRecord<>(topic, key, value));
    }

    public void flush() {
        producer.flush();
    }

    @Override
    public void close() {
        producer.close();
    }
}
