package org.arbiter.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvFromSource;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.HTTPGetAction;
import io.fabric8.kubernetes.api.model.LabelSelector;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.autoscaling.v2.HorizontalPodAutoscaler;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicy;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicyPeer;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicyPort;
import io.fabric8.kubernetes.api.model.policy.v1.PodDisruptionBudget;
import io.strimzi.api.kafka.model.kafka.Kafka;
import io.strimzi.api.kafka.model.kafka.listener.GenericKafkaListener;
import io.strimzi.api.kafka.model.nodepool.KafkaNodePool;
import io.strimzi.api.kafka.model.nodepool.ProcessRoles;
import io.strimzi.api.kafka.model.topic.KafkaTopic;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.arbiter.events.Topics;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * k8s/ held to the code: every object read strictly into its model (fabric8, Strimzi) or checked for the fields its
 * operator's documentation requires (CloudNativePG, Keycloak, KEDA); selectors match labels; ports, probes,
 * environment keys and consumer groups are each service's own; every topic the code uses has its KafkaTopic;
 * NetworkPolicies let each pod reach only what it uses; Secrets are referenced, never inlined; kustomizations name
 * only files that exist. Checked on the base file by file and on each overlay as {@code kubectl kustomize} renders it.
 */
class KubernetesManifestsTest {

    private static final String BASE = "base";
    private static final String DEV = "overlays/dev";
    private static final String PROD = "overlays/prod";
    /** Made by an operator, not by hand: CloudNativePG's secret of the database's owner. */
    private static final Set<String> OPERATOR_SECRETS = Set.of("arbiter-db-app");

    private static final Map<String, ClusterManifests> CACHE = new LinkedHashMap<>();

    private static ClusterManifests cluster(String kustomization) {
        return CACHE.computeIfAbsent(kustomization, k -> {
            if (k.equals(BASE)) {
                return ClusterManifests.base();
            }
            Assumptions.assumeTrue(ClusterManifests.kubectlPresent(), "kubectl renders the overlays; not on PATH");
            return ClusterManifests.rendered(k);
        });
    }

    @Test
    void aFieldTheModelDoesNotKnowIsRefused() throws IOException {
        JsonNode deployment = ClusterManifests.base().named("Deployment", "game-service").tree();
        ObjectNode misspelt = deployment.deepCopy();
        ((ObjectNode) misspelt.path("spec")).put("replica", 2);
        assertThatThrownBy(() -> Manifest.typed("test", misspelt)).hasMessageContaining("replica");
        JsonNode topic = ClusterManifests.base().named("KafkaTopic", "game-scores").tree();
        ObjectNode unknown = topic.deepCopy();
        ((ObjectNode) unknown.path("spec")).put("partition", 12);
        assertThatThrownBy(() -> Manifest.typed("test", unknown)).hasMessageContaining("partition");
    }

