package org.arbiter.system;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.arbiter.testsupport.LocalInfra;
import org.arbiter.testsupport.RealKeycloak;
import org.arbiter.testsupport.RealPostgres;
import org.arbiter.testsupport.TokenClient;

/**
 * Two of everything (issue 16 part 3): a {@link KafkaCluster} of three KRaft brokers, PostgreSQL, Keycloak, and two
 * instances of each service ({@link #INSTANCES}), each with a port and a Kafka instance name of its own, sharing the
 * service's database and consumer groups as replicas of a Deployment do. No console: the judges' tablets speak to
 * game-service through {@link #balanced}, a round robin over the instances as a load balancer would be.
 */
final class ScaledSystem implements AutoCloseable, ReplayStack.Host {

    static final List<String> INSTANCES = List.of("a", "b");

    private final RealPostgres postgres;
    private final KafkaCluster kafka;
    private final RealKeycloak keycloak;
    private final Path repo;
    private final Path work;
    /** {@code <module>-<instance>} → its process (replaced when started again). */
    private final Map<String, ServiceProcess> instances = new ConcurrentHashMap<>();
    private final Map<String, Map<String, String>> environments = new LinkedHashMap<>();

    private ScaledSystem(RealPostgres postgres, KafkaCluster kafka, RealKeycloak keycloak, Path repo, Path work) {
        this.postgres = postgres;
        this.kafka = kafka;
        this.keycloak = keycloak;
        this.repo = repo;
        this.work = work;
    }

    static ScaledSystem start() throws Exception {
        Path repo = Path.of(System.getProperty("arbiter.repo", "..")).toAbsolutePath().normalize();
        Path work = Path.of("target", "scaled").toAbsolutePath();
        RealPostgres postgres = RealPostgres.start(work.resolve("postgres"));
        KafkaCluster kafka = null;
        RealKeycloak keycloak = null;
        try {
            kafka = KafkaCluster.start(work.resolve("kafka"));
            keycloak = RealKeycloak.start(work.resolve("keycloak.log"));
        } catch (Exception | Error e) {
            for (AutoCloseable part : new AutoCloseable[] {keycloak, kafka, postgres}) {
                if (part != null) {
                    part.close();
                }
            }
            throw e;
        }
        ScaledSystem system = new ScaledSystem(postgres, kafka, keycloak, repo, work);
        try {
            for (String module : ArbiterSystem.SERVICES) {
                Map<String, String> env = LocalInfra.serviceEnvironment(postgres, kafka.bootstrapServers(), keycloak);
                system.environments.put(module, env);
                for (String instance : INSTANCES) {
                    system.startInstance(module, instance, ServiceProcess.freePort());
                }
            }
            for (ServiceProcess service : system.instances.values()) {
                service.awaitReady(Duration.ofSeconds(180));
            }
            return system;
        } catch (Exception | Error e) {
            system.close();
            throw e;
        }
    }

    private ServiceProcess startInstance(String module, String instance, int port) throws IOException {
        Map<String, String> env = new LinkedHashMap<>(environments.get(module));
        // static group membership and rating's own feed group are named after the instance: never shared by two
        env.put("ARBITER_KAFKA_INSTANCE_ID", instance);
        ServiceProcess started = ServiceProcess.start(repo, module, module + "-" + instance, port, env, List.of(), work.resolve("logs"));
        instances.put(module + "-" + instance, started);
        return started;
    }

    String url(String module, String instance) {
        return instances.get(module + "-" + instance).baseUrl();
    }

    /** A load balancer's choice per request: the instances of {@code module} in turn, skipping a killed one. */
    Supplier<String> balanced(String module) {
        AtomicInteger next = new AtomicInteger();
        return () -> {
            List<String> alive = new ArrayList<>();
            for (String instance : INSTANCES) {
                ServiceProcess process = instances.get(module + "-" + instance);
                if (process.isAlive()) {
                    alive.add(process.baseUrl());
                }
            }
            List<String> choice = alive.isEmpty() ? List.of(url(module, INSTANCES.getFirst())) : alive;
            return choice.get(Math.floorMod(next.getAndIncrement(), choice.size()));
        };
    }

    /** SIGKILL of one instance. */
    void kill(String module, String instance) throws InterruptedException {
        instances.get(module + "-" + instance).kill();
    }

    /** Starts a killed instance again on its port, and waits until it is ready. */
    void restart(String module, String instance, Duration timeout) throws IOException, InterruptedException {
        startInstance(module, instance, instances.get(module + "-" + instance).port()).awaitReady(timeout);
    }

    KafkaCluster kafka() {
        return kafka;
    }

    @Override
    public RealPostgres postgres() {
        return postgres;
    }

    @Override
    public Path repo() {
        return repo;
    }

    @Override
    public Path work() {
        return work;
    }

    @Override
    public Map<String, String> environment(String module) {
        return environments.get(module);
    }

    String token(String user) {
        return new TokenClient(keycloak.issuerUrl()).accessToken(user);
    }

    @Override
    public void close() throws Exception {
        instances.values().forEach(ServiceProcess::terminate);
        for (ServiceProcess service : instances.values()) {
            service.close();
        }
        kafka.close();
        keycloak.close();
        postgres.close();
    }
}
