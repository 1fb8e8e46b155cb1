package org.arbiter.system;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.testsupport.KeycloakAdmin;
import org.arbiter.testsupport.LocalInfra;
import org.arbiter.testsupport.RealKafka;
import org.arbiter.testsupport.RealKeycloak;
import org.arbiter.testsupport.RealPostgres;
import org.arbiter.testsupport.TokenClient;

/**
 * The whole system as local mode runs it: real PostgreSQL, Kafka and Keycloak, then the four
 * built services and the console (proxying /api to them) as processes with the same environment variables. Stopped services first, then
 * the broker, Keycloak and the database. One instance serves all system tests of a JVM.
 */
final class ArbiterSystem implements AutoCloseable, ReplayStack.Host {

    static final List<String> SERVICES = List.of("game-service", "scoring-service", "protocol-service", "rating-service");
    static final String CONSOLE = "console";
    static final int BOARD_IDLE_AFTER_SECONDS = 20;

    private static ArbiterSystem running;

    private final RealPostgres postgres;
    private final RealKafka kafka;
    private RealKeycloak keycloak;
    /** Keycloak's database in the system's PostgreSQL: users made at the venue survive its restart. */
    private RealKeycloak.Database keycloakDatabase;
    private final Path repo;
    private final Path work;
    private final Map<String, ServiceProcess> services = new LinkedHashMap<>();
    /** The environment each service was started with, to start it again the same way. */
    private final Map<String, Map<String, String>> environments = new LinkedHashMap<>();

    private ArbiterSystem(RealPostgres postgres, RealKafka kafka, RealKeycloak keycloak, Path repo, Path work) {
        this.postgres = postgres;
        this.kafka = kafka;
        this.keycloak = keycloak;
        this.repo = repo;
        this.work = work;
    }

    /** The running system, started on first use and stopped when the JVM exits. */
    static synchronized ArbiterSystem get() throws Exception {
        if (running == null) {
            running = start();
            Runtime.getRuntime().addShutdownHook(new Thread(ArbiterSystem::stopIfRunning));
        }
        return running;
    }

    private static ArbiterSystem start() throws Exception {
        Path repo = Path.of(System.getProperty("arbiter.repo", "..")).toAbsolutePath().normalize();
        Path work = Path.of("target", "system").toAbsolutePath();
        RealPostgres postgres = RealPostgres.start(work.resolve("postgres"));
        RealKafka kafka = RealKafka.start(work.resolve("kafka"));
        RealKeycloak.Database keycloakDatabase = new RealKeycloak.Database(
                postgres.createDatabaseIfMissing(LocalInfra.KEYCLOAK_DATABASE), postgres.user(), postgres.password());
        RealKeycloak keycloak = RealKeycloak.start(ServiceProcess.freePort(), work.resolve("keycloak.log"), null, keycloakDatabase);
        ArbiterSystem system = new ArbiterSystem(postgres, kafka, keycloak, repo, work);
        system.keycloakDatabase = keycloakDatabase;
        try {
            Map<String, String> env = LocalInfra.serviceEnvironment(postgres, kafka, keycloak);
            for (String module : SERVICES) {
                Map<String, String> moduleEnv = new LinkedHashMap<>(env);
                if (module.equals("rating-service")) {
                    // the live board flags a table idle after 20 s here (BoardBrowserIT waits for it), not 5 min
                    moduleEnv.put("RATING_BOARD_IDLE_AFTER_SECONDS", Integer.toString(BOARD_IDLE_AFTER_SECONDS));
                }
                system.startService(module, ServiceProcess.freePort(), moduleEnv);
            }
            Map<String, String> consoleEnv = new LinkedHashMap<>(env);
            for (String module : SERVICES) {
                // console.game-service-url, ... (ServiceRoutes)
                consoleEnv.put("CONSOLE_" + module.toUpperCase().replace('-', '_') + "_URL", system.url(module));
            }
            int consolePort = ServiceProcess.freePort();
            KeycloakAdmin.allowWebOrigin(keycloak, "arbiter-web", "http://127.0.0.1:" + consolePort);
            system.startService(CONSOLE, consolePort, consoleEnv);
            for (ServiceProcess service : system.services.values()) {
                service.awaitReady(Duration.ofSeconds(90));
            }
            return system;
        } catch (Exception | Error e) {
            system.close();
            throw e;
        }
    }

    /** Stops the system if it runs; called when the test session closes and, as a fallback, at JVM exit. */
    static synchronized void stopIfRunning() {
        if (running != null) {
            try {
                running.close();
            } catch (Exception e) {
                e.printStackTrace();
            }
            running = null;
        }
    }

    private void startService(String module, int port, Map<String, String> env) throws IOException {
        environments.put(module, env);
        services.put(module, ServiceProcess.start(repo, module, port, env, work.resolve("logs")));
    }

    String url(String module) {
        return services.get(module).baseUrl();
    }

    /** SIGKILL of a service; {@link #restart} starts it again. */
    synchronized void kill(String module) throws InterruptedException {
        services.get(module).kill();
    }

    /** Starts a killed service again on its port with its environment, and waits until it is ready. */
    void restart(String module, Duration timeout) throws IOException, InterruptedException {
        ServiceProcess started;
        synchronized (this) {
            started = ServiceProcess.start(repo, module, services.get(module).port(), environments.get(module), work.resolve("logs"));
            services.put(module, started);
        }
        started.awaitReady(timeout);
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

    RealKafka kafka() {
        return kafka;
    }

    @Override
    public RealPostgres postgres() {
        return postgres;
    }

    /** A Keycloak user beyond the realm's demo users (password: his name) with these realm roles. */
    void addUser(String username, String... roles) {
        KeycloakAdmin.addUser(keycloak, username, roles);
    }

    /** Stops Keycloak and starts it again on the same port and database (what a restart of the venue's server does). */
    synchronized void restartKeycloak() {
        int port = java.net.URI.create(keycloak.baseUrl()).getPort();
        keycloak.close();
        keycloak = RealKeycloak.start(port, work.resolve("keycloak-restarted.log"), null, keycloakDatabase);
    }

    /** Ends every Keycloak session of {@code user}: his refresh tokens are refused from now on. */
    void endSessions(String user) {
        KeycloakAdmin.endSessions(keycloak, user);
    }

    /** The realm's address ({@code http://127.0.0.1:P/realms/arbiter}). */
    String issuerUrl() {
        return keycloak.issuerUrl();
    }

    String token(String user) {
        return new TokenClient(keycloak.issuerUrl()).accessToken(user);
    }

    @Override
    public synchronized void close() throws Exception {
        List<Exception> failures = new ArrayList<>();
        services.values().forEach(ServiceProcess::terminate);     // all at once: each stops in parallel
        for (ServiceProcess service : services.values()) {
            try {
                service.close();
            } catch (Exception e) {
                failures.add(e);
            }
        }
        services.clear();
        for (AutoCloseable part : List.<AutoCloseable>of(kafka, keycloak, postgres)) {
            try {
                part.close();
            } catch (Exception e) {
                failures.add(e);
            }
        }
        if (!failures.isEmpty()) {
            throw failures.getFirst();
        }
    }
}
