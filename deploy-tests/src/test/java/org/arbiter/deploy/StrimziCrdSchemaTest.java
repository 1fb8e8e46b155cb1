package org.arbiter.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * Strimzi's objects against the CRDs of the operator release that runs them: Strimzi 1.0.1 (commit 833dbbd), its
 * {@code packaging/install/cluster-operator/04*-Crd-*.yaml}, vendored in {@code src/test/resources/crds/strimzi-1.0.1}.
 * Each version's {@code openAPIV3Schema} is a JSON schema (OpenAPI 3.0's subset of draft 4; the
 * {@code x-kubernetes-*} keys are annotations to a validator), checked with networknt's json-schema-validator.
 */
class StrimziCrdSchemaTest {

    private static final String DIR = "deploy-tests/src/test/resources/crds/strimzi-1.0.1/";
    private static final List<String> FILES = List.of("040-Crd-kafka.yaml", "043-Crd-kafkatopic.yaml",
            "045-Crd-kafkanodepool.yaml");
    private static final ObjectMapper JSON = new ObjectMapper();

    /** kind → the schema of its v1 version. */
    private static Map<String, Schema> schemas() {
        Map<String, Schema> schemas = new TreeMap<>();
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_4);
        for (String file : FILES) {
            JsonNode crd = new YAMLMapper().readTree(Repo.read(DIR + file));
            assertThat(crd.path("spec").path("group").asString()).isEqualTo("kafka.strimzi.io");
            for (JsonNode version : crd.path("spec").path("versions")) {
                if (version.path("name").asString().equals("v1")) {
                    schemas.put(crd.path("spec").path("names").path("kind").asString(),
                            registry.getSchema(version.path("schema").path("openAPIV3Schema")));
                }
            }
        }
        assertThat(schemas).containsOnlyKeys("Kafka", "KafkaNodePool", "KafkaTopic");
        return schemas;
    }

    @ParameterizedTest
    @ValueSource(strings = {"base", "overlays/dev", "overlays/prod"})
    void everyStrimziObjectIsValidByItsCrd(String kustomization) {
        ClusterManifests cluster = kustomization.equals("base") ? ClusterManifests.base() : ClusterManifests.rendered(kustomization);
        Map<String, Schema> schemas = schemas();
        int checked = 0;
        for (Manifest manifest : cluster.objects()) {
            if (!manifest.apiVersion().startsWith("kafka.strimzi.io/")) {
                continue;
            }
            assertThat(manifest.apiVersion()).isEqualTo("kafka.strimzi.io/v1");
            Schema schema = schemas.get(manifest.kind());
            assertThat(schema).as(manifest.toString()).isNotNull();
            assertThat(schema.validate(JSON.readTree(manifest.tree().toString())))
                    .as(manifest.toString()).isEmpty();
            checked++;
        }
        // Kafka, its node pool and one KafkaTopic per topic of Topics.ALL
        assertThat(checked).isEqualTo(2 + org.arbiter.events.Topics.ALL.size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"base"})
    void theSchemaRefusesWhatStrimziWouldRefuse(String kustomization) {
        Manifest pool = ClusterManifests.base().one("KafkaNodePool");
        ObjectNode wrong = (ObjectNode) JSON.readTree(pool.tree().toString());
        ((ObjectNode) wrong.get("spec")).put("replicas", "three");
        ((ObjectNode) wrong.get("spec")).putArray("roles").add("leader");
        assertThat(schemas().get("KafkaNodePool").validate(wrong)).extracting(e -> e.getInstanceLocation().toString())
                .containsExactlyInAnyOrder("/spec/replicas", "/spec/roles/0");
    }
}
