package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.path.json.JsonPath;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.events.game.PlayerRemoved;
import org.arbiter.events.game.RemovalReason;
import org.arbiter.stream.outbox.Quarantine;
import org.arbiter.stream.outbox.QuarantineCheck;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * Issue 13's case: a disqualification whose clause is 1.1 MB makes an event larger than Kafka's record limit
 * (the producer's max.request.size, 1 MiB). Before the quarantine the relay failed its whole batch every 200 ms
 * and no event of any table reached Kafka again. The row is written below the HTTP layer (straight into the outbox,
 * as the event store would write it), since the API now refuses such a body.
 */
@QuarkusTest
@TestSecurity(user = "judge-q", roles = "judge")
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class PoisonRecordIT {

    private static final int CLAUSE_CHARS = 1_100_000;

    @Inject
    Pool pool;

    @Inject
    MeterRegistry registry;

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @Test
    void anEventTooLargeForKafkaIsQuarantinedWithItsReasonAndEveryLaterEventOfOtherTablesIsPublished() {
        String poisoned = HttpGames.dealtGame();
        List<EventEnvelope> before = HttpGames.storedLog(poisoned);
        EventEnvelope huge = new EventEnvelope(UUID.randomUUID(), poisoned, null, before.getLast().seq() + 1, "PlayerRemoved",
                Instant.now(), "judge-q", EventEnvelope.SCHEMA_VERSION,
                new PlayerRemoved(3, RemovalReason.DISQUALIFICATION, "x".repeat(CLAUSE_CHARS), 1, null, true, false));
        String hugeJson = EventJson.write(huge);
        pool.preparedQuery("insert into game.outbox (topic, stream_id, seq, envelope) values ($1, $2, $3, $4)")
                .execute(Tuple.of(Topics.TABLE_EVENTS, poisoned, huge.seq(), hugeJson)).await().indefinitely();

        // later events of another table
        String other = HttpGames.dealtGame();
        List<EventEnvelope> otherLog = HttpGames.storedLog(other);

        await().atMost(Duration.ofSeconds(30)).until(() -> unsent(poisoned) == 0 && unsent(other) == 0);
        Map<String, List<EventEnvelope>> published = TableEventsReader.read(bootstrap,
                Map.of(poisoned, before.size(), other, otherLog.size()));
        assertThat(published.get(other)).containsExactlyElementsOf(otherLog);
        assertThat(published.get(poisoned)).containsExactlyElementsOf(before);

        List<String> quarantined = new ArrayList<>();
        for (Row row : pool.preparedQuery("select topic, reason, length(record_value) from game.quarantine where record_key = $1")
                .execute(Tuple.of(poisoned)).await().indefinitely()) {
            quarantined.add(row.getString(0) + " | " + row.getString(1).substring(0, row.getString(1).indexOf(':'))
                    + " | " + row.getInteger(2));
        }
        assertThat(quarantined).containsExactly("table-events | RecordTooLargeException | " + hugeJson.length());

        long total = pool.query("select count(*) from game.quarantine").execute().await().indefinitely().iterator().next().getLong(0);
        // readiness stays UP (the tournament goes on) and reports the count; the gauge says the same
        JsonPath ready = given().get("/q/health/ready").then().statusCode(200).extract().jsonPath();
        assertThat(ready.getString("status")).isEqualTo("UP");
        assertThat(ready.getString("checks.find { it.name == '" + QuarantineCheck.NAME + "' }.status")).isEqualTo("UP");
        assertThat(ready.getLong("checks.find { it.name == '" + QuarantineCheck.NAME + "' }.data.quarantined")).isEqualTo(total);
        assertThat(registry.get(Quarantine.METRIC).gauge().value()).isEqualTo((double) total);
    }

    private long unsent(String stream) {
        return pool.preparedQuery("select count(*) from game.outbox where stream_id = $1 and sent_at is null")
                .execute(Tuple.of(stream)).await().indefinitely().iterator().next().getLong(0);
    }
}
