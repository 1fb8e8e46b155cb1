package org.arbiter.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fabric8.kubernetes.api.model.Capabilities;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.PodSecurityContext;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.SecurityContext;
import io.fabric8.kubernetes.api.model.TopologySpreadConstraint;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.autoscaling.v2.HorizontalPodAutoscaler;
import io.fabric8.kubernetes.api.model.networking.v1.Ingress;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicy;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicyIngressRule;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicyPeer;
import io.strimzi.api.kafka.model.kafka.Kafka;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What makes the manifests work and hold on a real cluster (issue 36): the connections PostgreSQL must admit, who
 * reaches the database, TLS, the restricted Pod Security Standard on every rendered pod, topology spread, the pinned
 * Kafka, backups, monitoring. Base as written; dev and prod as {@code kubectl kustomize} renders them.
 */
class ClusterHardeningTest {

    private static final String BASE = "base";
    private static final String DEV = "overlays/dev";
    private static final String PROD = "overlays/prod";
    /** What max_connections keeps beyond the pools: the instance manager, backups, an operator's psql. */
    private static final int HEADROOM = 20;
    /** PostgreSQL's superuser_reserved_connections, left at its default. */
    private static final int SUPERUSER_RESERVED = 3;
    /** The Quarkus default of quarkus.datasource.jdbc.max-size where a service does not set it. */
    private static final int AGROAL_DEFAULT_MAX = 20;
    /** Keycloak's default db-pool-max-size where the Keycloak resource does not set it. */
    private static final int KEYCLOAK_DEFAULT_POOL = 100;

    private static final Map<String, ClusterManifests> CACHE = new LinkedHashMap<>();

