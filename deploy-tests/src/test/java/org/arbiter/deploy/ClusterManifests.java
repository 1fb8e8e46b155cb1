package org.arbiter.deploy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The objects one kustomization makes: {@code k8s/base} read file by file, an overlay rendered by
 * {@code kubectl kustomize} (kubectl is on the project's machines; where it is not, the overlays are not rendered).
 */
record ClusterManifests(String kustomization, List<Manifest> objects) {

    static final Path K8S = Repo.path("k8s");

    static ClusterManifests base() {
        List<Manifest> objects = new ArrayList<>();
        for (String file : KustomizationFiles.of(K8S.resolve("base")).resources()) {
            objects.addAll(Manifest.read("k8s/base/" + file, read(K8S.resolve("base").resolve(file))));
        }
        return new ClusterManifests("base", objects);
    }

    static boolean kubectlPresent() {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(":"))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, "kubectl")));
    }

    /** {@code kubectl kustomize k8s/<overlay>}: the overlay as it would be applied. */
    static ClusterManifests rendered(String overlay) {
        try {
            Process kubectl = new ProcessBuilder("kubectl", "kustomize", K8S.resolve(overlay).toString())
                    .redirectErrorStream(true).start();
            String output = new String(kubectl.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!kubectl.waitFor(60, TimeUnit.SECONDS) || kubectl.exitValue() != 0) {
                throw new AssertionError("kubectl kustomize " + overlay + " failed:\n" + output);
            }
            return new ClusterManifests(overlay, Manifest.read("kubectl kustomize k8s/" + overlay, output));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    List<Manifest> ofKind(String kind) {
        return objects.stream().filter(m -> m.kind().equals(kind)).toList();
    }

    Manifest one(String kind) {
        List<Manifest> all = ofKind(kind);
        if (all.size() != 1) {
            throw new AssertionError(kustomization + ": expected one " + kind + ", found " + all);
        }
        return all.get(0);
    }

    Manifest named(String kind, String name) {
        return ofKind(kind).stream().filter(m -> m.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError(kustomization + ": no " + kind + " " + name));
    }

    <T> List<T> typed(String kind, Class<T> model) {
        return ofKind(kind).stream().map(m -> m.as(model)).toList();
    }

    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String toString() {
        return kustomization;
    }
}
