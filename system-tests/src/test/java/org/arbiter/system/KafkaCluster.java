package org.arbiter.system;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.config.TopicConfig;
import org.arbiter.events.Topics;
import org.arbiter.testsupport.KafkaClusterNode;

/**
 * A Kafka cluster of {@link #NODES} KRaft nodes, each a process of its own ({@link KafkaClusterNode}), so that one
 * can be killed with SIGKILL and started again. Its topics are those of {@link Topics#ALL} as a production cluster
 * has them (k8s/ KafkaTopics): the partitioned ones with {@value #PARTITIONS} partitions, every topic replicated
 * {@value #REPLICATION} times with {@code min.insync.replicas} 2, {@code game-scores} compacted.
 */
final class KafkaCluster implements AutoCloseable {

    static final int NODES = 3;
    static final int PARTITIONS = 12;
    static final short REPLICATION = 3;

    private final Path work;
    private final String clusterId = Uuid.randomUuid().toString();
    private final List<Integer> ports = new ArrayList<>();
    private final List<Integer> controllerPorts = new ArrayList<>();
    private final Process[] nodes = new Process[NODES];

    private KafkaCluster(Path work) {
        this.work = work;
    }

    static KafkaCluster start(Path work) throws Exception {
        KafkaCluster cluster = new KafkaCluster(work);
        try {
            for (int i = 0; i < NODES; i++) {
                cluster.ports.add(ServiceProcess.freePort());
                cluster.controllerPorts.add(ServiceProcess.freePort());
            }
            for (int node = 1; node <= NODES; node++) {
                cluster.startNode(node);
            }
            cluster.awaitBrokers(NODES, Duration.ofSeconds(120));
            cluster.createTopics();
            return cluster;
        } catch (Exception | Error e) {
            cluster.close();
            throw e;
        }
    }

    /** Every node's {@code 127.0.0.1:PORT}, comma-separated: what a client is given to find the cluster. */
    String bootstrapServers() {
        return ports.stream().map(port -> "127.0.0.1:" + port).collect(Collectors.joining(","));
    }

    private void startNode(int node) throws IOException {
        Path dir = work.resolve("node-" + node);
        Files.createDirectories(dir);
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        nodes[node - 1] = new ProcessBuilder(java, "-Xmx384m", "-cp", classPath, KafkaClusterNode.class.getName(),
                Integer.toString(node), dir.toString(), clusterId, join(ports), join(controllerPorts))
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("node.log").toFile()))
                .start();
    }

    /** SIGKILL of one node (1..{@value #NODES}): no controlled shutdown, no leadership handed over. */
    void kill(int node) throws InterruptedException {
        Process process = nodes[node - 1];
        process.destroyForcibly();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            throw new IllegalStateException("Kafka node " + node + " did not die within 10 s of SIGKILL");
        }
    }

    /** Starts a killed node again with its log, and waits until the cluster counts it as a broker again. */
    void restart(int node) throws Exception {
        startNode(node);
        awaitBrokers(NODES, Duration.ofSeconds(300));
    }

    Admin admin() {
        Properties config = new Properties();
        config.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers());
        config.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, "5000");
        config.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, "10000");
        return Admin.create(config);
    }

    private void awaitBrokers(int count, Duration timeout) throws Exception {
        Instant giveUp = Instant.now().plus(timeout);
        try (Admin admin = admin()) {
            while (true) {
                for (int node = 1; node <= NODES; node++) {
                    if (nodes[node - 1] != null && !nodes[node - 1].isAlive()) {
                        throw new IllegalStateException("Kafka node " + node + " exited; see " + work.resolve("node-" + node));
                    }
                }
                try {
                    if (admin.describeCluster().nodes().get(5, TimeUnit.SECONDS).size() >= count) {
                        return;
                    }
                } catch (Exception notYet) {
                    // no node answers yet
                }
                if (Instant.now().isAfter(giveUp)) {
                    throw new IllegalStateException("the Kafka cluster did not count " + count + " brokers within " + timeout
                            + ": " + state(admin));
                }
                Thread.sleep(250);
            }
        }
    }

    /** The brokers and the controller quorum as the cluster tells them, for a failure's message. */
    private static String state(Admin admin) {
        try {
            return "brokers " + admin.describeCluster().nodes().get(5, TimeUnit.SECONDS) + ", quorum "
                    + admin.describeMetadataQuorum().quorumInfo().get(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            return "no answer (" + e + ")";
        }
    }

    private void createTopics() throws Exception {
        try (Admin admin = admin()) {
            Set<String> existing = admin.listTopics().names().get(30, TimeUnit.SECONDS);
            List<NewTopic> topics = new ArrayList<>();
            for (Topics.TopicSpec spec : Topics.ALL) {
                if (existing.contains(spec.name())) {
                    continue;
                }
                Map<String, String> config = spec.compacted()
                        ? Map.of(TopicConfig.MIN_IN_SYNC_REPLICAS_CONFIG, "2", TopicConfig.CLEANUP_POLICY_CONFIG,
                                TopicConfig.CLEANUP_POLICY_COMPACT)
                        : Map.of(TopicConfig.MIN_IN_SYNC_REPLICAS_CONFIG, "2");
                topics.add(new NewTopic(spec.name(), spec.partitions() > 1 ? PARTITIONS : spec.partitions(), REPLICATION)
                        .configs(config));
            }
            // the replay's own topics (ReplayStack): the cluster creates no topic by itself, as a production one
            topics.add(new NewTopic(ReplayStack.SCORES, PARTITIONS, REPLICATION).configs(Map.of(TopicConfig.MIN_IN_SYNC_REPLICAS_CONFIG,
                    "2", TopicConfig.CLEANUP_POLICY_CONFIG, TopicConfig.CLEANUP_POLICY_COMPACT)));
            topics.add(new NewTopic(ReplayStack.PROTEST_EVENTS, 1, REPLICATION)
                    .configs(Map.of(TopicConfig.MIN_IN_SYNC_REPLICAS_CONFIG, "2")));
            // a kept directory (a second run in the same target/) holds them all already
            topics.removeIf(topic -> existing.contains(topic.name()));
            admin.createTopics(topics).all().get(60, TimeUnit.SECONDS);
        }
    }

    private static String join(List<Integer> ports) {
        return ports.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    /**
     * SIGKILL of every node: the cluster's data is the test's and thrown away (a controlled shutdown of all three at
     * once waits for a controller quorum that is leaving too).
     */
    @Override
    public void close() throws InterruptedException {
        for (Process node : nodes) {
            if (node != null) {
                node.destroyForcibly();
            }
        }
        for (Process node : nodes) {
            if (node != null) {
                node.waitFor(10, TimeUnit.SECONDS);
            }
        }
    }
}
