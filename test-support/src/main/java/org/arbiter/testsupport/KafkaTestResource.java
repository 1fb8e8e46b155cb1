package org.arbiter.testsupport;

import java.lang.management.ManagementFactory;
import java.util.HashMap;
import java.util.Map;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.MalformedObjectNameException;
import javax.management.ObjectName;
import javax.management.StandardMBean;

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

    /**
     * Stops the shared broker, runs {@code whileDown}, then starts the broker again on the same ports with the same
     * log: a broker restart as the clients see it (they reconnect to the same address). For tests in the JVM that
     * started the broker, whatever class loader they run in (the copy of this class that started it is reached
     * through the platform MBean server).
     */
    public static void whileBrokerDown(Runnable whileDown) {
        try {
            ManagementFactory.getPlatformMBeanServer().invoke(RESTARTER, "restart", new Object[] {whileDown},
                    new String[] {Runnable.class.getName()});
        } catch (JMException e) {
            throw new IllegalStateException("no shared Kafka broker to restart in this JVM", e);
        }
    }

    /** {@link RealKafka#restart} of the shared broker; registered by the copy of this class that started it. */
    public interface BrokerRestarter {
        void restart(Runnable whileDown);
    }

    private static final ObjectName RESTARTER = objectName("org.arbiter.testsupport:type=SharedKafka");

    private static ObjectName objectName(String name) {
        try {
            return new ObjectName(name);
        } catch (MalformedObjectNameException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static void registerRestarter(RealKafka kafka) {
        try {
            MBeanServer server = ManagementFactory.getPlatformMBeanServer();
            if (server.isRegistered(RESTARTER)) {
                server.unregisterMBean(RESTARTER);
            }
            server.registerMBean(new StandardMBean((BrokerRestarter) kafka::restart, BrokerRestarter.class), RESTARTER);
        } catch (JMException e) {
            throw new IllegalStateException("cannot register " + RESTARTER, e);
        }
    }

    static Map<String, String> startShared() {
        return JvmShared.getOrStart(PART, () -> {
            var dir = Infra.testDir(PART);
            Infra.deleteRecursively(dir);
            RealKafka kafka = RealKafka.start(dir);
            registerRestarter(kafka);
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
