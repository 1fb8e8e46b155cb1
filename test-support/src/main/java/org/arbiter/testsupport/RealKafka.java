package org.arbiter.testsupport;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.config.TopicConfig;
import org.apache.kafka.common.utils.Time;
import org.apache.kafka.metadata.storage.Formatter;
import org.apache.kafka.server.common.MetadataVersion;
import org.arbiter.events.Topics;

/**
 * A real Kafka broker (KRaft, one node acting as broker and controller) inside this JVM, on 127.0.0.1 only.
 * The log directory is formatted only when it holds no {@code meta.properties}, so a kept directory keeps its
 * topics and records between runs. The topics of {@link Topics#ALL} are created when missing.
 */
public final class RealKafka implements AutoCloseable {

    private static final int NODE_ID = 1;
    private static final String CONTROLLER_LISTENER = "CONTROLLER";

    private final Path dataDir;
    private final int port;
    private final int controllerPort;
    private KafkaRaftServer server;

    private RealKafka(Path dataDir, int port, int controllerPort) {
        this.dataDir = dataDir.toAbsolutePath();
        this.port = port;
        this.controllerPort = controllerPort;
    }

    /** Starts a broker on a free port with its log in {@code dataDir} (created, formatted if new). */
    public static RealKafka start(Path dataDir) {
        return start(dataDir, Infra.freePort(), Infra.freePort());
    }

    /** Starts a broker on {@code port}; the controller listens on {@code port + 1}. */
    public static RealKafka start(Path dataDir, int port) {
        return start(dataDir, port, port + 1);
    }

    /** Starts a broker on {@code port} with its KRaft controller on {@code controllerPort}. */
    public static RealKafka start(Path dataDir, int port, int controllerPort) {
        Infra.initLogging();
        RealKafka kafka = new RealKafka(dataDir, port, controllerPort);
        try {
            kafka.doStart();
            return kafka;
        } catch (RuntimeException | Error e) {
            kafka.close();
            throw e;
        }
    }

    /** {@code 127.0.0.1:PORT}. */
    public String bootstrapServers() {
        return Infra.LOOPBACK + ":" + port;
    }

    public int port() {
        return port;
    }

    public Path dataDir() {
        return dataDir;
    }

