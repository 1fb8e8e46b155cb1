package org.arbiter.deploy;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The paths one {@code kustomization.yaml} names: its resources, components and patch files. */
record KustomizationFiles(Path dir, String kind, List<String> resources, List<String> components, List<String> patches) {

    static KustomizationFiles of(Path dir) {
        try {
            JsonNode k = Manifest.TREES.readTree(dir.resolve("kustomization.yaml").toFile());
            List<String> patches = new ArrayList<>();
            k.path("patches").forEach(p -> {
                if (p.has("path")) {
                    patches.add(p.path("path").asText());
                }
            });
            k.path("patchesStrategicMerge").forEach(p -> patches.add(p.asText()));
            return new KustomizationFiles(dir, k.path("kind").asText(), texts(k.path("resources")),
                    texts(k.path("components")), patches);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> texts(JsonNode array) {
        List<String> list = new ArrayList<>();
        array.forEach(item -> list.add(item.asText()));
        return list;
    }
}
