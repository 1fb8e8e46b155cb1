package org.arbiter.deploy;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * The schema of every kind the manifests use, by {@code apiVersion/kind}, as a cluster's API server holds it:
 * Kubernetes 1.36's OpenAPI definitions for its own kinds, and each operator's CRDs (the {@code openAPIV3Schema} of
 * the version served) for theirs, vendored with their releases named (deploy-tests/src/test/resources/README.md).
 * Both are JSON schemas of OpenAPI's subset of draft 4, checked with networknt's json-schema-validator,
 * read the way {@code kubectl apply} (strict field validation) has the API server read an object:
 * <ul>
 *   <li>a field a schema does not declare is refused, unless the schema keeps unknown fields
 *       ({@code x-kubernetes-preserve-unknown-fields}) or describes a map ({@code additionalProperties});</li>
 *   <li>an int-or-string ({@code format: int-or-string}, {@code x-kubernetes-int-or-string}) takes either, and a
 *       quantity a string or a number.</li>
 * </ul>
 */
final class ObjectSchemas {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String RESOURCES = "deploy-tests/src/test/resources/";
    private static final String KUBERNETES = RESOURCES + "schemas/kubernetes-1.36/kubernetes-1.36-definitions.json";
    private static final String QUANTITY = "io.k8s.apimachinery.pkg.api.resource.Quantity";

    /** Each operator's release and the CRD files of the kinds the manifests use. */
    static final Map<String, List<String>> CRDS = Map.of(
            "strimzi-1.0.1", List.of("040-Crd-kafka.yaml", "043-Crd-kafkatopic.yaml", "045-Crd-kafkanodepool.yaml"),
            "cloudnative-pg-1.30.0", List.of("postgresql.cnpg.io_clusters.yaml", "postgresql.cnpg.io_databases.yaml",
                    "postgresql.cnpg.io_scheduledbackups.yaml"),
            "keycloak-operator-26.0.0", List.of("keycloaks.k8s.keycloak.org-v1.yml",
                    "keycloakrealmimports.k8s.keycloak.org-v1.yml"),
            "keda-2.20.2", List.of("keda.sh_scaledobjects.yaml"),
            "prometheus-operator-0.93.0", List.of("monitoring.coreos.com_podmonitors.yaml",
                    "monitoring.coreos.com_prometheusrules.yaml"),
            "cert-manager-1.21.1", List.of("cert-manager.io_clusterissuers.yaml"));

    private static ObjectSchemas loaded;

    private final Map<String, Schema> byType;

    private ObjectSchemas(Map<String, Schema> byType) {
        this.byType = byType;
    }

    static synchronized ObjectSchemas load() {
        if (loaded == null) {
            SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_4);
            Map<String, Schema> byType = new TreeMap<>();
            kubernetes(registry, byType);
            CRDS.forEach((release, files) -> files.forEach(file -> crd(registry, release, file, byType)));
            loaded = new ObjectSchemas(byType);
        }
        return loaded;
    }

    /** {@code apiVersion/kind} of every kind with a schema. */
    Set<String> types() {
        return byType.keySet();
    }

    /** What the schema of the object's kind refuses in it: nothing for a valid object. */
    List<Error> validate(JsonNode object) {
        String type = object.path("apiVersion").asString() + "/" + object.path("kind").asString();
        Schema schema = byType.get(type);
        if (schema == null) {
            throw new AssertionError("no schema for " + type);
        }
        return schema.validate(object);
    }

    List<Error> validate(Manifest manifest) {
        return validate(JSON.readTree(manifest.tree().toString()));
    }

    private static void kubernetes(SchemaRegistry registry, Map<String, Schema> byType) {
        ObjectNode definitions = (ObjectNode) JSON.readTree(Repo.read(KUBERNETES)).get("definitions");
        definitions.set(QUANTITY, JSON.readTree("{\"anyOf\": [{\"type\": \"string\"}, {\"type\": \"number\"}]}"));
        definitions.forEach(ObjectSchemas::strict);
        for (var definition : definitions.properties()) {
            for (JsonNode gvk : definition.getValue().path("x-kubernetes-group-version-kind")) {
                String group = gvk.path("group").asString();
                String apiVersion = (group.isEmpty() ? "" : group + "/") + gvk.path("version").asString();
                ObjectNode root = JSON.createObjectNode();
                root.putArray("allOf").addObject().put("$ref", "#/definitions/" + definition.getKey());
                root.set("definitions", definitions);
                byType.put(apiVersion + "/" + gvk.path("kind").asString(), registry.getSchema(root));
            }
        }
    }

    private static void crd(SchemaRegistry registry, String release, String file, Map<String, Schema> byType) {
        JsonNode crd = new YAMLMapper().readTree(Repo.read(RESOURCES + "crds/" + release + "/" + file));
        String group = crd.path("spec").path("group").asString();
        String kind = crd.path("spec").path("names").path("kind").asString();
        for (JsonNode version : crd.path("spec").path("versions")) {
            if (version.path("served").asBoolean()) {
                ObjectNode schema = (ObjectNode) version.path("schema").path("openAPIV3Schema").deepCopy();
                // every object has these, declared in its CRD or not (the API server adds them to every schema)
                ObjectNode root = (ObjectNode) schema.get("properties");
                root.putIfAbsent("apiVersion", JSON.readTree("{\"type\": \"string\"}"));
                root.putIfAbsent("kind", JSON.readTree("{\"type\": \"string\"}"));
                root.putIfAbsent("metadata", JSON.readTree("{\"type\": \"object\"}"));
                if (kind.equals("Keycloak")) {
                    ingressTlsSecretSince26_0_0(schema);
                }
                strict(schema);
                byType.put(group + "/" + version.path("name").asString() + "/" + kind, registry.getSchema(schema));
            }
        }
    }

    /**
     * {@code spec.ingress.tlsSecret}, a string, which the Keycloak operator's {@code IngressSpec} gained after 26.0.0
     * (the newest CRD vendored; the operator docs/deploy.md names is 26.7.3): the one field the manifests use that
     * 26.0.0's schema lacks.
     */
    private static void ingressTlsSecretSince26_0_0(ObjectNode schema) {
        ObjectNode ingress = (ObjectNode) schema.at("/properties/spec/properties/ingress/properties");
        ingress.putIfAbsent("tlsSecret", JSON.readTree("{\"type\": \"string\"}"));
    }

    /** The API server's reading, in JSON schema's words (see the class comment), on a schema and those in it. */
    private static void strict(JsonNode node) {
        if (!(node instanceof ObjectNode schema)) {
            return;
        }
        for (String keyword : List.of("properties", "patternProperties", "definitions")) {
            schema.path(keyword).forEach(ObjectSchemas::strict);
        }
        for (String keyword : List.of("allOf", "anyOf", "oneOf")) {
            schema.path(keyword).forEach(ObjectSchemas::strict);
        }
        for (String keyword : List.of("items", "additionalProperties", "not")) {
            strict(schema.get(keyword));
        }
        if (schema.path("x-kubernetes-int-or-string").asBoolean()
                || schema.path("format").asString().equals("int-or-string")) {
            schema.remove("type");
            schema.remove("format");
            if (!schema.has("anyOf")) {
                ArrayNode either = schema.putArray("anyOf");
                either.addObject().put("type", "integer");
                either.addObject().put("type", "string");
            }
        }
        if (schema.get("properties") instanceof ObjectNode && !schema.has("additionalProperties")
                && !schema.path("x-kubernetes-preserve-unknown-fields").asBoolean()) {
            schema.put("additionalProperties", false);
        }
    }
}
