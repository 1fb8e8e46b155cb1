package org.arbiter.testsupport;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;

import org.apache.kafka.common.utils.Time;

/**
 * One node of a Kafka cluster of several KRaft nodes on 127.0.0.1, each a broker and a voter of the controller
 * quorum, run as a process of its own (so that a test can end it with SIGKILL):
 * <pre>java -cp CLASSPATH org.arbiter.testsupport.KafkaClusterNode NODE_ID DATA_DIR CLUSTER_ID PORTS CONTROLLER_PORTS</pre>
 * {@code PORTS} and {@code CONTROLLER_PORTS} list every node's ports, comma-separated, node 1 first. The log
 * directory is formatted only when new, so a node started again after a crash keeps its log. Replicated as a
 * production cluster is: replication 3 for the internal topics, {@code min.insync.replicas} 2. SIGTERM stops it
 * cleanly.
 */
public final class KafkaClusterNode {

    private KafkaClusterNode() {
    }

    public static void main(String[] args) throws Exception {
        int nodeId = Integer.parseInt(args[0]);
        Path logDir = Path.of(args[1]).toAbsolutePath().resolve("kraft-logs");
        String clusterId = args[2];
        List<Integer> ports = ports(args[3]);
        List<Integer> controllerPorts = ports(args[4]);
        Infra.initLogging();
        Files.createDirectories(logDir);
        if (!Files.exists(logDir.resolve("meta.properties"))) {
            RealKafka.format(logDir, nodeId, clusterId);
        }
        KafkaRaftServer server = new KafkaRaftServer(
                new KafkaConfig(properties(nodeId, logDir, ports, controllerPorts), false), Time.SYSTEM);
        System.out.println(java.time.Instant.now() + " KafkaClusterNode " + nodeId + " starting");
        server.startup();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.shutdown();
            server.awaitShutdown();
        }));
        System.out.println(java.time.Instant.now() + " KafkaClusterNode " + nodeId + " started on " + Infra.LOOPBACK + ":" + ports.get(nodeId - 1));
        server.awaitShutdown();
    }

    private static Map<String, Object> properties(int nodeId, Path logDir, List<Integer> ports, List<Integer> controllerPorts) {
        int port = ports.get(nodeId - 1);
        int controllerPort = controllerPorts.get(nodeId - 1);
        String voters = IntStream.range(0, controllerPorts.size())
                .mapToObj(i -> (i + 1) + "@" + Infra.LOOPBACK + ":" + controllerPorts.get(i))
                .collect(Collectors.joining(","));
        int replication = Math.min(3, ports.size());
        String minIsr = Integer.toString(Math.max(1, replication - 1));
        Map<String, Object> p = RealKafka.kraftNode(nodeId, voters, port, controllerPort, logDir);
        p.put("default.replication.factor", Integer.toString(replication));
        p.put("min.insync.replicas", minIsr);
        p.put("offsets.topic.replication.factor", Integer.toString(replication));
        p.put("offsets.topic.num.partitions", "12");
        p.put("transaction.state.log.replication.factor", Integer.toString(replication));
        p.put("transaction.state.log.min.isr", minIsr);
        p.put("transaction.state.log.num.partitions", "4");
        p.put("share.coordinator.state.topic.replication.factor", Integer.toString(replication));
        p.put("share.coordinator.state.topic.min.isr", minIsr);
        p.put("group.initial.rebalance.delay.ms", "0");
        p.put("auto.create.topics.enable", "false");
        // a replica that stops answering leaves the ISR after 10 s (Kafka's default 30 s), so that acks=all writes go
        // on with the two left soon after a broker's SIGKILL
        p.put("replica.lag.time.max.ms", "10000");
        return p;
    }

    private static List<Integer> ports(String list) {
        return Arrays.stream(list.split(",")).map(String::trim).map(Integer::parseInt).toList();
    }
}
