package org.arbiter.stream.consumer;

import io.smallrye.reactive.messaging.ClientCustomizer;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * How soon a consumer group notices that a member died (reading again within 10 s of a SIGKILL: docs/reliability.md
 * "Faults survived"), for every Kafka consumer of the service, in one place.
 *
 * <ul>
 *   <li>Sessions of {@value #SESSION_TIMEOUT_MS} ms (heartbeat every {@value #HEARTBEAT_INTERVAL_MS} ms) instead of
 *       Kafka's 45 s: a member killed without leaving loses its partitions to the others after at most that long.
 *   <li>Static membership when the instance has a stable name ({@code arbiter.kafka.instance-id}, env
 *       {@code ARBITER_KAFKA_INSTANCE_ID}): each consumer joins as {@code <instance-id>-<client.id>}, so the same
 *       instance started again takes its partitions back at once, without waiting for the dead session or a
 *       rebalance. Two running instances must never share the name (the broker fences the older); without a
 *       name the consumers are dynamic members and rely on the short session alone.
 * </ul>
 * A channel that sets {@code session.timeout.ms} or {@code heartbeat.interval.ms} itself keeps its own.
 */
@ApplicationScoped
public class ConsumerLiveness implements ClientCustomizer<Map<String, Object>> {

    static final int SESSION_TIMEOUT_MS = 6_000;
    static final int HEARTBEAT_INTERVAL_MS = 1_500;

    @ConfigProperty(name = "arbiter.kafka.instance-id")
    Optional<String> instanceId;

    @Override
    public Map<String, Object> customize(String channel, Config channelConfig, Map<String, Object> config) {
        if (!config.containsKey("group.id") || !config.containsKey("key.deserializer")) {
            return config;                                   // a producer or an admin client: no group to leave
        }
        Map<String, Object> consumer = new HashMap<>(config);
        consumer.putIfAbsent("session.timeout.ms", Integer.toString(SESSION_TIMEOUT_MS));
        consumer.putIfAbsent("heartbeat.interval.ms", Integer.toString(HEARTBEAT_INTERVAL_MS));
        instanceId.filter(id -> !id.isBlank()).ifPresent(id ->
                consumer.putIfAbsent("group.instance.id", id.strip() + "-" + consumer.get("client.id")));
        return consumer;
    }
}
