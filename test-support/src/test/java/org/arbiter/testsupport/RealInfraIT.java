package org.arbiter.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.arbiter.events.Topics;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Starts the three real parts through the Quarkus test resources (in parallel, as Quarkus would) and uses them. */
class RealInfraIT {

    private static final KafkaTestResource KAFKA = new KafkaTestResource();
    private static final PostgresTestResource POSTGRES = new PostgresTestResource();
    private static final KeycloakTestResource KEYCLOAK = new KeycloakTestResource();

    private static Map<String, String> kafka;
    private static Map<String, String> postgres;
    private static Map<String, String> keycloak;

    @BeforeAll
    static void startAll() {
        var k = timed("Kafka", KAFKA::start);
        var p = timed("PostgreSQL", POSTGRES::start);
        var kc = timed("Keycloak", KEYCLOAK::start);
        kafka = k.join();
        postgres = p.join();
        keycloak = kc.join();
    }

    @AfterAll
    static void stopAll() {
        KEYCLOAK.stop();
        KAFKA.stop();
        POSTGRES.stop();
    }

    private static CompletableFuture<Map<String, String>> timed(String what, Supplier<Map<String, String>> start) {
        return CompletableFuture.supplyAsync(() -> {
            long t0 = System.nanoTime();
            Map<String, String> config = start.get();
            System.out.printf("%s ready in %d ms: %s%n", what, (System.nanoTime() - t0) / 1_000_000, config);
            return config;
        });
    }

    @Test
    void testResourcesGiveTheQuarkusConfiguration() {
        assertThat(kafka).containsOnlyKeys("kafka.bootstrap.servers");
        assertThat(kafka.get("kafka.bootstrap.servers")).matches("127\\.0\\.0\\.1:\\d+")
                .isEqualTo(KafkaTestResource.bootstrapServers());
        assertThat(postgres).containsOnlyKeys("quarkus.datasource.reactive.url", "quarkus.datasource.jdbc.url",
                "quarkus.datasource.username", "quarkus.datasource.password");
        assertThat(postgres.get("quarkus.datasource.reactive.url")).matches("postgresql://127\\.0\\.0\\.1:\\d+/arbiter");
        assertThat(postgres.get("quarkus.datasource.jdbc.url"))
                .isEqualTo("jdbc:" + postgres.get("quarkus.datasource.reactive.url"))
                .isEqualTo(PostgresTestResource.jdbcUrl());
        assertThat(keycloak).containsOnlyKeys("quarkus.oidc.auth-server-url", "quarkus.oidc.client-id",
                "quarkus.oidc.credentials.secret", "quarkus.oidc.tenant-enabled", "quarkus.keycloak.admin-client.server-url");
        assertThat(keycloak.get("quarkus.keycloak.admin-client.server-url") + "/realms/arbiter")
                .isEqualTo(KeycloakTestResource.issuerUrl());
        assertThat(keycloak.get("quarkus.oidc.auth-server-url")).matches("http://127\\.0\\.0\\.1:\\d+/realms/arbiter")
                .isEqualTo(KeycloakTestResource.issuerUrl());
        assertThat(keycloak).containsEntry("quarkus.oidc.client-id", "arbiter-services")
                .containsEntry("quarkus.oidc.credentials.secret", "arbiter-services-secret")
                .containsEntry("quarkus.oidc.tenant-enabled", "true");
        // a second start in the same JVM gives the same running instance
        assertThat(new KafkaTestResource().start()).isEqualTo(kafka);
    }

