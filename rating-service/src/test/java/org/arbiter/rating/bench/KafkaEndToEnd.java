package org.arbiter.rating.bench;

import java.nio.file.Path;
import org.arbiter.testsupport.RealKafka;

/**
 * Kafka's own end-to-end latency on this machine, for comparison with {@link FeedLatencyBench}: starts the same
 * real broker as the benchmark (test-support's RealKafka, KRaft, one node) and runs Kafka's
 * {@code org.apache.kafka.tools.EndToEndLatency} (org.apache.kafka:kafka-tools, not a dependency of this module:
 * put it on the class path, see the README) against it. A main, never run by {@code mvn verify}.
 *
 * <pre>java -cp TEST_CLASSPATH:KAFKA_TOOLS_CLASSPATH org.arbiter.rating.bench.KafkaEndToEnd MESSAGES ACKS SIZE</pre>
 */
public final class KafkaEndToEnd {

    public static void main(String[] args) throws Exception {
        String messages = args.length > 0 ? args[0] : "10000";
        String acks = args.length > 1 ? args[1] : "all";
        String size = args.length > 2 ? args[2] : "3000";
        Path dir = Path.of("target", "bench-kafka-e2e").toAbsolutePath();
        FeedLatencyBench.deleteRecursively(dir);
        try (RealKafka kafka = RealKafka.start(dir)) {
            Class.forName("org.apache.kafka.tools.EndToEndLatency").getMethod("main", String[].class)
                    .invoke(null, (Object) new String[] {kafka.bootstrapServers(), "e2e-latency", messages, acks, size});
        }
        System.exit(0);
    }

    private KafkaEndToEnd() {
    }
}
