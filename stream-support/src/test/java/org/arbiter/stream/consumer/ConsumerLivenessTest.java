package org.arbiter.stream.consumer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Every consumer gets short sessions, and with an instance name a static membership per consumer; producers nothing. */
class ConsumerLivenessTest {

    private static final Map<String, Object> CONSUMER = Map.of("group.id", "scoring-service",
            "key.deserializer", "org.apache.kafka.common.serialization.StringDeserializer",
            "client.id", "kafka-consumer-table-events-2");

    private static ConsumerLiveness named(String instance) {
        ConsumerLiveness liveness = new ConsumerLiveness();
        liveness.instanceId = Optional.ofNullable(instance);
        return liveness;
    }

    @Test
    void aNamedInstancesConsumerIsAStaticMemberWithAShortSession() {
        assertThat(named("local").customize("table-events", null, CONSUMER)).containsAllEntriesOf(CONSUMER)
                .containsEntry("session.timeout.ms", "6000").containsEntry("heartbeat.interval.ms", "1500")
                .containsEntry("group.instance.id", "local-kafka-consumer-table-events-2").hasSize(CONSUMER.size() + 3);
    }

    @Test
    void withoutANameTheConsumerIsADynamicMemberWithAShortSession() {
        assertThat(named(null).customize("table-events", null, CONSUMER)).doesNotContainKey("group.instance.id")
                .containsEntry("session.timeout.ms", "6000").containsEntry("heartbeat.interval.ms", "1500");
        assertThat(named(" ").customize("table-events", null, CONSUMER)).doesNotContainKey("group.instance.id");
    }

    @Test
    void aChannelsOwnSessionSettingsStay() {
        Map<String, Object> own = new java.util.HashMap<>(CONSUMER);
        own.put("session.timeout.ms", "10000");
        assertThat(named("local").customize("game-scores", null, own)).containsEntry("session.timeout.ms", "10000");
    }

    @Test
    void producersAreLeftAlone() {
        Map<String, Object> producer = Map.of("key.serializer", "x", "client.id", "kafka-producer-table-events");
        assertThat(named("local").customize("table-events", null, producer)).isEqualTo(producer);
    }
}
