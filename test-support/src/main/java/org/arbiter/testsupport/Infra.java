package org.arbiter.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Properties;

/** Small helpers shared by the real parts (ports, directories, build facts). */
final class Infra {

    static final String LOOPBACK = "127.0.0.1";

    private static final Properties BUILD = loadBuildProperties();

    private Infra() {
    }

    /** A free TCP port on 127.0.0.1 (the OS picks it; a race with another process is unlikely). */
    static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(LOOPBACK))) {
            socket.setReuseAddress(true);
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("No free port on " + LOOPBACK, e);
        }
    }

    /** True when something already listens on 127.0.0.1:port. */
    static boolean listening(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new java.net.InetSocketAddress(LOOPBACK, port), 300);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** Fails with a clear message when the port is taken. */
    static void requireFreePort(int port, String what) {
        if (listening(port)) {
            throw new IllegalStateException(what + ": port " + port + " on " + LOOPBACK
                    + " is already in use (is another Arbiter local mode or test still running?)");
        }
    }

    static void deleteRecursively(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try {
            Files.walkFileTree(dir, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.delete(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path d, IOException exc) throws IOException {
                    Files.delete(d);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot delete " + dir, e);
        }
    }

    /** {@code <module>/target/arbiter-infra/<name>}: where the test resources keep their state. */
    static Path testDir(String name) {
        return Path.of(System.getProperty("user.dir")).toAbsolutePath().resolve("target").resolve("arbiter-infra")
                .resolve(name);
    }

    /** A fact written by the build of test-support (see resources-filtered/.../infra.properties). */
    static String buildProperty(String key) {
        String value = BUILD.getProperty(key);
        if (value == null || value.isBlank() || value.startsWith("${")) {
            return null;
        }
        return value;
    }

    private static Properties loadBuildProperties() {
        Properties properties = new Properties();
        try (InputStream in = Infra.class.getResourceAsStream("infra.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties;
    }

    private static volatile boolean loggingReady;

    /**
     * Initialises JUL and SLF4J once, on one thread: Kafka, the PostgreSQL driver, ProcessBuilder and Quarkus'
     * log manager initialising them concurrently from several starting threads can deadlock.
     */
    static void initLogging() {
        if (loggingReady) {
            return;
        }
        synchronized (Infra.class) {
            if (!loggingReady) {
                java.util.logging.LogManager.getLogManager();
                System.getLogger(Infra.class.getName());
                org.slf4j.LoggerFactory.getLogger(Infra.class);
                loggingReady = true;
            }
        }
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted", e);
        }
    }
}
