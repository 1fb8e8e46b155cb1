package org.arbiter.system;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A second device on this machine: a Linux network namespace with its own address (10.77.0.2), joined to this host's
 * side (10.77.0.1) by a veth pair, made by the test as root with iproute2 and removed afterwards. Only these two
 * addresses are ever used. Its link can go down and come back as a venue's Wi-Fi does.
 */
final class TabletHost implements AutoCloseable {

    static final String NAMESPACE = "arbiter-tab";
    static final String SERVER_ADDRESS = "10.77.0.1";
    static final String TABLET_ADDRESS = "10.77.0.2";
    private static final String SERVER_LINK = "arb-srv";
    private static final String TABLET_LINK = "arb-tab";

    /** What a command printed, and its exit code. */
    record Result(int exit, String output) {
    }

    private TabletHost() {
    }

    /** Makes the namespace and the pair (after removing what a killed run may have left). */
    static TabletHost create() throws IOException, InterruptedException {
        Result root = host("id", "-u");
        if (!root.output().trim().equals("0")) {
            throw new IllegalStateException("the tablet's network namespace needs root (CI runs as root); id -u = " + root.output());
        }
        host("ip", "netns", "del", NAMESPACE);
        host("ip", "link", "del", SERVER_LINK);
        TabletHost tablet = new TabletHost();
        tablet.must("ip", "netns", "add", NAMESPACE);
        tablet.must("ip", "link", "add", SERVER_LINK, "type", "veth", "peer", "name", TABLET_LINK);
        tablet.must("ip", "link", "set", TABLET_LINK, "netns", NAMESPACE);
        tablet.must("ip", "addr", "add", SERVER_ADDRESS + "/24", "dev", SERVER_LINK);
        tablet.must("ip", "link", "set", SERVER_LINK, "up");
        tablet.must(inside("ip", "addr", "add", TABLET_ADDRESS + "/24", "dev", TABLET_LINK));
        tablet.must(inside("ip", "link", "set", TABLET_LINK, "up"));
        tablet.must(inside("ip", "link", "set", "lo", "up"));
        return tablet;
    }

    /** The tablet's Wi-Fi drops: its end of the pair goes down. */
    void linkDown() throws IOException, InterruptedException {
        must(inside("ip", "link", "set", TABLET_LINK, "down"));
    }

    /** ... and comes back. */
    void linkUp() throws IOException, InterruptedException {
        must(inside("ip", "link", "set", TABLET_LINK, "up"));
    }

    /** Whether a TCP connection from the tablet to the server's {@code port} is accepted (3 s at most). */
    boolean reaches(int port) throws IOException, InterruptedException {
        return run(inside("timeout", "3", "bash", "-c", "exec 3<>/dev/tcp/" + SERVER_ADDRESS + "/" + port)).exit() == 0;
    }

    /** A command run on the tablet. */
    Result run(List<String> command) throws IOException, InterruptedException {
        return host(command.toArray(String[]::new));
    }

    /** A long-running program on the tablet with these environment variables, its output in {@code log}. */
    Process start(Map<String, String> env, Path log, String... command) throws IOException {
        List<String> line = new ArrayList<>(List.of("ip", "netns", "exec", NAMESPACE, "env"));
        env.forEach((key, value) -> line.add(key + "=" + value));
        line.addAll(List.of(command));
        return new ProcessBuilder(line).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    static List<String> inside(String... command) {
        List<String> line = new ArrayList<>(List.of("ip", "netns", "exec", NAMESPACE));
        line.addAll(List.of(command));
        return line;
    }

    private void must(String... command) throws IOException, InterruptedException {
        must(List.of(command));
    }

    private void must(List<String> command) throws IOException, InterruptedException {
        Result result = run(command);
        if (result.exit() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed (" + result.exit() + "): " + result.output());
        }
    }

    private static Result host(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException(String.join(" ", command) + " did not finish in 30 s");
        }
        return new Result(process.exitValue(), output);
    }

    /** Removes the namespace (and with it the pair). */
    @Override
    public void close() throws IOException, InterruptedException {
        host("ip", "netns", "del", NAMESPACE);
        host("ip", "link", "del", SERVER_LINK);
    }
}
