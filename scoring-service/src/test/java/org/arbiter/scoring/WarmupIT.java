package org.arbiter.scoring;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.smallrye.reactive.messaging.kafka.KafkaClientService;
import io.vertx.mutiny.sqlclient.Pool;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Set;
import org.arbiter.stream.warmup.CodeWarmup;
import org.arbiter.stream.warmup.ConnectionWarmup;
import org.arbiter.stream.warmup.WarmupCheck;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/**
 * The start-up warm-up (stream-support's ConnectionWarmup and CodeWarmup, issue 16 part 5) on real PostgreSQL and Kafka:
 * by the time the service answers ready, the pool's connections are open, the game-scores producer (and the
 * dead-letter one) has its topic's metadata and its connection to the broker, before any sheet was sent, and the
 * synthetic games were played through the sheet's path.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class WarmupIT {

    @Inject
    ConnectionWarmup warmup;

    @Inject
    CodeWarmup code;

    @Inject
    Pool pool;

    @Inject
    KafkaClientService kafka;

    @Test
    void readyOnlyOnceThePoolsConnectionsAndTheProducersMetadataAreOpenAndTheSyntheticGamesPlayed() {
        JsonPath ready = await().atMost(Duration.ofSeconds(60)).until(
                () -> given().get("/q/health/ready").then().extract().jsonPath(),
                health -> "UP".equals(health.getString("checks.find { it.name == '" + WarmupCheck.NAME + "' }.status")));
        String check = "checks.find { it.name == '" + WarmupCheck.NAME + "' }";
        assertThat(ready.getInt(check + ".data.connections")).isEqualTo(4);
        assertThat(ready.getString(check + ".data.topics")).isEqualTo("game-scores,table-events.dlq.scoring");
        assertThat(warmup.done().join()).isEqualTo(new ConnectionWarmup.Opened(4, Set.of("game-scores", "table-events.dlq.scoring")));
        // and the synthetic games were played through the sheet's path (two in tests: %test.arbiter.warmup.games)
        assertThat(ready.getInt(check + ".data.games")).isEqualTo(2);
        assertThat(code.done().join().games()).isEqualTo(2);

        // the connections are open at the server (this service's pool, application name vertx-pg-client)
        long open = pool.query("select count(*) from pg_stat_activity where datname = current_database()"
                + " and application_name = 'vertx-pg-client'").execute().await().indefinitely().iterator().next().getLong(0);
        assertThat(open).isGreaterThanOrEqualTo(4);
        // and the producer knows game-scores' partitions and holds a broker connection without having sent anything
        var producer = kafka.getProducer("game-scores").unwrap();
        assertThat(metric(producer, "metadata-age")).isNotNull();
        assertThat(((Number) metric(producer, "connection-count")).intValue()).isPositive();
    }

    private static Object metric(org.apache.kafka.clients.producer.Producer<?, ?> producer, String name) {
        return producer.metrics().entrySet().stream()
                .filter(e -> e.getKey().name().equals(name) && e.getKey().group().equals("producer-metrics"))
                .map(e -> e.getValue().metricValue()).findFirst().orElse(null);
    }
}
