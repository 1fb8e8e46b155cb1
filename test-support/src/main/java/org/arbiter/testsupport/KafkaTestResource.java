package org.arbiter.testsupport;

import java.util.HashMap;
import java.util.Map;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * A real Kafka broker for Quarkus tests, one per JVM, data in {@code target/arbiter-infra/kafka} (wiped at start),
 * stopped by Quarkus at the end of the tests or when the JVM exits. Use with
 * {@code @WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)}.
 * Gives {@code kafka.bootstrap.servers}.
 */
public class KafkaTestResource implements QuarkusTestResourceLifecycleManager {

    static final String PART = "kafka";

    /** The running broker's {@code host:port} (after start), also system property {@code arbiter.kafka.bootstrap}. */
    public static String bootstrapServers() {
        return System.getProperty("arbiter.kafka.bootstrap");
    }

    @Override
    public Map<String, String> start() {
        return startShared();
    }

    static Map<String, String> startShared() {
        return JvmShared.getOrStart(PART, () -> {
            var dir = Infra.testDir(PART);
            Infra.deleteRecursively(dir);
            RealKafka kafka = RealKafka.start(dir);
            System.setProperty("arbiter.kafka.bootstrap", kafka.bootstrapServers());
            Map<String, String> config = new HashMap<>();
            config.put("kafka.bootstrap.servers", kafka.bootstrapServers());
            return new JvmShared.Started(kafka, config);
        });
    }

    /** Stops the broker (if this class started it; at the latest it stops when the JVM exits). */
    @Override
    public void stop() {
        JvmShared.stop(PART);
    }
}