    private void doStart() {
        Infra.requireFreePort(port, "Kafka");
        Infra.requireFreePort(controllerPort, "Kafka controller");
        Path logDir = dataDir.resolve("kraft-logs");
        try {
            Files.createDirectories(logDir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, Object> props = brokerProperties(logDir);
        if (!Files.exists(logDir.resolve("meta.properties"))) {
            format(logDir);
        }
        server = new KafkaRaftServer(new KafkaConfig(props, false), Time.SYSTEM);
        server.startup();
        awaitReadyAndCreateTopics();
    }

    private Map<String, Object> brokerProperties(Path logDir) {
        Map<String, Object> p = kraftNode(NODE_ID, NODE_ID + "@" + Infra.LOOPBACK + ":" + controllerPort, port, controllerPort, logDir);
        p.put("num.partitions", "1");
        p.put("default.replication.factor", "1");
        p.put("min.insync.replicas", "1");
        p.put("offsets.topic.replication.factor", "1");
        p.put("offsets.topic.num.partitions", "4");
        p.put("transaction.state.log.replication.factor", "1");
        p.put("transaction.state.log.min.isr", "1");
        p.put("transaction.state.log.num.partitions", "4");
        p.put("share.coordinator.state.topic.replication.factor", "1");
        p.put("share.coordinator.state.topic.min.isr", "1");
        p.put("group.initial.rebalance.delay.ms", "0");
        p.put("auto.create.topics.enable", "true");
        p.put("log.flush.interval.messages", System.getProperty("arbiter.kafka.flush-messages", "1"));
        return p;
    }

    /**
     * What makes a KRaft node on 127.0.0.1, broker and controller at once: its id, the controller quorum's voters
     * ({@code id@host:port,...}), its two listeners and its log directory (this broker and {@link KafkaClusterNode}).
     */
    static Map<String, Object> kraftNode(int nodeId, String voters, int port, int controllerPort, Path logDir) {
        Map<String, Object> p = new HashMap<>();
        p.put("process.roles", "broker,controller");
        p.put("node.id", String.valueOf(nodeId));
        p.put("controller.quorum.voters", voters);
        p.put("listeners", "PLAINTEXT://" + Infra.LOOPBACK + ":" + port + "," + CONTROLLER_LISTENER + "://"
                + Infra.LOOPBACK + ":" + controllerPort);
        p.put("advertised.listeners", "PLAINTEXT://" + Infra.LOOPBACK + ":" + port);
        p.put("controller.listener.names", CONTROLLER_LISTENER);
        p.put("inter.broker.listener.name", "PLAINTEXT");
        p.put("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT," + CONTROLLER_LISTENER + ":PLAINTEXT");
        p.put("log.dirs", logDir.toString());
        return p;
    }

    private void format(Path logDir) {
        format(logDir, NODE_ID, Uuid.randomUuid().toString());
    }

    /** Formats a new KRaft log directory for node {@code nodeId} of cluster {@code clusterId}. */
    static void format(Path logDir, int nodeId, String clusterId) {
        try {
            new Formatter()
                    .setPrintStream(new PrintStream(PrintStream.nullOutputStream()))
                    .setNodeId(nodeId)
                    .setClusterId(clusterId)
                    .setDirectories(List.of(logDir.toString()))
                    .setMetadataLogDirectory(logDir.toString())
                    .setControllerListenerName(CONTROLLER_LISTENER)
                    .setReleaseVersion(MetadataVersion.LATEST_PRODUCTION)
                    .run();
        } catch (Exception e) {
            throw new IllegalStateException("Cannot format the Kafka log directory " + logDir, e);
        }
    }

    private void awaitReadyAndCreateTopics() {
        Properties config = new Properties();
        config.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers());
        config.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, "5000");
        config.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, "10000");
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        try (Admin admin = Admin.create(config)) {
            while (true) {
                try {
                    admin.describeCluster().nodes().get(10, TimeUnit.SECONDS);
                    admin.describeCluster().controller().get(10, TimeUnit.SECONDS);
                    break;
                } catch (Exception e) {
                    if (System.nanoTime() > deadline) {
                        throw new IllegalStateException("Kafka on " + bootstrapServers() + " did not become ready", e);
                    }
                    Infra.sleep(200);
                }
            }
            Set<String> existing = admin.listTopics().names().get(30, TimeUnit.SECONDS);
            List<NewTopic> missing = Topics.ALL.stream()
                    .filter(spec -> !existing.contains(spec.name()))
                    .map(spec -> new NewTopic(spec.name(), spec.partitions(), (short) 1)
                            .configs(spec.compacted()
                                    ? Map.of(TopicConfig.CLEANUP_POLICY_CONFIG, TopicConfig.CLEANUP_POLICY_COMPACT)
                                    : Map.of()))
                    .toList();
            if (!missing.isEmpty()) {
                admin.createTopics(missing).all().get(30, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (Exception e) {
            throw new IllegalStateException("Cannot create the Arbiter topics on " + bootstrapServers(), e);
        }
    }

    /** Stops the broker, runs {@code whileDown}, then starts it again on the same ports with the same log. */
    public synchronized void restart(Runnable whileDown) {
        close();
        try {
            whileDown.run();
        } finally {
            doStart();
        }
    }

    /** Stops the broker and waits for it (stop consumers first to keep the next start fast). */
    @Override
    public synchronized void close() {
        if (server != null) {
            try {
                server.shutdown();
                server.awaitShutdown();
            } finally {
                server = null;
            }
        }
    }
}
