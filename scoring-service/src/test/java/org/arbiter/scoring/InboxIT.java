package org.arbiter.scoring;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import org.arbiter.scoring.store.Schema;
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

    /** Not JSON, an unknown type, a newer schemaVersion: each dead-lettered with its reason, the next game stored, the service UP. */
    @Test
    void unreadableRecordsAreDeadLetteredAndTheServiceStaysUp() throws Exception {
        InboxContract.unreadableRecordsAreDeadLetteredAndTheStreamGoesOn(bootstrap, jdbcUrl, Schema.NAME, consumer);
        given().get("/q/health").then().statusCode(200).body("status", equalTo("UP"));
    }

    /** A late seq parks the game: readiness stays UP and names it, the audit lists it; the late event releases it. */
    @Test
    @TestSecurity(user = "organiser-1", roles = "organiser")
    void aGameMissingASeqIsParkedAndFlaggedUntilTheSeqArrives() throws Exception {
        InboxContract.aGapParksTheGameUntilTheMissingEventArrives(bootstrap, jdbcUrl, Schema.NAME);
    }
}
