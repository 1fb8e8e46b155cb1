package org.arbiter.system;

import java.io.IOException;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** One built service ({@code <module>/target/quarkus-app/quarkus-run.jar}) running as a child process. */
final class ServiceProcess implements AutoCloseable {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    private final String name;
    private final int port;
    private final Process process;
    private final Path log;

    private ServiceProcess(String name, int port, Process process, Path log) {
        this.name = name;
        this.port = port;
        this.process = process;
        this.log = log;
    }

    static ServiceProcess start(Path repo, String module, int port, Map<String, String> env, Path logDir) throws IOException {
        return start(repo, module, module, port, env, List.of(), logDir);
    }

    /**
     * Starts {@code module}'s jar as {@code name} (its log is {@code <name>.log}, appended to when it is started
     * again) with extra JVM options such as {@code -Dmp.messaging...=...}.
     */
    static ServiceProcess start(Path repo, String module, String name, int port, Map<String, String> env, List<String> jvmOptions,
            Path logDir) throws IOException {
        Path jar = repo.resolve(module).resolve("target/quarkus-app/quarkus-run.jar");
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(jar + " is missing: package the services first (mvn verify builds them before this module)");
        }
        Files.createDirectories(logDir);
        Path log = logDir.resolve(name + ".log");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // the module's JVM options, as ./arbiter-local and the image start it (docs/deploy.md "Memory per service")
        List<String> command = new ArrayList<>(List.of(java, "@" + repo.resolve(module).resolve("src/main/jvm/java.options")));
        command.addAll(jvmOptions);
        command.addAll(List.of("-jar", jar.toString()));
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        builder.environment().putAll(env);
        builder.environment().put("QUARKUS_HTTP_PORT", Integer.toString(port));
        builder.environment().put("MALLOC_ARENA_MAX", "2");
        // metrics and the OpenAPI document answer on the management interface: a free port, not the fixed one of local mode
        builder.environment().put("QUARKUS_MANAGEMENT_PORT", Integer.toString(freePort()));
        return new ServiceProcess(name, port, builder.start(), log);
    }

    int port() {
        return port;
    }

    boolean isAlive() {
        return process.isAlive();
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    /** Waits for the process to end by itself; its exit code, or null if it still runs after {@code timeout}. */
    Integer awaitExit(Duration timeout) throws InterruptedException {
        return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS) ? process.exitValue() : null;
    }

    /** What the process wrote (standard output and error). */
    String output() throws IOException {
        return Files.readString(log);
    }

    String baseUrl() {
        return "http://127.0.0.1:" + port;
    }

    /** Waits until {@code /q/health/ready} answers 200 (UP). */
    void awaitReady(Duration timeout) throws InterruptedException {
        Instant deadline = Instant.now().plus(timeout);
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new IllegalStateException(name + " exited with " + process.exitValue() + "; see " + log);
            }
            try {
                HttpResponse<String> ready = HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl() + "/q/health/ready"))
                        .timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.ofString());
                if (ready.statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(250);
        }
        throw new IllegalStateException(name + " not ready after " + timeout + "; see " + log);
    }

    /**
     * Waits until a port of the service accepts a connection. Readiness answers on the http port, which Quarkus may
     * serve before its other listeners (https) are bound: a test of those waits for them too.
     */
    void awaitListening(int port, Duration timeout) throws InterruptedException, IOException {
        Instant deadline = Instant.now().plus(timeout);
        while (true) {
            try (Socket socket = new Socket("127.0.0.1", port)) {
                return;
            } catch (ConnectException notYet) {
                if (!process.isAlive() || Instant.now().isAfter(deadline)) {
                    throw new IllegalStateException(name + " does not listen on port " + port + "; see " + log, notYet);
                }
            }
            Thread.sleep(50);
        }
    }

    /** SIGKILL (no shutdown hooks, no leaving the consumer group), waiting until the process is gone. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            throw new IllegalStateException(name + " did not die within 10 s of SIGKILL");
        }
    }

    /** Sends SIGTERM without waiting. */
    void terminate() {
        process.destroy();
    }

    /** SIGTERM, then SIGKILL if it does not stop within 20 s. */
    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(20, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }
}