    @Test
    void kafkaHasTheTopicsAndCarriesARecordOnTableEvents() throws Exception {
        String bootstrap = kafka.get("kafka.bootstrap.servers");
        Properties adminConfig = new Properties();
        adminConfig.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        try (Admin admin = Admin.create(adminConfig)) {
            Map<String, TopicDescription> topics = admin.describeTopics(
                    Topics.ALL.stream().map(Topics.TopicSpec::name).toList()).allTopicNames().get();
            for (Topics.TopicSpec spec : Topics.ALL) {
                assertThat(topics.get(spec.name()).partitions()).hasSize(spec.partitions());
            }
            var scores = new ConfigResource(ConfigResource.Type.TOPIC, Topics.GAME_SCORES);
            assertThat(admin.describeConfigs(List.of(scores)).all().get().get(scores).get("cleanup.policy").value())
                    .isEqualTo("compact");
        }

        Properties producerConfig = new Properties();
        producerConfig.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        producerConfig.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        producerConfig.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        try (var producer = new KafkaProducer<String, String>(producerConfig)) {
            producer.send(new ProducerRecord<>(Topics.TABLE_EVENTS, "game-1", "{\"type\":\"probe\"}")).get();
        }

        Properties consumerConfig = new Properties();
        consumerConfig.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        consumerConfig.put(ConsumerConfig.GROUP_ID_CONFIG, "real-infra-it");
        consumerConfig.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        consumerConfig.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        consumerConfig.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        List<String> received = new ArrayList<>();
        try (var consumer = new KafkaConsumer<String, String>(consumerConfig)) {
            consumer.subscribe(List.of(Topics.TABLE_EVENTS));
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (received.isEmpty() && System.nanoTime() < deadline) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(500))) {
                    received.add(record.key() + "=" + record.value());
                }
            }
        }
        assertThat(received).containsExactly("game-1={\"type\":\"probe\"}");
    }

    @Test
    void postgresAnswersOnTheArbiterDatabase() throws Exception {
        try (Connection c = DriverManager.getConnection(postgres.get("quarkus.datasource.jdbc.url"),
                postgres.get("quarkus.datasource.username"), postgres.get("quarkus.datasource.password"));
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("select 1, current_database(), current_setting('server_version_num')")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getInt(1)).isEqualTo(1);
            assertThat(rs.getString(2)).isEqualTo("arbiter");
            assertThat(rs.getString(3)).startsWith("17");
        }
    }

    @Test
    void keycloakGivesRealTokensWithTheRealmRoles() {
        TokenClient tokens = KeycloakTestResource.tokens();
        assertThat(TokenClient.realmRoles(tokens.accessToken("judge"))).containsExactly("judge");
        assertThat(TokenClient.realmRoles(tokens.accessToken("judge2"))).containsExactly("judge");
        assertThat(TokenClient.realmRoles(tokens.accessToken("chief")))
                .containsExactlyInAnyOrder("chief-judge", "judge");
        assertThat(TokenClient.realmRoles(tokens.accessToken("organiser"))).containsExactly("organiser");
        assertThat(TokenClient.realmRoles(tokens.accessToken("viewer"))).containsExactly("viewer");

        var claims = TokenClient.claims(tokens.accessToken("judge", "judge"));
        assertThat(claims.get("iss").asText()).isEqualTo(KeycloakTestResource.issuerUrl());
        assertThat(claims.get("preferred_username").asText()).isEqualTo("judge");
        assertThat(claims.get("azp").asText()).isEqualTo("arbiter-web");
        assertThat(claims.get("exp").asLong() - claims.get("iat").asLong()).isEqualTo(3600);
    }

    @Test
    void aWrongPasswordIsRefused() {
        TokenClient tokens = KeycloakTestResource.tokens();
        // Keycloak 26.7 answers a wrong user password with 400 invalid_grant (RFC 6749 5.2), not 401
        var refused = tokens.requestToken("judge", "not-the-password");
        assertThat(refused.statusCode()).as(refused.body()).isEqualTo(400);
        assertThat(refused.body()).contains("\"error\":\"invalid_grant\"", "Invalid user credentials");
        assertThatThrownBy(() -> tokens.accessToken("chief", "judge"))
                .isInstanceOfSatisfying(TokenClient.TokenRequestFailed.class,
                        e -> assertThat(e.status()).as(e.body()).isEqualTo(400));
        assertThatThrownBy(() -> tokens.accessToken("nobody", "nobody"))
                .isInstanceOfSatisfying(TokenClient.TokenRequestFailed.class,
                        e -> assertThat(e.status()).as(e.body()).isEqualTo(400));
    }

    @Test
    void theServicesClientAuthenticatesWithItsSecretAndAWrongSecretIsRefusedWith401() {
        TokenClient tokens = KeycloakTestResource.tokens();
        String token = tokens.clientCredentialsToken(KeycloakTestResource.CLIENT_ID, KeycloakTestResource.CLIENT_SECRET);
        assertThat(TokenClient.claims(token).get("azp").asText()).isEqualTo("arbiter-services");
        var refused = tokens.requestClientCredentials(KeycloakTestResource.CLIENT_ID, "wrong-secret");
        assertThat(refused.statusCode()).as(refused.body()).isEqualTo(401);
        assertThat(refused.body()).contains("Invalid client or Invalid client credentials");
    }
}
