package org.arbiter.rating.catchup;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.events.Topics;
import org.arbiter.rating.store.Schema;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

/**
 * Catching up a backlog (issue 13.6, the fault suite's run 6: rating's {@code table-events} channel was failed by
 * SmallRye's "record not acknowledged within 60 s" check while it caught up). rating-service starts with
 * {@link Backlog}'s {@value Backlog#GAMES} games waiting on its {@code table-events} channel's topic; SmallRye's
 * check is switched on here with a bound of {@link #MAX_WAIT} (production switches it off: see
 * docs/reliability.md "Faults survived"), so a record read from Kafka and left waiting longer than that fails the
 * channel and this test. Afterwards: every game stored exactly to its last seq (each event once, none parked),
 * every game's facts stored, readiness UP; the rate is printed as a {@code CATCHUP} line.
 */
@QuarkusTest
@TestProfile(CatchUpIT.WithBacklog.class)
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class CatchUpIT {

    /** The longest a record may wait between being read from Kafka and being acknowledged. */
    static final Duration MAX_WAIT = Duration.ofSeconds(10);
    static final Duration GIVE_UP = Duration.ofMinutes(5);

    public static class WithBacklog implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("mp.messaging.incoming." + Topics.TABLE_EVENTS + ".throttled.unprocessed-record-max-age.ms",
                    Long.toString(MAX_WAIT.toMillis()));
        }

        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(Backlog.class));
        }
    }

    @Inject
    Pool pool;

    @Test
    void aBacklogIsCaughtUpEachEventOnceAndTheChannelStaysAlive() throws Exception {
        String tournament = System.getProperty(Backlog.PROPERTY + ".tournament");
        long records = Long.getLong(Backlog.PROPERTY + ".records");
        Map<String, Long> lastSeqs = Backlog.lastSeqs();
        long began = System.nanoTime();
        long first = stored(tournament);
        long done = first;
        long lastPrint = began;
        while (done < records) {
            assertThat(Duration.ofNanos(System.nanoTime() - began)).as("caught up: %d of %d records", done, records)
                    .isLessThan(GIVE_UP);
            Thread.sleep(200);
            done = stored(tournament);
            if (System.nanoTime() - lastPrint > 5_000_000_000L) {
                lastPrint = System.nanoTime();
                System.out.printf("CATCHUP rating: %d of %d records after %.1f s%n", done, records, (lastPrint - began) / 1e9);
            }
        }
        double seconds = (System.nanoTime() - began) / 1e9;
        System.out.printf("CATCHUP rating: %d games, %d records; %d stored when the test began, the other %d in %.1f s: "
                + "%.0f records/s%n", lastSeqs.size(), records, first, records - first, seconds, (records - first) / seconds);

        Map<String, Long> positions = new HashMap<>();
        for (Row row : pool.preparedQuery("select stream_id, last_seq from " + Schema.NAME + ".positions "
                + "where stream_kind = 'game' and stream_id like $1").execute(Tuple.of(tournament + "-%")).await().indefinitely()) {
            positions.put(row.getString("stream_id"), row.getLong("last_seq"));
        }
        assertThat(positions).as("each game at its last seq").containsExactlyInAnyOrderEntriesOf(lastSeqs);
        assertThat(stored(tournament)).as("each event stored once").isEqualTo(records);
        assertThat(count("select count(*) from " + Schema.NAME + ".parked_events where stream_id like $1", tournament + "-%"))
                .as("nothing parked").isZero();
        assertThat(count("select count(*) from " + Schema.NAME + ".game_facts where tournament_id = $1", tournament))
                .as("every game's facts").isEqualTo(lastSeqs.size());
        given().get("/q/health/ready").then().statusCode(200).body("status", equalTo("UP"));
        assertThat(ConfigProvider.getConfig().getValue("mp.messaging.connector.smallrye-kafka.throttled.unprocessed-record-max-age.ms",
                Long.class)).as("the check is off outside this test (stream-support's default)").isZero();
        assertThat(ConfigProvider.getConfig().getValue("mp.messaging.connector.smallrye-kafka.tracing-enabled", Boolean.class))
                .as("no span per record (stream-support's default)").isFalse();
    }

    private long stored(String tournament) {
        return count("select coalesce(sum(last_seq - first_seq + 1), 0) from " + Schema.NAME + ".stream_runs where stream_kind = 'game' and stream_id like $1",
                tournament + "-%");
    }

    private long count(String sql, String parameter) {
        return pool.preparedQuery(sql).execute(Tuple.of(parameter)).await().indefinitely().iterator().next().getLong(0);
    }
}