    private static ClusterManifests cluster(String kustomization) {
        return CACHE.computeIfAbsent(kustomization, k -> {
            if (k.equals(BASE)) {
                return ClusterManifests.base();
            }
            // kubectl (with kustomize) is on every machine of the project, CI's included (.ci/run checks it)
            assertThat(ClusterManifests.kubectlPresent()).as("kubectl on PATH renders the overlays").isTrue();
            return ClusterManifests.rendered(k);
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {BASE, DEV, PROD})
    void maxConnectionsIsEveryPoolOfEveryReplicaAtOnceAndKeycloakAndHeadroom(String kustomization) {
        ClusterManifests cluster = cluster(kustomization);
        int services = 0;
        for (String module : Repo.BACKENDS) {
            ServiceConfig config = ServiceConfig.of(module);
            int reactive = Integer.parseInt(Objects.requireNonNull(config.value("quarkus.datasource.reactive.max-size"),
                    module + " sets its reactive pool"));
            String jdbcSet = config.value("quarkus.datasource.jdbc.max-size");
            int jdbc = jdbcSet == null ? AGROAL_DEFAULT_MAX : Integer.parseInt(jdbcSet);
            int listeners = listenConnections(module);
            services += maxReplicas(cluster, module) * (reactive + jdbc + listeners);
        }
        Manifest keycloak = cluster.one("Keycloak");
        int pool = KEYCLOAK_DEFAULT_POOL;
        for (JsonNode option : keycloak.spec().path("additionalOptions")) {
            if (option.path("name").asText().equals("db-pool-max-size")) {
                pool = Integer.parseInt(option.path("value").asText());
            }
        }
        int keycloakConnections = pool * keycloak.spec().path("instances").asInt()
                + pool * cluster.ofKind("KeycloakRealmImport").size();
        int required = services + keycloakConnections + SUPERUSER_RESERVED + HEADROOM;
        int maxConnections = Integer.parseInt(cluster.one("Cluster").spec().path("postgresql").path("parameters")
                .path("max_connections").asText());
        assertThat(maxConnections).as(kustomization + ": services " + services + ", Keycloak " + keycloakConnections)
                .isEqualTo(required);
        // the sum written out in postgres.yaml is this one (base: 2 Keycloak instances)
        if (kustomization.equals(BASE)) {
            assertThat(services).isEqualTo(624);
            assertThat(maxConnections).isEqualTo(707);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {BASE, DEV, PROD})
    void postgresAdmitsTheRealmImportTheOperatorAndItsOwnInstances(String kustomization) {
        ClusterManifests cluster = cluster(kustomization);
        String db = cluster.one("Cluster").name();
        List<NetworkPolicyIngressRule> rules = cluster.typed("NetworkPolicy", NetworkPolicy.class).stream()
                .filter(p -> Map.of("cnpg.io/cluster", db).equals(p.getSpec().getPodSelector().getMatchLabels()))
                .flatMap(p -> p.getSpec().getIngress().stream()).toList();
        // the Keycloak operator's import Job pod carries app: keycloak-realm-import (and no Arbiter label)
        assertThat(reaches(rules, Map.of(), Map.of("app", "keycloak-realm-import"), 5432)).isTrue();
        assertThat(reaches(rules, Map.of(), Map.of("app", "keycloak", "app.kubernetes.io/instance",
                cluster.one("Keycloak").name()), 5432)).isTrue();
        // CloudNativePG's operator (namespace cnpg-system) and the instances among themselves: 5432 and 8000
        for (int port : List.of(5432, 8000)) {
            assertThat(reaches(rules, Map.of("kubernetes.io/metadata.name", "cnpg-system"), null, port)).as("operator " + port).isTrue();
            assertThat(reaches(rules, Map.of(), Map.of("cnpg.io/cluster", db, "cnpg.io/instanceRole", "replica"), port))
                    .as("instance " + port).isTrue();
        }
        // nobody else: an unlabelled pod of the namespace does not reach it
        assertThat(reaches(rules, Map.of(), Map.of("app", "other"), 5432)).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {BASE, DEV, PROD})
    void everyIngressAndKeycloakServeHttpsWithACertificateOfTheOverlaysIssuer(String kustomization) {
        ClusterManifests cluster = cluster(kustomization);
        String issuer = switch (kustomization) {
            case DEV -> "arbiter-dev-selfsigned";
            case PROD -> "letsencrypt-prod";
            default -> "arbiter-issuer";
        };
        List<Ingress> ingresses = cluster.typed("Ingress", Ingress.class);
        assertThat(ingresses).isNotEmpty();
        for (Ingress ingress : ingresses) {
            assertThat(ingress.getMetadata().getAnnotations()).containsEntry("cert-manager.io/cluster-issuer", issuer);
            Set<String> hosts = new TreeSet<>();
            ingress.getSpec().getRules().forEach(r -> hosts.add(r.getHost()));
            Set<String> tlsHosts = new TreeSet<>();
            ingress.getSpec().getTls().forEach(t -> {
                assertThat(t.getSecretName()).isNotBlank();
                tlsHosts.addAll(t.getHosts());
            });
            assertThat(tlsHosts).as(ingress.getMetadata().getName()).isEqualTo(hosts);
        }
        JsonNode keycloak = cluster.one("Keycloak").spec();
        assertThat(keycloak.path("ingress").path("enabled").asBoolean()).isTrue();
        assertThat(keycloak.path("ingress").path("tlsSecret").asText()).isNotBlank();
        assertThat(keycloak.path("ingress").path("annotations").path("cert-manager.io/cluster-issuer").asText()).isEqualTo(issuer);
        assertThat(keycloak.path("hostname").path("hostname").asText()).startsWith("https://");
        assertThat(configMapData(cluster, "arbiter-console").get("CONSOLE_ISSUER")).startsWith("https://");
        cluster.ofKind("KeycloakRealmImport").forEach(realm -> realm.spec().path("realm").path("clients").forEach(client -> {
            client.path("redirectUris").forEach(uri -> assertThat(uri.asText()).startsWith("https://"));
            client.path("webOrigins").forEach(uri -> assertThat(uri.asText()).startsWith("https://"));
        }));
        if (kustomization.equals(DEV)) {
            assertThat(cluster.named("ClusterIssuer", issuer).spec().has("selfSigned")).isTrue();
        }
        if (kustomization.equals(PROD)) {
            assertThat(Repo.read("docs/deploy.md")).contains("ClusterIssuer `" + issuer + "`");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {BASE, DEV, PROD})
    void everyPodMeetsTheRestrictedPodSecurityStandardWithAReadOnlyRoot(String kustomization) {
        ClusterManifests cluster = cluster(kustomization);
        for (Deployment deployment : cluster.typed("Deployment", Deployment.class)) {
            String name = deployment.getMetadata().getName();
            PodSpec pod = deployment.getSpec().getTemplate().getSpec();
            assertRestricted(name, pod);
            for (Container container : pod.getContainers()) {
                assertThat(container.getSecurityContext().getReadOnlyRootFilesystem()).as(name).isTrue();
                assertThat(container.getVolumeMounts()).as(name)
                        .anySatisfy(m -> assertThat(m.getMountPath() + " " + m.getName()).isEqualTo("/tmp tmp"));
            }
            assertThat(pod.getVolumes()).as(name).anySatisfy(v -> {
                assertThat(v.getName()).isEqualTo("tmp");
                assertThat(v.getEmptyDir()).isNotNull();
            });
        }
        // the Keycloak operator's pods take the same through its pod template
        JsonNode template = cluster.one("Keycloak").spec().path("unsupported").path("podTemplate").path("spec");
        assertThat(template.path("securityContext").path("runAsNonRoot").asBoolean()).isTrue();
        assertThat(template.path("securityContext").path("seccompProfile").path("type").asText()).isEqualTo("RuntimeDefault");
        JsonNode container = template.path("containers").path(0).path("securityContext");
        assertThat(container.path("allowPrivilegeEscalation").isBoolean()).isTrue();
        assertThat(container.path("allowPrivilegeEscalation").asBoolean()).isFalse();
        assertThat(container.path("capabilities").path("drop").toString()).isEqualTo("[\"ALL\"]");
        if (!kustomization.equals(BASE)) {
            Namespace namespace = cluster.one("Namespace").as(Namespace.class);
            assertThat(namespace.getMetadata().getName()).isEqualTo(kustomization.equals(DEV) ? "arbiter-dev" : "arbiter");
            assertThat(namespace.getMetadata().getLabels()).containsEntry("pod-security.kubernetes.io/enforce", "restricted");
            // every namespaced object lands in it
            cluster.objects().stream().filter(m -> !Set.of("Namespace", "ClusterIssuer").contains(m.kind()))
                    .forEach(m -> assertThat(m.tree().path("metadata").path("namespace").asText()).as(m.toString())
                            .isEqualTo(namespace.getMetadata().getName()));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {BASE, DEV, PROD})
    void productionSpreadsEveryServiceOverTheNodes(String kustomization) {
        ClusterManifests cluster = cluster(kustomization);
        for (Deployment deployment : cluster.typed("Deployment", Deployment.class)) {
            List<TopologySpreadConstraint> spread = deployment.getSpec().getTemplate().getSpec().getTopologySpreadConstraints();
            if (!kustomization.equals(PROD)) {
                assertThat(spread).isNullOrEmpty();
                continue;
            }
            assertThat(spread).singleElement().satisfies(c -> {
                assertThat(c.getTopologyKey()).isEqualTo("kubernetes.io/hostname");
                assertThat(c.getMaxSkew()).isEqualTo(1);
                assertThat(c.getWhenUnsatisfiable()).isEqualTo("DoNotSchedule");
                // the pods of this Deployment only: its own name label (matchLabelKeys) and its revision
                assertThat(c.getMatchLabelKeys()).containsExactly("app.kubernetes.io/name", "pod-template-hash");
                assertThat(deployment.getSpec().getTemplate().getMetadata().getLabels()).containsKey("app.kubernetes.io/name");
            });
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {BASE, DEV, PROD})
    void kafkaIsPinnedToTheVersionTheTestsRun(String kustomization) {
        var kafka = cluster(kustomization).one("Kafka").as(Kafka.class).getSpec().getKafka();
        assertThat(kafka.getVersion()).isEqualTo(Repo.pomValue("kafka.version")).isEqualTo("4.1.2");
        assertThat(kafka.getMetadataVersion()).isEqualTo("4.1-IV1");
        // the Strimzi release that runs 4.1.2 is named where the operators are installed
        assertThat(Repo.read("docs/deploy.md")).contains("Strimzi 1.0.1");
    }

    @ParameterizedTest
    @ValueSource(strings = {BASE, DEV, PROD})
    void postgresIsBackedUpNightlyWithItsWalForPointInTimeRecovery(String kustomization) {
        ClusterManifests cluster = cluster(kustomization);
        Manifest db = cluster.one("Cluster");
        JsonNode backup = db.spec().path("backup");
        assertThat(backup.path("retentionPolicy").asText()).matches("\\d+[dwm]");
        JsonNode store = backup.path("barmanObjectStore");
        assertThat(store.path("destinationPath").asText()).startsWith("s3://");
        assertThat(store.path("s3Credentials").path("accessKeyId").path("name").asText()).isEqualTo("arbiter-db-backup");
        assertThat(store.path("s3Credentials").path("secretAccessKey").path("name").asText()).isEqualTo("arbiter-db-backup");
        Manifest scheduled = cluster.one("ScheduledBackup");
        assertThat(scheduled.spec().path("cluster").path("name").asText()).isEqualTo(db.name());
        assertThat(scheduled.spec().path("method").asText()).isEqualTo("barmanObjectStore");
        // six fields, seconds first (CloudNativePG's cron)
        assertThat(scheduled.spec().path("schedule").asText().split(" ")).hasSize(6);
        String guide = Repo.read("docs/deploy.md");
        assertThat(guide).contains("### Backups and point-in-time recovery", "recoveryTarget", "targetTime",
                "kubectl -n arbiter create secret generic arbiter-db-backup");
    }

    @ParameterizedTest
    @ValueSource(strings = {BASE, DEV, PROD})
    void prometheusScrapesTheServicesAndAlertsOnTheCodesOwnMetrics(String kustomization) throws IOException {
        ClusterManifests cluster = cluster(kustomization);
        Manifest services = cluster.named("PodMonitor", "arbiter-services");
        assertThat(services.spec().path("selector").path("matchLabels").path("arbiter/backend").asText()).isEqualTo("true");
        assertThat(services.spec().path("podMetricsEndpoints").path(0).path("port").asText()).isEqualTo("management");
        assertThat(services.spec().path("podMetricsEndpoints").path(0).path("path").asText()).isEqualTo("/q/metrics");
        for (String module : Repo.BACKENDS) {
            ServiceConfig config = ServiceConfig.of(module);
            assertThat(config.value("quarkus.management.enabled")).as(module).isEqualTo("true");
            assertThat(config.value("quarkus.micrometer.export.prometheus.path")).as(module).isIn(null, "/q/metrics", "metrics");
        }
        assertThat(cluster.named("PodMonitor", "arbiter-db").spec().path("selector").path("matchLabels")
                .path("cnpg.io/cluster").asText()).isEqualTo(cluster.one("Cluster").name());

        Map<String, String> alerts = new LinkedHashMap<>();
        cluster.one("PrometheusRule").spec().path("groups").forEach(g -> g.path("rules")
                .forEach(r -> alerts.put(r.path("alert").asText(), r.path("expr").asText())));
        assertThat(alerts).containsOnlyKeys("ArbiterConsumerLag", "ArbiterParkedGaps", "ArbiterDeadLetters",
                "ArbiterOutboxQuarantined");
        String parked = prometheusName(metric("stream-support/src/main/java/org/arbiter/stream/inbox/EventInbox.java"), false);
        String deadLettered = prometheusName(metric("stream-support/src/main/java/org/arbiter/stream/consumer/FailurePolicy.java"), true);
        String quarantined = prometheusName(metric("stream-support/src/main/java/org/arbiter/stream/outbox/Quarantine.java"), false);
        assertThat(List.of(parked, deadLettered, quarantined))
                .containsExactly("arbiter_inbox_parked", "arbiter_consumer_dead_lettered_total", "arbiter_outbox_quarantined");
        assertThat(alerts.get("ArbiterParkedGaps")).contains(parked + "{");
        assertThat(alerts.get("ArbiterDeadLetters")).contains(deadLettered + "{");
        assertThat(alerts.get("ArbiterOutboxQuarantined")).contains(quarantined + "{");
        // Micrometer's Kafka client metrics (quarkus-micrometer's Kafka binder, on by default)
        assertThat(alerts.get("ArbiterConsumerLag")).contains("kafka_consumer_fetch_manager_records_lag_max{");
        // grouped by the labels the series has (protocol-service's InboxIT scrapes it: client_id, no topic)
        assertThat(alerts.get("ArbiterConsumerLag")).contains("by (namespace, pod, client_id)").doesNotContain("topic");
        assertThat(Repo.read("protocol-service/src/test/java/org/arbiter/protocol/InboxIT.java"))
                .contains("kafka_consumer_fetch_manager_records_lag_max{client_id=\\\"kafka-consumer-table-events\\\"");
        // the gauge and the counter are registered as read here (a gauge by name, a counter by builder)
        assertThat(Repo.read("stream-support/src/main/java/org/arbiter/stream/inbox/GapCheck.java")).contains("registry.gauge(EventInbox.METRIC");
        assertThat(Repo.read("stream-support/src/main/java/org/arbiter/stream/consumer/FailurePolicy.java")).contains("Counter.builder(METRIC)");
        // that counter is made at its topic's first dead letter: increase() alone would miss that one (a series' first
        // sample has no increase), so the alert also takes a series that did not exist before the window
        assertThat(Repo.read("stream-support/src/main/java/org/arbiter/stream/consumer/FailurePolicy.java"))
                .contains("Counter.builder(METRIC).tag(\"topic\", record.topic()).register(registry).increment()");
        assertThat(alerts.get("ArbiterDeadLetters").replaceAll("\\s+", " ")).contains("increase(" + deadLettered + "{")
                .contains(" unless " + deadLettered + "{namespace=~\"arbiter.*\"} offset 15m");

        // the Grafana dashboard: valid JSON, shown by the sidecar, with a panel on each alert's metric (the base as
        // written has the file; kustomize's configMapGenerator makes the ConfigMap in a rendering)
        String text = Files.readString(Repo.path("k8s/base/dashboards/arbiter.json"));
        if (!kustomization.equals(BASE)) {
            ConfigMap dashboard = cluster.typed("ConfigMap", ConfigMap.class).stream()
                    .filter(c -> c.getMetadata().getName().equals("arbiter-grafana-dashboard")).findFirst().orElseThrow();
            assertThat(dashboard.getMetadata().getLabels()).containsEntry("grafana_dashboard", "1");
            text = dashboard.getData().get("arbiter.json");
        }
        JsonNode json = new ObjectMapper().readTree(text);
        assertThat(json.path("uid").asText()).isEqualTo("arbiter");
        List<String> exprs = json.path("panels").findValues("expr").stream().map(JsonNode::asText).toList();
        for (String name : List.of(parked, deadLettered, quarantined, "kafka_consumer_fetch_manager_records_lag_max")) {
            assertThat(exprs).as(name).anyMatch(e -> e.contains(name + "{"));
        }
        assertThat(json.toString()).isEqualTo(new ObjectMapper().readTree(Files.readString(
                Repo.path("k8s/base/dashboards/arbiter.json"))).toString());
    }

    private static void assertRestricted(String name, PodSpec pod) {
        PodSecurityContext podContext = pod.getSecurityContext();
        assertThat(podContext).as(name).isNotNull();
        assertThat(pod.getHostNetwork()).as(name).isNotEqualTo(Boolean.TRUE);
        assertThat(pod.getHostPID()).as(name).isNotEqualTo(Boolean.TRUE);
        assertThat(pod.getHostIPC()).as(name).isNotEqualTo(Boolean.TRUE);
        for (Volume volume : pod.getVolumes() == null ? List.<Volume>of() : pod.getVolumes()) {
            // restricted: only these volume types
            assertThat(volume.getConfigMap() != null || volume.getEmptyDir() != null || volume.getSecret() != null
                    || volume.getProjected() != null || volume.getDownwardAPI() != null
                    || volume.getPersistentVolumeClaim() != null || volume.getCsi() != null
                    || volume.getEphemeral() != null).as(name + " volume " + volume.getName()).isTrue();
        }
        for (Container container : Stream.concat(pod.getContainers().stream(),
                pod.getInitContainers() == null ? Stream.empty() : pod.getInitContainers().stream()).toList()) {
            SecurityContext sc = container.getSecurityContext();
            assertThat(sc).as(name).isNotNull();
            assertThat(sc.getPrivileged()).as(name).isNotEqualTo(Boolean.TRUE);
            assertThat(sc.getAllowPrivilegeEscalation()).as(name + ": allowPrivilegeEscalation false").isFalse();
            Boolean nonRoot = sc.getRunAsNonRoot() != null ? sc.getRunAsNonRoot() : podContext.getRunAsNonRoot();
            assertThat(nonRoot).as(name + ": runAsNonRoot").isTrue();
            Long user = sc.getRunAsUser() != null ? sc.getRunAsUser() : podContext.getRunAsUser();
            assertThat(user).as(name + ": runAsUser").isNotEqualTo(0L);
            String seccomp = sc.getSeccompProfile() != null ? sc.getSeccompProfile().getType()
                    : podContext.getSeccompProfile() == null ? null : podContext.getSeccompProfile().getType();
            assertThat(seccomp).as(name + ": seccomp").isIn("RuntimeDefault", "Localhost");
            Capabilities capabilities = sc.getCapabilities();
            assertThat(capabilities).as(name).isNotNull();
            assertThat(capabilities.getDrop()).as(name + ": drops ALL").contains("ALL");
            assertThat(capabilities.getAdd() == null ? List.of() : capabilities.getAdd()).as(name)
                    .isSubsetOf("NET_BIND_SERVICE");
            assertThat(container.getPorts().stream().filter(p -> p.getHostPort() != null && p.getHostPort() != 0)).isEmpty();
        }
    }

    /** Whether a rule admits a pod with these labels in this namespace (null: another namespace) on the port. */
    private static boolean reaches(List<NetworkPolicyIngressRule> rules, Map<String, String> namespaceLabels,
            Map<String, String> podLabels, int port) {
        for (NetworkPolicyIngressRule rule : rules) {
            boolean portOk = rule.getPorts().stream().anyMatch(p -> Objects.equals(p.getPort().getIntVal(), port));
            if (!portOk) {
                continue;
            }
            for (NetworkPolicyPeer peer : rule.getFrom()) {
                boolean sameNamespace = namespaceLabels.isEmpty();
                boolean nsOk = peer.getNamespaceSelector() == null ? sameNamespace
                        : namespaceLabels.entrySet().containsAll(peer.getNamespaceSelector().getMatchLabels().entrySet());
                boolean podOk = peer.getPodSelector() == null || (podLabels != null
                        && podLabels.entrySet().containsAll(peer.getPodSelector().getMatchLabels().entrySet()));
                if (nsOk && podOk) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The replicas an autoscaler may go up to. */
    private static int maxReplicas(ClusterManifests cluster, String module) {
        for (Manifest scaler : cluster.ofKind("ScaledObject")) {
            if (scaler.spec().path("scaleTargetRef").path("name").asText().equals(module)) {
                return scaler.spec().path("maxReplicaCount").asInt();
            }
        }
        return cluster.typed("HorizontalPodAutoscaler", HorizontalPodAutoscaler.class).stream()
                .filter(h -> h.getSpec().getScaleTargetRef().getName().equals(module))
                .mapToInt(h -> h.getSpec().getMaxReplicas()).findFirst()
                .orElseThrow(() -> new AssertionError("no autoscaler for " + module));
    }

    /** A PostgreSQL connection of its own per instance: each {@code PgSubscriber} (LISTEN) in the module's code. */
    private static int listenConnections(String module) {
        try (Stream<Path> files = Files.walk(Repo.path(module + "/src/main/java"))) {
            return (int) files.filter(f -> f.toString().endsWith(".java")).map(ClusterManifests::read)
                    .filter(source -> source.contains("PgSubscriber.subscriber(")).count();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static String metric(String source) {
        Matcher m = Pattern.compile("String METRIC = \"([^\"]+)\"").matcher(Repo.read(source));
        assertThat(m.find()).as(source).isTrue();
        return m.group(1);
    }

    /** Micrometer's Prometheus naming: dots to underscores, a counter's {@code _total}. */
    private static String prometheusName(String micrometer, boolean counter) {
        return micrometer.replace('.', '_') + (counter ? "_total" : "");
    }

    private static Map<String, String> configMapData(ClusterManifests cluster, String name) {
        return cluster.typed("ConfigMap", ConfigMap.class).stream().filter(c -> c.getMetadata().getName().equals(name))
                .findFirst().orElseThrow().getData();
    }
}
