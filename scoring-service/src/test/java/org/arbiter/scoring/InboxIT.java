package org.arbiter.scoring;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.arbiter.scoring.store.Schema;
import org.arbiter.testsupport.InboxContract;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/** table-events on a real broker → this service's consumer group → its own PostgreSQL schema, once. */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class InboxIT {

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @ConfigProperty(name = "quarkus.datasource.jdbc.url")
    String jdbcUrl;

    @Test
    void eventsAreStoredByContentAndARedeliveryChangesNothing() throws Exception {
        InboxContract.eachEventIsStoredOnceByContent(bootstrap, jdbcUrl, Schema.NAME);
    }
}
