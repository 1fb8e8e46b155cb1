package org.arbiter.deploy;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.introspect.Annotated;
import com.fasterxml.jackson.databind.introspect.JacksonAnnotationIntrospector;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One Kubernetes object of a manifest file: its tree, and its typed model where one is on Maven Central (fabric8's
 * Kubernetes model, Strimzi's API), read strictly: a field the model does not know fails the read (the models'
 * catch-all {@code additionalProperties} is switched off).
 */
record Manifest(String source, JsonNode tree, Object typed) {

    static final ObjectMapper TREES = new YAMLMapper();
    static final ObjectMapper STRICT = YAMLMapper.builder()
            .annotationIntrospector(new JacksonAnnotationIntrospector() {
                @Override
                public Boolean hasAnySetter(Annotated annotated) {
                    return Boolean.FALSE;
                }
            })
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    /** The typed models, by {@code apiVersion/kind}; other kinds are checked field by field (their operators'). */
    static final Map<String, Class<?>> MODELS = Map.ofEntries(
            Map.entry("v1/ConfigMap", io.fabric8.kubernetes.api.model.ConfigMap.class),
            Map.entry("v1/Namespace", io.fabric8.kubernetes.api.model.Namespace.class),
            Map.entry("v1/Service", io.fabric8.kubernetes.api.model.Service.class),
            Map.entry("apps/v1/Deployment", io.fabric8.kubernetes.api.model.apps.Deployment.class),
            Map.entry("policy/v1/PodDisruptionBudget", io.fabric8.kubernetes.api.model.policy.v1.PodDisruptionBudget.class),
            Map.entry("networking.k8s.io/v1/NetworkPolicy", io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicy.class),
            Map.entry("networking.k8s.io/v1/Ingress", io.fabric8.kubernetes.api.model.networking.v1.Ingress.class),
            Map.entry("autoscaling/v2/HorizontalPodAutoscaler",
                    io.fabric8.kubernetes.api.model.autoscaling.v2.HorizontalPodAutoscaler.class),
            Map.entry("kafka.strimzi.io/v1/Kafka", io.strimzi.api.kafka.model.kafka.Kafka.class),
            Map.entry("kafka.strimzi.io/v1/KafkaNodePool", io.strimzi.api.kafka.model.nodepool.KafkaNodePool.class),
            Map.entry("kafka.strimzi.io/v1/KafkaTopic", io.strimzi.api.kafka.model.topic.KafkaTopic.class));

    /**
     * The kinds without a model on Maven Central: CloudNativePG's, the Keycloak operator's, KEDA's, the Prometheus
     * Operator's, cert-manager's.
     */
    static final List<String> UNTYPED = List.of("postgresql.cnpg.io/v1/Cluster", "postgresql.cnpg.io/v1/Database",
            "postgresql.cnpg.io/v1/ScheduledBackup", "k8s.keycloak.org/v2alpha1/Keycloak",
            "k8s.keycloak.org/v2alpha1/KeycloakRealmImport", "keda.sh/v1alpha1/ScaledObject",
            "monitoring.coreos.com/v1/PodMonitor", "monitoring.coreos.com/v1/PrometheusRule",
            "cert-manager.io/v1/ClusterIssuer");

    /** Every object of a YAML text (several documents), each read into its model. */
    static List<Manifest> read(String source, String yaml) {
        List<Manifest> manifests = new ArrayList<>();
        try (var documents = TREES.readerFor(JsonNode.class).<JsonNode>readValues(yaml)) {
            while (documents.hasNext()) {
                JsonNode tree = documents.next();
                if (tree == null || tree.isNull() || tree.isMissingNode()) {
                    continue;
                }
                manifests.add(new Manifest(source, tree, typed(source, tree)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(source + ": " + e.getMessage(), e);
        }
        return manifests;
    }

    static Object typed(String source, JsonNode tree) {
        String type = tree.path("apiVersion").asText() + "/" + tree.path("kind").asText();
        Class<?> model = MODELS.get(type);
        if (model == null) {
            if (!UNTYPED.contains(type)) {
                throw new AssertionError(source + ": no model for " + type);
            }
            return null;
        }
        try {
            return STRICT.treeToValue(tree, model);
        } catch (IOException e) {
            throw new AssertionError(source + ": " + type + " " + tree.path("metadata").path("name").asText()
                    + " does not read as " + model.getSimpleName() + ": " + e.getMessage(), e);
        }
    }

    String apiVersion() {
        return tree.path("apiVersion").asText();
    }

    String kind() {
        return tree.path("kind").asText();
    }

    String name() {
        return tree.path("metadata").path("name").asText();
    }

    JsonNode spec() {
        return tree.path("spec");
    }

    <T> T as(Class<T> model) {
        return model.cast(typed);
    }

    @Override
    public String toString() {
        return kind() + " " + name() + " (" + source + ")";
    }
}