    @Test
    void everyKustomizationNamesOnlyFilesThatExistAndEveryFileIsNamed() throws IOException {
        List<Path> dirs;
        try (Stream<Path> files = Files.walk(ClusterManifests.K8S)) {
            dirs = files.filter(f -> f.getFileName().toString().equals("kustomization.yaml")).map(Path::getParent).toList();
        }
        assertThat(dirs.stream().map(d -> ClusterManifests.K8S.relativize(d).toString()))
                .containsExactlyInAnyOrder(BASE, DEV, PROD);
        for (Path dir : dirs) {
            KustomizationFiles k = KustomizationFiles.of(dir);
            Set<String> named = new TreeSet<>();
            for (String path : concat(k.resources(), k.components(), k.patches())) {
                Path target = dir.resolve(path).normalize();
                assertThat(Files.exists(target)).as(dir + " names " + path).isTrue();
                if (Files.isDirectory(target)) {
                    assertThat(target.resolve("kustomization.yaml")).as(dir + " names " + path).isRegularFile();
                } else {
                    named.add(target.getFileName().toString());
                }
            }
            Set<String> present;
            try (Stream<Path> files = Files.list(dir)) {
                present = files.map(f -> f.getFileName().toString())
                        .filter(f -> f.endsWith(".yaml") && !f.equals("kustomization.yaml"))
                        .collect(Collectors.toCollection(TreeSet::new));
            }
            assertThat(named).as(dir + ": every file it holds is named").isEqualTo(present);
            // a patch file reads strictly into its models too
            for (String patch : k.patches()) {
                Manifest.read(dir.resolve(patch).toString(), ClusterManifests.read(dir.resolve(patch)));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {BASE, DEV, PROD})
    void eachServiceRunsItsImageWithItsPortProbesResourcesAndConfiguration(String kustomization) {
        ClusterManifests cluster = cluster(kustomization);
        String version = Repo.pomValue("version");
        assertThat(cluster.ofKind("Deployment").stream().map(Manifest::name))
                .containsExactlyInAnyOrderElementsOf(Repo.SERVICES);
        for (String module : Repo.SERVICES) {
            ServiceConfig config = ServiceConfig.of(module);
            Deployment deployment = cluster.named("Deployment", module).as(Deployment.class);
            Map<String, String> podLabels = deployment.getSpec().getTemplate().getMetadata().getLabels();
            assertThat(selects(deployment.getSpec().getSelector(), podLabels)).as(module + "'s selector").isTrue();
            assertThat(podLabels).containsEntry("app.kubernetes.io/name", module)
                    .containsEntry("app.kubernetes.io/part-of", "arbiter");
            List<Container> containers = deployment.getSpec().getTemplate().getSpec().getContainers();
            assertThat(containers).hasSize(1);
            Container container = containers.get(0);
            assertThat(container.getImage()).isEqualTo("arbiter/" + module + ":" + version);
            // the API's port, and the management interface's (metrics) where a service turns it on
            Map<String, Integer> ports = new TreeMap<>();
            container.getPorts().forEach(p -> ports.put(p.getName(), p.getContainerPort()));
            Map<String, Integer> expectedPorts = new TreeMap<>(Map.of("http", config.httpPort()));
            if ("true".equals(config.value("quarkus.management.enabled"))) {
                expectedPorts.put("management", Integer.parseInt(config.value("quarkus.management.port")));
            }
            assertThat(ports).as(module).isEqualTo(expectedPorts);
            ServiceConfig.HealthEndpoint health = config.health();
            assertProbe(module, container.getReadinessProbe().getHttpGet(), health.port(), health.readyPath());
            assertProbe(module, container.getLivenessProbe().getHttpGet(), health.port(), health.livePath());
            assertProbe(module, container.getStartupProbe().getHttpGet(), health.port(), health.startedPath());
            assertThat(container.getResources().getRequests()).as(module).containsOnlyKeys("cpu", "memory");
            assertThat(container.getResources().getLimits()).as(module).containsOnlyKeys("cpu", "memory");
            // the container's memory holds what the JVM may reserve by its options, and the request what it was measured at
            JvmOptions jvm = JvmOptions.of(module);
            assertThat(Quantity.getAmountInBytes(container.getResources().getLimits().get("memory")).longValue())
                    .as(module + "'s memory limit against its java.options").isGreaterThanOrEqualTo(jvm.boundedBytes() + JvmOptions.NATIVE_MARGIN);
            assertThat(Quantity.getAmountInBytes(container.getResources().getRequests().get("memory")).longValue())
                    .as(module + "'s memory request").isGreaterThanOrEqualTo(JvmOptions.RESIDENT_TARGET);
            for (String key : environment(cluster, container).keySet()) {
                assertThat(config.propertyForEnvironmentVariable(key))
                        .as(module + "'s environment key " + key + " names one of its properties").isNotNull();
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {BASE, DEV, PROD})
    void servicesAndDisruptionBudgetsSelectTheirDeploymentsPods(String kustomization) {
        ClusterManifests cluster = cluster(kustomization);
        for (String module : Repo.SERVICES) {
            Deployment deployment = cluster.named("Deployment", module).as(Deployment.class);
            Map<String, String> podLabels = deployment.getSpec().getTemplate().getMetadata().getLabels();
            Service service = cluster.named("Service", module).as(Service.class);
            assertThat(podLabels).containsAllEntriesOf(service.getSpec().getSelector());
            assertThat(deploymentsSelected(cluster, service.getSpec().getSelector())).containsExactly(module);
            assertThat(service.getSpec().getPorts()).singleElement().satisfies(port -> {
                assertThat(port.getPort()).isEqualTo(ServiceConfig.of(module).httpPort());
                assertThat(port.getTargetPort().getStrVal()).isEqualTo(
                        deployment.getSpec().getTemplate().getSpec().getContainers().get(0).getPorts().get(0).getName());
            });
            PodDisruptionBudget budget = cluster.named("PodDisruptionBudget", module).as(PodDisruptionBudget.class);
            assertThat(selects(budget.getSpec().getSelector(), podLabels)).as(module + "'s budget").isTrue();
            assertThat(deploymentsSelected(cluster, budget.getSpec().getSelector().getMatchLabels()))
                    .containsExactly(module);
            assertThat(budget.getSpec().getMaxUnavailable().getIntVal()).isEqualTo(1);
        }
        var ingress = cluster.one("Ingress").as(io.fabric8.kubernetes.api.model.networking.v1.Ingress.class);
        ingress.getSpec().getRules().forEach(rule -> rule.getHttp().getPaths().forEach(path -> {
            String target = path.getBackend().getService().getName();
            assertThat(Repo.SERVICES).contains(target);
            assertThat(path.getBackend().getService().getPort().getName()).isEqualTo("http");
        }));
    }

    @ParameterizedTest
    @ValueSource(strings = {BASE, DEV, PROD})
    void consumersScaleOnTheirGroupsLagAndTheOthersOnCpu(String kustomization) {
        ClusterManifests cluster = cluster(kustomization);
        Map<String, Integer> partitions = cluster.typed("KafkaTopic", KafkaTopic.class).stream()
                .collect(Collectors.toMap(t -> t.getMetadata().getName(), t -> t.getSpec().getPartitions()));
        String bootstrap = configMap(cluster, "arbiter-services").get("KAFKA_BOOTSTRAP_SERVERS");
        Set<String> scaled = new TreeSet<>();
        for (Manifest scaler : cluster.ofKind("ScaledObject")) {
            assertThat(scaler.apiVersion()).isEqualTo("keda.sh/v1alpha1");
            String module = scaler.spec().path("scaleTargetRef").path("name").asText();
            assertThat(scaled.add(module)).as(module + " has one scaler").isTrue();
            ServiceConfig config = ServiceConfig.of(module);
            int max = scaler.spec().path("maxReplicaCount").asInt();
            assertThat(scaler.spec().path("minReplicaCount").asInt()).isBetween(1, max);
            assertThat(scaler.spec().path("triggers").size()).isPositive();
            for (JsonNode trigger : scaler.spec().path("triggers")) {
                assertThat(trigger.path("type").asText()).isEqualTo("kafka");
                JsonNode metadata = trigger.path("metadata");
                String topic = metadata.path("topic").asText();
                String channel = incomingChannelOf(config, topic);
                assertThat(metadata.path("consumerGroup").asText()).as(module + " " + topic)
                        .isEqualTo(config.value("mp.messaging.incoming." + channel + ".group.id"));
                // KEDA's scalers run in namespace keda: the bootstrap service by its full name in Arbiter's namespace
                String namespace = kustomization.equals(BASE) ? "arbiter"
                        : scaler.tree().path("metadata").path("namespace").asText();
                assertThat(namespace).isEqualTo(kustomization.equals(DEV) ? "arbiter-dev" : "arbiter");
                assertThat(metadata.path("bootstrapServers").asText())
                        .isEqualTo(bootstrap.replace(":", "." + namespace + ".svc:"))
                        .isEqualTo(cluster.one("Kafka").name() + "-kafka-bootstrap." + namespace + ".svc:9092");
                assertThat(Integer.parseInt(metadata.path("lagThreshold").asText())).isPositive();
                assertThat(max).as(module + ": no more replicas than " + topic + " has partitions")
                        .isLessThanOrEqualTo(partitions.get(topic));
            }
            assertThat(config.topics()).isNotEmpty();
        }
        for (HorizontalPodAutoscaler hpa : cluster.typed("HorizontalPodAutoscaler", HorizontalPodAutoscaler.class)) {
            String module = hpa.getSpec().getScaleTargetRef().getName();
            assertThat(hpa.getSpec().getScaleTargetRef().getKind()).isEqualTo("Deployment");
            assertThat(scaled.add(module)).as(module + " has one scaler").isTrue();
            assertThat(hpa.getSpec().getMetrics()).singleElement()
                    .satisfies(m -> assertThat(m.getResource().getName()).isEqualTo("cpu"));
        }
        assertThat(scaled).containsExactlyInAnyOrderElementsOf(Repo.SERVICES);
        // the consumers are exactly the services with an incoming channel
        assertThat(cluster.ofKind("ScaledObject").stream().map(s -> s.spec().path("scaleTargetRef").path("name").asText()))
                .containsExactlyInAnyOrderElementsOf(Repo.BACKENDS.stream()
                        .filter(m -> ServiceConfig.of(m).propertyNames().stream()
                                .anyMatch(p -> p.startsWith("mp.messaging.incoming.")))
                        .toList());
        // several instances of each service are safe (ScaleOutIT): the consumers up to the partitions of what they
        // read, and production never runs fewer than two of anything
        cluster.ofKind("ScaledObject").forEach(s -> assertThat(s.spec().path("maxReplicaCount").asInt()).isEqualTo(12));
        int least = kustomization.equals(PROD) ? 2 : 1;
        cluster.ofKind("ScaledObject").forEach(s -> assertThat(s.spec().path("minReplicaCount").asInt()).isEqualTo(least));
        cluster.typed("HorizontalPodAutoscaler", HorizontalPodAutoscaler.class).forEach(h -> {
            assertThat(h.getSpec().getMinReplicas()).isEqualTo(least);
            assertThat(h.getSpec().getMaxReplicas()).isGreaterThan(least);
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {BASE, DEV, PROD})
    void kafkaIsThreeKraftNodesWithATopicForEveryTopicTheCodeUses(String kustomization) {
        ClusterManifests cluster = cluster(kustomization);
        Kafka kafka = cluster.one("Kafka").as(Kafka.class);
        String name = kafka.getMetadata().getName();
        KafkaNodePool pool = cluster.one("KafkaNodePool").as(KafkaNodePool.class);
        assertThat(pool.getMetadata().getLabels()).containsEntry("strimzi.io/cluster", name);
        assertThat(pool.getSpec().getReplicas()).isEqualTo(3);
        assertThat(pool.getSpec().getRoles()).containsExactlyInAnyOrder(ProcessRoles.CONTROLLER, ProcessRoles.BROKER);
        assertThat(kafka.getSpec().getKafka().getConfig()).containsEntry("min.insync.replicas", 2)
                .containsEntry("default.replication.factor", 3).containsEntry("auto.create.topics.enable", false);
        GenericKafkaListener plain = kafka.getSpec().getKafka().getListeners().stream()
                .filter(l -> l.getName().equals("plain")).findFirst().orElseThrow();
        assertThat(configMap(cluster, "arbiter-services").get("KAFKA_BOOTSTRAP_SERVERS"))
                .isEqualTo(name + "-kafka-bootstrap:" + plain.getPort());

        Set<String> used = new TreeSet<>();
        Repo.BACKENDS.forEach(module -> used.addAll(ServiceConfig.of(module).topics()));
        Map<String, KafkaTopic> topics = new TreeMap<>();
        cluster.typed("KafkaTopic", KafkaTopic.class).forEach(t -> topics.put(t.getMetadata().getName(), t));
        assertThat(topics.keySet()).containsAll(used)
                .containsExactlyInAnyOrderElementsOf(Topics.ALL.stream().map(Topics.TopicSpec::name).toList());
        for (Topics.TopicSpec spec : Topics.ALL) {
            KafkaTopic topic = topics.get(spec.name());
            assertThat(topic.getMetadata().getLabels()).containsEntry("strimzi.io/cluster", name);
            assertThat(topic.getSpec().getTopicName()).isNull();
            assertThat(topic.getSpec().getReplicas()).as(spec.name()).isEqualTo(3);
            assertThat(topic.getSpec().getPartitions()).as(spec.name()).isGreaterThanOrEqualTo(spec.partitions());
            assertThat(topic.getSpec().getConfig()).as(spec.name()).containsEntry("min.insync.replicas", 2);
            if (spec.compacted()) {
                assertThat(topic.getSpec().getConfig()).as(spec.name()).containsEntry("cleanup.policy", "compact");
            } else {
                assertThat(topic.getSpec().getConfig()).as(spec.name()).doesNotContainKey("cleanup.policy")
                        .containsEntry("retention.ms", -1);
            }
        }
        assertThat(used).contains(Topics.GAME_SCORES);
    }

    @ParameterizedTest
    @ValueSource(strings = {BASE, DEV, PROD})
    void postgresIsACloudNativePgClusterTheServicesAndKeycloakUse(String kustomization) {
        ClusterManifests cluster = cluster(kustomization);
        Manifest db = cluster.one("Cluster");
        assertThat(db.apiVersion()).isEqualTo("postgresql.cnpg.io/v1");
        assertThat(db.spec().path("instances").asInt()).isEqualTo(kustomization.equals(DEV) ? 1 : 3);
        assertThat(db.spec().path("storage").path("size").asText()).matches("\\d+Gi");
        ImageReference image = ImageReference.parse(db.spec().path("imageName").asText());
        assertThat(image.name()).isEqualTo("ghcr.io/cloudnative-pg/postgresql");
        assertThat(Repo.pomValue("postgres-binaries.version")).startsWith(image.version() + ".");
        String database = db.spec().path("bootstrap").path("initdb").path("database").asText();
        String owner = db.spec().path("bootstrap").path("initdb").path("owner").asText();
        assertThat(database).isNotEmpty();
        assertThat(owner).isNotEmpty();
        Map<String, String> services = configMap(cluster, "arbiter-services");
        String host = db.name() + "-rw";
        assertThat(services.get("QUARKUS_DATASOURCE_REACTIVE_URL")).isEqualTo("postgresql://" + host + ":5432/" + database);
        assertThat(services.get("QUARKUS_DATASOURCE_JDBC_URL")).isEqualTo("jdbc:postgresql://" + host + ":5432/" + database);
        for (String module : Repo.BACKENDS) {
            Container container = container(cluster, module);
            assertThat(secretKey(container, "QUARKUS_DATASOURCE_USERNAME")).isEqualTo(db.name() + "-app/username");
            assertThat(secretKey(container, "QUARKUS_DATASOURCE_PASSWORD")).isEqualTo(db.name() + "-app/password");
        }
        Manifest keycloakDb = cluster.one("Database");
        assertThat(keycloakDb.apiVersion()).isEqualTo("postgresql.cnpg.io/v1");
        assertThat(keycloakDb.spec().path("cluster").path("name").asText()).isEqualTo(db.name());
        JsonNode keycloak = cluster.one("Keycloak").spec().path("db");
        assertThat(keycloak.path("vendor").asText()).isEqualTo("postgres");
        assertThat(keycloak.path("host").asText()).isEqualTo(host);
        assertThat(keycloak.path("database").asText()).isEqualTo(keycloakDb.spec().path("name").asText());
        String role = keycloakDb.spec().path("owner").asText();
        JsonNode managed = db.spec().path("managed").path("roles");
        assertThat(managed).anySatisfy(r -> {
            assertThat(r.path("name").asText()).isEqualTo(role);
            assertThat(r.path("login").asBoolean()).isTrue();
            assertThat(r.path("passwordSecret").path("name").asText())
                    .isEqualTo(keycloak.path("passwordSecret").path("name").asText())
                    .isEqualTo(keycloak.path("usernameSecret").path("name").asText());
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {BASE, DEV, PROD})
    void keycloakIsTheOperatorsWithLocalModesRealmAndOneIssuerForBrowserAndServices(String kustomization)
            throws IOException {
        ClusterManifests cluster = cluster(kustomization);
        Manifest keycloak = cluster.one("Keycloak");
        assertThat(keycloak.apiVersion()).isEqualTo("k8s.keycloak.org/v2alpha1");
        JsonNode spec = keycloak.spec();
        assertThat(spec.path("instances").asInt()).isEqualTo(kustomization.equals(DEV) ? 1 : 2);
        assertThat(ImageReference.parse(spec.path("image").asText()))
                .isEqualTo(ImageReference.parse("quay.io/keycloak/keycloak:" + Repo.pomValue("keycloak.version")));
        // the stock image is not optimized: taken as one, its build options (the database vendor) would be ignored
        assertThat(spec.path("startOptimized").isBoolean() && !spec.path("startOptimized").asBoolean()).isTrue();
        for (String secret : List.of("usernameSecret", "passwordSecret")) {
            assertThat(spec.path("db").path(secret).path("name").asText()).as(secret).isNotEmpty();
            assertThat(spec.path("db").path(secret).path("key").asText()).as(secret).isNotEmpty();
        }
        assertThat(spec.path("http").path("httpEnabled").asBoolean()).isTrue();
        assertThat(spec.path("hostname").path("backchannelDynamic").asBoolean()).isTrue();
        String hostname = spec.path("hostname").path("hostname").asText();
        assertThat(hostname).matches("https?://[a-z0-9.-]+");

        Manifest realmImport = cluster.one("KeycloakRealmImport");
        assertThat(realmImport.apiVersion()).isEqualTo("k8s.keycloak.org/v2alpha1");
        assertThat(realmImport.spec().path("keycloakCRName").asText()).isEqualTo(keycloak.name());
        JsonNode realm = realmImport.spec().path("realm");
        String realmName = realm.path("realm").asText();
        String issuer = hostname + "/realms/" + realmName;
        assertThat(configMap(cluster, "arbiter-console").get("CONSOLE_ISSUER")).isEqualTo(issuer);
        assertThat(configMap(cluster, "arbiter-services").get("QUARKUS_OIDC_AUTH_SERVER_URL"))
                .isEqualTo("http://" + keycloak.name() + "-service:8080/realms/" + realmName);

        // the console's public origin is the one the realm lets the browser come from
        var ingress = cluster.one("Ingress").as(io.fabric8.kubernetes.api.model.networking.v1.Ingress.class);
        String scheme = hostname.substring(0, hostname.indexOf(':'));
        String origin = scheme + "://" + ingress.getSpec().getRules().get(0).getHost();
        JsonNode web = client(realm, "arbiter-web");
        assertThat(texts(web.path("webOrigins"))).containsExactly(origin);
        assertThat(texts(web.path("redirectUris"))).containsExactly(origin + "/*");

        // local mode's realm, but for the differences realm-import.yaml names
        JsonNode local = Manifest.TREES.readTree(Repo.path("test-support/src/main/resources/arbiter-realm.json").toFile());
        assertThat(withoutDeploymentDifferences(realm)).isEqualTo(withoutDeploymentDifferences(local));
        // its only user is the accounts client's service account, as in local mode's realm
        assertThat(realm.path("users")).hasSize(1);
        assertThat(realm.path("users").get(0)).isEqualTo(local.path("users").get(0));
        assertThat(realm.path("users").get(0).path("serviceAccountClientId").asText()).isEqualTo("arbiter-accounts");
        assertThat(realm.path("sslRequired").asText()).isEqualTo("external");
        assertThat(web.path("directAccessGrantsEnabled").asBoolean()).isFalse();

        // the services' client secret is a placeholder filled from a Secret, each placeholder used
        JsonNode placeholders = realmImport.spec().path("placeholders");
        Set<String> used = new TreeSet<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\$\\{(\\w+)}").matcher(realm.toString());
        while (m.find()) {
            used.add(m.group(1));
        }
        assertThat(used).containsExactly("ARBITER_ACCOUNTS_CLIENT_SECRET", "ARBITER_SERVICES_CLIENT_SECRET");
        assertThat(names(placeholders)).isEqualTo(used);
        assertThat(client(realm, "arbiter-services").path("secret").asText()).isEqualTo("${ARBITER_SERVICES_CLIENT_SECRET}");
        assertThat(client(realm, "arbiter-accounts").path("secret").asText()).isEqualTo("${ARBITER_ACCOUNTS_CLIENT_SECRET}");
        placeholders.forEach(p -> {
            assertThat(p.path("secret").path("name").asText()).isNotEmpty();
            assertThat(p.path("secret").path("key").asText()).isNotEmpty();
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {BASE, DEV, PROD})
    void eachPodReachesOnlyWhatItUsesAndIsReachedOnlyByWhoUsesIt(String kustomization) {
        ClusterManifests cluster = cluster(kustomization);
        List<NetworkPolicy> policies = cluster.typed("NetworkPolicy", NetworkPolicy.class);
        String dns = "ns{kubernetes.io/metadata.name=kube-system} pod{k8s-app=kube-dns} ";
        String kafka = "pod{strimzi.io/cluster=" + cluster.one("Kafka").name() + ", strimzi.io/kind=Kafka} TCP/9092";
        String postgres = "pod{cnpg.io/cluster=" + cluster.one("Cluster").name() + "} TCP/5432";
        String keycloak = "pod{app=keycloak, app.kubernetes.io/instance=" + cluster.one("Keycloak").name() + "} TCP/8080";
        String console = "pod{app.kubernetes.io/name=console} ";
        String ingressController = "ns{kubernetes.io/metadata.name=ingress-nginx} ";
        for (String module : Repo.SERVICES) {
            Map<String, String> labels = podLabels(cluster, module);
            List<NetworkPolicy> applying = policies.stream().filter(p -> selects(p.getSpec().getPodSelector(), labels)).toList();
            assertThat(applying).as(module + " is isolated both ways")
                    .anyMatch(p -> p.getSpec().getPolicyTypes().containsAll(List.of("Ingress", "Egress"))
                            && p.getSpec().getIngress().isEmpty() && p.getSpec().getEgress().isEmpty());
            Set<String> egress = new TreeSet<>();
            Set<String> ingress = new TreeSet<>();
            for (NetworkPolicy policy : applying) {
                policy.getSpec().getEgress().forEach(rule -> egress.addAll(peers(rule.getTo(), rule.getPorts())));
                policy.getSpec().getIngress().forEach(rule -> ingress.addAll(peers(rule.getFrom(), rule.getPorts())));
            }
            int port = ServiceConfig.of(module).httpPort();
            if (module.equals("console")) {
                Set<String> expected = new TreeSet<>(Set.of(dns + "UDP/53", dns + "TCP/53"));
                Repo.BACKENDS.forEach(b -> expected.add("pod{app.kubernetes.io/name=" + b + "} TCP/"
                        + ServiceConfig.of(b).httpPort()));
                assertThat(egress).as(module + " egress").isEqualTo(expected);
                assertThat(ingress).as(module + " ingress").containsExactly(ingressController + "TCP/" + port);
            } else {
                assertThat(egress).as(module + " egress")
                        .containsExactlyInAnyOrder(dns + "UDP/53", dns + "TCP/53", kafka, postgres, keycloak);
                // and Prometheus (namespace monitoring) its metrics on the management port
                Set<String> expected = new TreeSet<>(Set.of(console + "TCP/" + port,
                        "ns{kubernetes.io/metadata.name=monitoring} TCP/management"));
                if (module.equals("rating-service")) {
                    expected.add(ingressController + "TCP/" + port); // its overlay pages, for OBS
                }
                assertThat(ingress).as(module + " ingress").isEqualTo(expected);
            }
        }
        // Kafka's listener admits the four services (and KEDA's operator), PostgreSQL the services and Keycloak
        List<NetworkPolicyPeer> kafkaPeers = cluster.one("Kafka").as(Kafka.class).getSpec().getKafka().getListeners()
                .get(0).getNetworkPolicyPeers();
        for (String module : Repo.BACKENDS) {
            assertThat(kafkaPeers).as(module + " reaches Kafka").anyMatch(p -> p.getPodSelector() != null
                    && selects(p.getPodSelector(), podLabels(cluster, module)));
            assertThat(policies.stream().filter(p -> p.getMetadata().getName().equals(cluster.one("Cluster").name() + "-ingress"))
                    .flatMap(p -> p.getSpec().getIngress().stream()).flatMap(r -> r.getFrom().stream()))
                    .as(module + " reaches PostgreSQL")
                    .anyMatch(p -> p.getPodSelector() != null && selects(p.getPodSelector(), podLabels(cluster, module)));
        }
        assertThat(podLabels(cluster, "console")).doesNotContainKey("arbiter/backend");
    }

    @ParameterizedTest
    @ValueSource(strings = {BASE, DEV, PROD})
    void secretsAreReferencedNeverInlinedAndEachOneToCreateIsInTheGuide(String kustomization) {
        ClusterManifests cluster = cluster(kustomization);
        assertThat(cluster.ofKind("Secret")).isEmpty();
        Set<String> referenced = new TreeSet<>();
        for (String module : Repo.SERVICES) {
            container(cluster, module).getEnv().stream()
                    .filter(e -> e.getValueFrom() != null && e.getValueFrom().getSecretKeyRef() != null)
                    .forEach(e -> referenced.add(e.getValueFrom().getSecretKeyRef().getName()));
        }
        JsonNode keycloak = cluster.one("Keycloak").spec();
        referenced.add(keycloak.path("db").path("usernameSecret").path("name").asText());
        referenced.add(keycloak.path("db").path("passwordSecret").path("name").asText());
        referenced.add(keycloak.path("bootstrapAdmin").path("user").path("secret").asText());
        cluster.one("KeycloakRealmImport").spec().path("placeholders")
                .forEach(p -> referenced.add(p.path("secret").path("name").asText()));
        cluster.one("Cluster").spec().path("managed").path("roles")
                .forEach(r -> referenced.add(r.path("passwordSecret").path("name").asText()));
        assertThat(referenced).containsExactlyInAnyOrder("arbiter-db-app", "arbiter-keycloak-db",
                "arbiter-keycloak-admin", "arbiter-keycloak-realm");
        String guide = Repo.read("docs/deploy.md");
        referenced.stream().filter(s -> !OPERATOR_SECRETS.contains(s))
                .forEach(s -> assertThat(guide).as("docs/deploy.md says how to create " + s)
                        .contains("create secret generic " + s + " "));
        // no value of a ConfigMap is a password
        cluster.ofKind("ConfigMap").forEach(c -> c.tree().path("data").fieldNames()
                .forEachRemaining(k -> assertThat(k).doesNotContain("PASSWORD").doesNotContain("SECRET")));
    }

    // --- helpers -------------------------------------------------------------------------------------------------

    private static void assertProbe(String module, HTTPGetAction probe, int port, String path) {
        assertThat(probe.getPath()).as(module).isEqualTo(path);
        assertThat(probe.getPort().getIntVal()).as(module).isEqualTo(port);
    }

    private static String incomingChannelOf(ServiceConfig config, String topic) {
        return config.propertyNames().stream()
                .filter(p -> p.matches("mp\\.messaging\\.incoming\\.[\\w-]+\\.topic"))
                .filter(p -> topic.equals(config.value(p)))
                .map(p -> p.split("\\.")[3]).findFirst()
                .orElseThrow(() -> new AssertionError(config.module + " reads no channel of topic " + topic));
    }

    private static Map<String, String> environment(ClusterManifests cluster, Container container) {
        Map<String, String> env = new TreeMap<>();
        for (EnvFromSource from : container.getEnvFrom()) {
            assertThat(from.getConfigMapRef()).isNotNull();
            env.putAll(configMap(cluster, from.getConfigMapRef().getName()));
        }
        for (EnvVar var : container.getEnv()) {
            assertThat(env.put(var.getName(), var.getValue())).as(var.getName() + " set once").isNull();
        }
        return env;
    }

    private static Map<String, String> configMap(ClusterManifests cluster, String name) {
        return cluster.named("ConfigMap", name).as(io.fabric8.kubernetes.api.model.ConfigMap.class).getData();
    }

    private static Container container(ClusterManifests cluster, String module) {
        return cluster.named("Deployment", module).as(Deployment.class).getSpec().getTemplate().getSpec().getContainers().get(0);
    }

    private static Map<String, String> podLabels(ClusterManifests cluster, String module) {
        return cluster.named("Deployment", module).as(Deployment.class).getSpec().getTemplate().getMetadata().getLabels();
    }

    private static String secretKey(Container container, String variable) {
        EnvVar var = container.getEnv().stream().filter(e -> e.getName().equals(variable)).findFirst().orElseThrow();
        assertThat(var.getValue()).isNull();
        return var.getValueFrom().getSecretKeyRef().getName() + "/" + var.getValueFrom().getSecretKeyRef().getKey();
    }

    private static List<String> deploymentsSelected(ClusterManifests cluster, Map<String, String> selector) {
        return cluster.typed("Deployment", Deployment.class).stream()
                .filter(d -> d.getSpec().getTemplate().getMetadata().getLabels().entrySet().containsAll(selector.entrySet()))
                .map(d -> d.getMetadata().getName()).toList();
    }

    /** A selector of matchLabels only (none here uses expressions) that the labels satisfy. */
    private static boolean selects(LabelSelector selector, Map<String, String> labels) {
        assertThat(selector.getMatchExpressions()).isEmpty();
        return selector.getMatchLabels() != null && !selector.getMatchLabels().isEmpty()
                && labels.entrySet().containsAll(selector.getMatchLabels().entrySet());
    }

    /** Each peer × port of a rule as {@code ns{..} pod{..} PROTOCOL/port}. */
    private static List<String> peers(List<NetworkPolicyPeer> peers, List<NetworkPolicyPort> ports) {
        assertThat(peers).as("a rule names its peers").isNotEmpty();
        assertThat(ports).as("a rule names its ports").isNotEmpty();
        List<String> out = new ArrayList<>();
        for (NetworkPolicyPeer peer : peers) {
            assertThat(peer.getIpBlock()).isNull();
            String who = (peer.getNamespaceSelector() != null ? "ns" + new TreeMap<>(peer.getNamespaceSelector().getMatchLabels()) + " " : "")
                    + (peer.getPodSelector() != null ? "pod" + new TreeMap<>(peer.getPodSelector().getMatchLabels()) + " " : "");
            for (NetworkPolicyPort port : ports) {
                out.add(who + port.getProtocol() + "/" + (port.getPort().getIntVal() != null
                        ? port.getPort().getIntVal() : port.getPort().getStrVal()));
            }
        }
        return out;
    }

    private static JsonNode client(JsonNode realm, String clientId) {
        for (JsonNode client : realm.path("clients")) {
            if (client.path("clientId").asText().equals(clientId)) {
                return client;
            }
        }
        throw new AssertionError("no client " + clientId);
    }

    /** The realm without what a deployment sets for itself: users, TLS, the browser's origins, grants, secrets. */
    private static JsonNode withoutDeploymentDifferences(JsonNode realm) {
        ObjectNode copy = realm.deepCopy();
        copy.remove(List.of("users", "sslRequired"));
        for (JsonNode client : copy.path("clients")) {
            ObjectNode c = (ObjectNode) client;
            if (c.path("clientId").asText().equals("arbiter-web")) {
                c.remove(List.of("redirectUris", "webOrigins", "directAccessGrantsEnabled"));
            }
            c.remove("secret");
        }
        return copy;
    }

    private static List<String> texts(JsonNode array) {
        List<String> list = new ArrayList<>();
        array.forEach(n -> list.add(n.asText()));
        return list;
    }

    private static Set<String> names(JsonNode object) {
        Set<String> names = new TreeSet<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @SafeVarargs
    private static List<String> concat(List<String>... lists) {
        return Stream.of(lists).flatMap(List::stream).toList();
    }
}
