package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.is;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/** A command's events: PostgreSQL event store → outbox → relay → real Kafka, equal to the stored log, in order. */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class OutboxPipelineIT {

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @Test
    @TestSecurity(user = "judge-a", roles = "judge")
    void storedEventsArePublishedToTableEventsInSeqOrder() throws Exception {
        String gameId = given().contentType(ContentType.JSON).body(HttpGames.newGame("FIIM", null))
                .post("/api/games").then().statusCode(201).body("version", is(0)).extract().path("gameId");
        given().contentType(ContentType.JSON).body(HttpGames.deal())
                .post("/api/games/" + gameId + "/commands").then().statusCode(200);

        List<EventEnvelope> stored = HttpGames.storedLog(gameId);
        assertThat(stored).extracting(EventEnvelope::seq).startsWith(1L, 2L);
        assertThat(stored.getFirst().type()).isEqualTo("GameCreated");
        assertThat(stored.getFirst().actor()).isEqualTo("judge-a");

        List<EventEnvelope> published = TableEventsReader.read(bootstrap, Map.of(gameId, stored.size())).get(gameId);
        assertThat(published).containsExactlyElementsOf(stored);
    }
}
