package org.arbiter.protocol;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import org.arbiter.protocol.store.Schema;
import org.arbiter.testsupport.InboxContract;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/** table-events on a real broker → this service's consumer group → its own PostgreSQL schema, once; what it cannot read → its dead-letter topic. */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class InboxIT {

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @ConfigProperty(name = "quarkus.datasource.jdbc.url")
    String jdbcUrl;

    @ConfigProperty(name = "arbiter.dead-letters.consumer")
    String consumer;

    @Test
    void eventsAreStoredByContentAndARedeliveryChangesNothing() throws Exception {
        InboxContract.eachEventIsStoredOnceByContent(bootstrap, jdbcUrl, Schema.NAME);
    }

    @io.quarkus.test.common.http.TestHTTPResource(value = "/metrics", management = true)
    java.net.URL metrics;

    /**
     * Not JSON, an unknown type, a newer schemaVersion: each dead-lettered with its reason, the next game stored, the
     * service UP. Its metrics then show what the alerts of k8s/base/monitoring.yaml ask for, by those names: the
     * dead letters of table-events, the parked events, the quarantined outbox rows and the consumers' lag.
     */
    @Test
    void unreadableRecordsAreDeadLetteredAndTheServiceStaysUp() throws Exception {
        InboxContract.unreadableRecordsAreDeadLetteredAndTheStreamGoesOn(bootstrap, jdbcUrl, Schema.NAME, consumer);
        given().get("/q/health").then().statusCode(200).body("status", equalTo("UP"));
        String scraped = given().get(metrics).then().statusCode(200).extract().asString();
        java.util.List<String> samples = scraped.lines().filter(line -> !line.startsWith("#")).toList();
        org.assertj.core.api.Assertions.assertThat(samples)
                .anyMatch(line -> line.startsWith("arbiter_consumer_dead_lettered_total{") && line.contains("topic=\"table-events\""))
                .anyMatch(line -> line.startsWith("arbiter_inbox_parked"))
                .anyMatch(line -> line.startsWith("arbiter_outbox_quarantined"))
                // the consumer's lag per channel, no topic label: ArbiterConsumerLag groups by client_id
                .anyMatch(line -> line.startsWith("kafka_consumer_fetch_manager_records_lag_max{client_id=\"kafka-consumer-table-events\""));
    }

    /** A late seq parks the game: readiness stays UP and names it, the audit lists it; the late event releases it. */
    @Test
    @TestSecurity(user = "organiser-1", roles = "organiser")
    void aGameMissingASeqIsParkedAndFlaggedUntilTheSeqArrives() throws Exception {
        InboxContract.aGapParksTheGameUntilTheMissingEventArrives(bootstrap, jdbcUrl, Schema.NAME);
    }
}
