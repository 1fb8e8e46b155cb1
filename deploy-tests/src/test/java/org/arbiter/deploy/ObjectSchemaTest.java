package org.arbiter.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.Error;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Every object the kustomizations make (the base as written, dev and prod as {@code kubectl kustomize} renders them)
 * against the schema a cluster holds for its kind: Kubernetes 1.36's for its own kinds, the CRDs of Strimzi 1.0.1,
 * CloudNativePG 1.30.0, the Keycloak operator 26.0.0, KEDA 2.20.2, the Prometheus Operator 0.93.0 and cert-manager
 * 1.21.1 for theirs ({@link ObjectSchemas}; sources in {@code deploy-tests/src/test/resources/README.md}).
 */
class ObjectSchemaTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = {"base", "overlays/dev", "overlays/prod"})
    void everyObjectIsValidByTheSchemaOfItsKind(String kustomization) {
        ClusterManifests cluster = kustomization.equals("base") ? ClusterManifests.base()
                : ClusterManifests.rendered(kustomization);
        ObjectSchemas schemas = ObjectSchemas.load();
        Map<String, Integer> checked = new TreeMap<>();
        for (Manifest manifest : cluster.objects()) {
            assertThat(schemas.validate(manifest)).as(manifest.toString()).isEmpty();
            checked.merge(manifest.apiVersion() + "/" + manifest.kind(), 1, Integer::sum);
        }
        // every object was checked, and every kind the manifests use has its schema
        assertThat(checked.values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(cluster.objects().size());
        assertThat(schemas.types()).containsAll(checked.keySet());
        assertThat(checked).containsKeys("apps/v1/Deployment", "v1/Service", "networking.k8s.io/v1/Ingress",
                "networking.k8s.io/v1/NetworkPolicy", "policy/v1/PodDisruptionBudget", "v1/ConfigMap",
                "kafka.strimzi.io/v1/Kafka", "postgresql.cnpg.io/v1/Cluster", "postgresql.cnpg.io/v1/ScheduledBackup",
                "k8s.keycloak.org/v2alpha1/Keycloak", "k8s.keycloak.org/v2alpha1/KeycloakRealmImport",
                "keda.sh/v1alpha1/ScaledObject", "monitoring.coreos.com/v1/PodMonitor",
                "monitoring.coreos.com/v1/PrometheusRule");
    }

    /**
     * A wrong field is refused where it is, by each source of schemas: a value of the wrong type or outside its
     * enumeration or pattern, and a field the kind does not declare (kubectl's strict field validation).
     */
    @ParameterizedTest(name = "{0} {1}: {2} = {3}")
    @CsvSource(delimiter = '|', textBlock = """
            Deployment       | game-service         | /spec/replicas                                      | "two"          | /spec/replicas
            Deployment       | game-service         | /spec/template/spec/containers/0/imagePullPolcy     | "Always"       | /spec/template/spec/containers/0
            Service          | game-service         | /spec/ports/0/protocol                              | 6              | /spec/ports/0/protocol
            Ingress          | arbiter              | /spec/tls/0/secret                                  | "x"            | /spec/tls/0
            NetworkPolicy    | arbiter-db-ingress   | /spec/ingress/0/from/0/podSelector/matchLabel       | {}             | /spec/ingress/0/from/0/podSelector
            KafkaNodePool    | dual-role            | /spec/roles/0                                       | "leader"       | /spec/roles/0
            Cluster          | arbiter-db           | /spec/backup/retentionPolicy                        | "30 days"      | /spec/backup/retentionPolicy
            ScheduledBackup  | arbiter-db-nightly   | /spec/method                                        | "tape"         | /spec/method
            Keycloak         | arbiter-keycloak     | /spec/instance                                      | 2              | /spec
            ScaledObject     | scoring-service      | /spec/minReplicaCount                               | "one"          | /spec/minReplicaCount
            PodMonitor       | arbiter-services     | /spec/podMetricsEndpoints/0/scheme                  | "ftp"          | /spec/podMetricsEndpoints/0/scheme
            PrometheusRule   | arbiter              | /spec/groups/0/rules/0/for                          | "ten minutes"  | /spec/groups/0/rules/0/for
            """)
    void aWrongFieldIsRefusedWhereItIs(String kind, String name, String field, String value, String refusedAt) {
        JsonNode object = JSON.readTree(ClusterManifests.base().named(kind, name).tree().toString());
        assertThat(ObjectSchemas.load().validate(object)).as("the object as written").isEmpty();
        set(object, field, JSON.readTree(value));
        List<Error> errors = ObjectSchemas.load().validate(object);
        assertThat(errors).extracting(e -> e.getInstanceLocation().toString()).isNotEmpty().allMatch(refusedAt::equals);
    }

    @ParameterizedTest
    @ValueSource(strings = {"overlays/dev"})
    void aClusterIssuerWithAnUnknownIssuerTypeIsRefused(String overlay) {
        JsonNode issuer = JSON.readTree(ClusterManifests.rendered(overlay).one("ClusterIssuer").tree().toString());
        assertThat(ObjectSchemas.load().validate(issuer)).isEmpty();
        ((ObjectNode) issuer.get("spec")).putObject("selfsigned");
        assertThat(ObjectSchemas.load().validate(issuer)).extracting(e -> e.getInstanceLocation().toString())
                .containsOnly("/spec");
    }

    /**
     * The point-in-time restore of docs/deploy.md ("Backups and point-in-time recovery") is a Cluster CloudNativePG
     * takes, recovering from the object store and with the credentials the running cluster backs up to.
     */
    @Test
    void theGuidesPointInTimeRestoreIsAClusterCloudNativePgTakesFromTheBackupsObjectStore() {
        String guide = Repo.read("docs/deploy.md");
        String section = guide.substring(guide.indexOf("### Backups and point-in-time recovery"));
        int start = section.indexOf("```yaml\n") + "```yaml\n".length();
        String yaml = section.substring(start, section.indexOf("```", start)).stripIndent();
        JsonNode restore = JSON.readTree(Manifest.read("docs/deploy.md", yaml).get(0).tree().toString());
        assertThat(restore.path("kind").asString()).isEqualTo("Cluster");
        assertThat(ObjectSchemas.load().validate(restore)).isEmpty();

        JsonNode running = JSON.readTree(ClusterManifests.base().one("Cluster").tree().toString());
        JsonNode recovery = restore.at("/spec/bootstrap/recovery");
        assertThat(recovery.path("recoveryTarget").path("targetTime").asString()).isNotEmpty();
        JsonNode source = restore.at("/spec/externalClusters/0");
        assertThat(source.path("name").asString()).isEqualTo(recovery.path("source").asString())
                .isEqualTo(running.at("/metadata/name").asString());
        JsonNode store = running.at("/spec/backup/barmanObjectStore");
        assertThat(source.at("/barmanObjectStore/destinationPath")).isEqualTo(store.path("destinationPath"));
        assertThat(source.at("/barmanObjectStore/s3Credentials")).isEqualTo(store.path("s3Credentials"));
        assertThat(source.at("/barmanObjectStore/wal")).isEqualTo(store.path("wal"));
        assertThat(restore.at("/spec/imageName")).isEqualTo(running.at("/spec/imageName"));
    }

    /** Sets the field at a JSON pointer whose parent exists: a member of an object or an element of an array. */
    private static void set(JsonNode object, String pointer, JsonNode value) {
        int last = pointer.lastIndexOf('/');
        JsonNode parent = object.at(pointer.substring(0, last));
        String key = pointer.substring(last + 1);
        if (parent instanceof ObjectNode members) {
            members.set(key, value);
        } else {
            ((ArrayNode) parent).set(Integer.parseInt(key), value);
        }
    }
}
