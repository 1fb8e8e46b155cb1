package org.arbiter.deploy;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A service's JVM options ({@code src/main/jvm/java.options}, a {@code java @file}): the file every deployment starts
 * the service with, and the bounds it sets on the JVM's memory (docs/deploy.md "Memory per service").
 */
record JvmOptions(List<String> options) {

    static final String FILE = "src/main/jvm/java.options";
    /** The resident memory each service was sized for after a 1,000-game tournament (issue 16 part 5). */
    static final long RESIDENT_TARGET = 256L << 20;
    /** What the JVM holds outside the bounded areas: thread stacks, GC, symbols, malloc arenas, class data sharing. */
    static final long NATIVE_MARGIN = 64L << 20;

    static JvmOptions of(String module) {
        return new JvmOptions(Arrays.stream(Repo.read(module + "/" + FILE).split("\n"))
                .map(line -> line.replaceFirst("#.*", "").trim()).filter(line -> !line.isEmpty()).toList());
    }

    /** Heap, metaspace, code cache and direct buffers: what the options cap; each must be set. */
    long boundedBytes() {
        return size("-Xmx") + size("-XX:MaxMetaspaceSize=") + size("-XX:ReservedCodeCacheSize=") + size("-XX:MaxDirectMemorySize=");
    }

    long size(String prefix) {
        String value = options.stream().filter(o -> o.startsWith(prefix)).reduce((a, b) -> b)
                .orElseThrow(() -> new AssertionError("no " + prefix + " in " + options)).substring(prefix.length());
        long unit = switch (value.toLowerCase(Locale.ROOT).charAt(value.length() - 1)) {
            case 'k' -> 1L << 10;
            case 'm' -> 1L << 20;
            case 'g' -> 1L << 30;
            default -> 1;
        };
        return Long.parseLong(unit == 1 ? value : value.substring(0, value.length() - 1)) * unit;
    }
}
