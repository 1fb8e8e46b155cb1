package org.arbiter.testsupport;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * One instance of each real part per JVM, even when Quarkus loads the test resources in several class loaders:
 * the running part's configuration is kept in system properties ({@code arbiter.shared.<part>.<key>}), which
 * every class loader sees. The copy of this class that started a part stops it in {@link #stop} (Quarkus calls
 * the resource's stop at the end of the tests) or, at the latest, in a JVM shutdown hook.
 */
final class JvmShared {

    private static final String PREFIX = "arbiter.shared.";
    private static final Map<String, AutoCloseable> OWNED = new ConcurrentHashMap<>();

    record Started(AutoCloseable resource, Map<String, String> config) {
    }

    private JvmShared() {
    }

    /** The configuration of the running part, starting it with {@code starter} when this JVM has none yet. */
    static Map<String, String> getOrStart(String part, Supplier<Started> starter) {
        String marker = PREFIX + part;
        // a JVM-wide lock (interned strings are shared by every class loader)
        synchronized (marker.intern()) {
            if (!"started".equals(System.getProperty(marker))) {
                Started started = starter.get();
                OWNED.put(part, started.resource());
                Runtime.getRuntime().addShutdownHook(new Thread(() -> close(part), "arbiter-stop-" + part));
                started.config().forEach((key, value) -> System.setProperty(marker + "." + key, value));
                System.setProperty(marker, "started");
            }
            return config(marker);
        }
    }

    /** Stops the part if this copy of the class started it (otherwise its owner stops it on JVM exit). */
    static void stop(String part) {
        String marker = PREFIX + part;
        synchronized (marker.intern()) {
            if (OWNED.containsKey(part)) {
                close(part);
                System.clearProperty(marker);
                for (String name : config(marker).keySet()) {
                    System.clearProperty(marker + "." + name);
                }
            }
        }
    }

    private static void close(String part) {
        AutoCloseable resource = OWNED.remove(part);
        if (resource != null) {
            try {
                resource.close();
            } catch (Exception e) {
                System.err.println("Stopping " + part + " failed: " + e);
            }
        }
    }

    private static Map<String, String> config(String marker) {
        Map<String, String> config = new LinkedHashMap<>();
        String keyPrefix = marker + ".";
        for (String name : System.getProperties().stringPropertyNames()) {
            if (name.startsWith(keyPrefix)) {
                config.put(name.substring(keyPrefix.length()), System.getProperty(name));
            }
        }
        return config;
    }
}
