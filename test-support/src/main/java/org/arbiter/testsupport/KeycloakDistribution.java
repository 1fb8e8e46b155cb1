package org.arbiter.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * The Keycloak server distribution ({@code org.keycloak:keycloak-quarkus-dist} zip from Maven Central) on disk for
 * {@link RealKeycloak}: unpacked once per machine into {@code ~/.cache/arbiter/keycloak-VERSION} (override: system
 * property {@code arbiter.keycloak.home} or env {@code ARBITER_KEYCLOAK_HOME}), the realm file in its import folder.
 */
final class KeycloakDistribution {

    static final String VERSION = Infra.buildProperty("keycloak.version") != null
            ? Infra.buildProperty("keycloak.version") : "26.7.3";

    private static final String UNPACKED_MARKER = ".arbiter-unpacked";

    private KeycloakDistribution() {
    }

    /** The distribution directory (unpacked by {@link #unpackIfMissing}). */
    static Path home() {
        String override = System.getProperty("arbiter.keycloak.home", System.getenv("ARBITER_KEYCLOAK_HOME"));
        if (override != null && !override.isBlank()) {
            return Path.of(override).toAbsolutePath();
        }
        return Path.of(System.getProperty("user.home"), ".cache", "arbiter", "keycloak-" + VERSION);
    }

    /**
     * A second distribution directory beside {@link #home()} for Keycloak on PostgreSQL: the database is one of
     * Keycloak's build options, and one directory built for each keeps either from re-running the slow build step.
     */
    static Path postgresHome() {
        Path home = home();
        return home.resolveSibling(home.getFileName() + "-postgres");
    }

    /** Unpacks the zip into {@code home} unless a complete unpacking is there (atomically: a half-done one is not). */
    static void unpackIfMissing(Path home) throws IOException {
        if (Files.exists(home.resolve(UNPACKED_MARKER))) {
            return;
        }
        Path zip = locateZip();
        Path tmp = home.resolveSibling(home.getFileName() + ".unpacking");
        Infra.deleteRecursively(tmp);
        Infra.deleteRecursively(home);
        Files.createDirectories(tmp);
        String prefix = "keycloak-" + VERSION + "/";
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry entry; (entry = in.getNextEntry()) != null; ) {
                String name = entry.getName().startsWith(prefix) ? entry.getName().substring(prefix.length())
                        : entry.getName();
                if (name.isEmpty()) {
                    continue;
                }
                Path target = tmp.resolve(name).normalize();
                if (!target.startsWith(tmp)) {
                    throw new IOException("Bad zip entry " + entry.getName());
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                } else {
                    Files.createDirectories(target.getParent());
                    Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
                    if (name.startsWith("bin/") && name.endsWith(".sh")) {
                        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
                    }
                }
            }
        }
        Files.writeString(tmp.resolve(UNPACKED_MARKER), zip + "\n");
        Files.move(tmp, home, StandardCopyOption.ATOMIC_MOVE);
    }

    /** The zip that the build of test-support resolved; else the standard place in the local Maven repository. */
    static Path locateZip() {
        List<Path> candidates = new ArrayList<>();
        String explicit = System.getProperty("arbiter.keycloak.zip", System.getenv("ARBITER_KEYCLOAK_ZIP"));
        if (explicit != null) {
            candidates.add(Path.of(explicit));
        }
        String fromBuild = Infra.buildProperty("keycloak.zip");
        if (fromBuild != null) {
            candidates.add(Path.of(fromBuild));
        }
        String repo = System.getProperty("maven.repo.local");
        Path relative = Path.of("org", "keycloak", "keycloak-quarkus-dist", VERSION,
                "keycloak-quarkus-dist-" + VERSION + ".zip");
        if (repo != null) {
            candidates.add(Path.of(repo).resolve(relative));
        }
        candidates.add(Path.of(System.getProperty("user.home"), ".m2", "repository").resolve(relative));
        return candidates.stream().filter(Files::isRegularFile).findFirst().orElseThrow(() ->
                new IllegalStateException("The Keycloak distribution zip is not in the local Maven repository; "
                        + "build test-support first (./mvnw -B -pl test-support -am install -DskipTests) or run "
                        + "./mvnw dependency:get -Dartifact=org.keycloak:keycloak-quarkus-dist:" + VERSION
                        + ":zip. Looked at " + candidates));
    }

    /** Puts the realm file (a classpath resource) where {@code --import-realm} reads it, unless it is there already. */
    static void installRealm(Path home, String resource) throws IOException {
        Path importDir = home.resolve("data").resolve("import");
        Files.createDirectories(importDir);
        byte[] realm;
        try (InputStream in = KeycloakDistribution.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Missing resource " + resource);
            }
            realm = in.readAllBytes();
        }
        Path target = importDir.resolve("arbiter-realm.json");
        if (!Files.exists(target) || !Arrays.equals(Files.readAllBytes(target), realm)) {
            Path tmp = Files.createTempFile(importDir, "arbiter-realm", ".tmp");
            Files.write(tmp, realm);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        }
    }
}
