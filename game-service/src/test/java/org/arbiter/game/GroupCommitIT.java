package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.SqlConnection;
import io.vertx.mutiny.sqlclient.Transaction;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.LongStream;
import org.arbiter.events.EventEnvelope;
import org.arbiter.game.store.GroupCommit;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * Group commit: commands of many tables that wait at the same time share a transaction, and an append that
 * loses its race fails alone. The test holds the outbox locked, so the appends pile up behind the first
 * transactions; released, the rest commit together.
 */
@QuarkusTest
@TestSecurity(user = "judge-g", roles = "judge")
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class GroupCommitIT {

    private static final int GAMES = 23;

    @Inject
    Pool pool;

    @Inject
    GroupCommit groupCommit;

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    private static Callable<Integer> command(String gameId, long version, String body) {
        return () -> given().contentType(ContentType.JSON).header("If-Match", "\"" + version + "\"").body(body)
                .post("/api/games/" + gameId + "/commands").statusCode();
    }

    /**
     * Sends the calls at once while the test holds the outbox locked, waits until every one's append is waiting
     * (not a fixed time: once, after a 1.5 s sleep, the 23 appends committed as 1 + 1 + 1 + 20 — most requests had
     * not reached their append yet); then releases it.
     */
    private List<Integer> whileTheOutboxIsLocked(List<Callable<Integer>> calls) throws Exception {
        SqlConnection holder = pool.getConnection().await().indefinitely();
        Transaction lock = holder.begin().await().indefinitely();
        holder.query("lock table game.outbox in exclusive mode").execute().await().indefinitely();
        ExecutorService clients = Executors.newFixedThreadPool(calls.size());
        try {
            List<Future<Integer>> answers = new ArrayList<>();
            calls.forEach(call -> answers.add(clients.submit(call)));
            // every command decided and its append waiting (queued, or in a transaction blocked by the lock)
            await().atMost(Duration.ofSeconds(30)).until(() -> groupCommit.unfinished() == calls.size());
            assertThat(answers).as("every append waits for the locked outbox").noneMatch(Future::isDone);
            lock.rollback().await().indefinitely();
            List<Integer> statuses = new ArrayList<>();
            for (Future<Integer> answer : answers) {
                statuses.add(answer.get());
            }
            return statuses;
        } finally {
            holder.closeAndAwait();
            clients.shutdown();
        }
    }

    @Test
    void waitingAppendsShareATransactionAndALostRaceFailsAlone() throws Exception {
        List<String> games = new ArrayList<>();
        for (int i = 0; i < GAMES; i++) {
            games.add(HttpGames.dealtGame());   // version 1: GameCreated, RolesDealt
        }

        List<Callable<Integer>> endNights = new ArrayList<>();
        games.forEach(gameId -> endNights.add(command(gameId, 1, "{\"type\":\"endNight\"}")));
        assertThat(whileTheOutboxIsLocked(endNights)).hasSize(GAMES).containsOnly(200);
        List<Long> transactions = new ArrayList<>();
        for (Row row : pool.preparedQuery("select count(*) from game.events where game_id = any($1) and seq > 2 group by xmin::text")
                .execute(Tuple.of(games.toArray(new String[0]))).await().indefinitely()) {
            transactions.add(row.getLong(0));
        }
        assertThat(transactions.stream().mapToLong(Long::longValue).sum()).isEqualTo(3L * GAMES);
        // while the lock is held, MAX_IN_FLIGHT transactions wait and the rest queue; on release, the two that finish
        // may each start a batch at the same moment and split the queue between them (once seen: 19 + 2 + 1 + 1)
        assertThat(transactions).as("transactions holding the 23 commands' events")
                .hasSizeLessThanOrEqualTo(4);                     // 2 × GroupCommit.MAX_IN_FLIGHT (2)

        // version 4 (NightEnded, DayStarted, SpeechStarted): a foul at every table, and a second device at the first
        String foul = "{\"type\":\"foul\",\"seat\":3}";
        List<Callable<Integer>> fouls = new ArrayList<>();
        games.forEach(gameId -> fouls.add(command(gameId, 4, foul)));
        fouls.add(command(games.getFirst(), 4, foul));
        List<Integer> statuses = whileTheOutboxIsLocked(fouls);
        assertThat(List.of(statuses.getFirst(), statuses.getLast())).as("the two devices at the first table")
                .containsExactlyInAnyOrder(200, 409);
        assertThat(statuses.subList(1, GAMES)).as("every other table's command").containsOnly(200);

        Map<String, List<EventEnvelope>> logs = new LinkedHashMap<>();
        Map<String, Integer> sizes = new LinkedHashMap<>();
        for (String gameId : games) {
            List<EventEnvelope> log = HttpGames.storedLog(gameId);
            assertThat(log).extracting(EventEnvelope::seq).as("no gap, nothing twice")
                    .containsExactlyElementsOf(LongStream.rangeClosed(1, log.size()).boxed().toList());
            assertThat(log.subList(2, log.size())).extracting(EventEnvelope::type).as("one endNight's events, one foul")
                    .containsExactly("NightEnded", "DayStarted", "SpeechStarted", "FoulGiven");
            logs.put(gameId, log);
            sizes.put(gameId, log.size());
        }
        Map<String, List<EventEnvelope>> published = TableEventsReader.read(bootstrap, sizes);
        for (String gameId : games) {
            assertThat(published.get(gameId)).as("table-events holds the stored log in order").containsExactlyElementsOf(logs.get(gameId));
        }
    }

    /**
     * A round's start: creations waiting at the same time share a transaction, each game's row with its first event;
     * and beside a command that loses its race in the same batch (the batch then goes one append per transaction)
     * every creation is still stored, published, and its game plays on.
     */
    @Test
    void creationsWaitingTogetherShareATransactionAndALostRaceBesideThemFailsAlone() throws Exception {
        List<String> together = new ArrayList<>();
        assertThat(whileTheOutboxIsLocked(creations(together))).containsOnly(201);
        assertThat(together).hasSize(GAMES).doesNotHaveDuplicates();
        List<Long> transactions = new ArrayList<>();
        for (Row row : pool.preparedQuery("select count(*) from game.games g join game.events e using (game_id) "
                        + "where g.game_id = any($1) and g.xmin = e.xmin group by g.xmin::text")
                .execute(Tuple.of(together.toArray(new String[0]))).await().indefinitely()) {
            transactions.add(row.getLong(0));
        }
        assertThat(transactions.stream().mapToLong(Long::longValue).sum()).as("each game's row and first event in one transaction")
                .isEqualTo(GAMES);
        assertThat(transactions).as("transactions holding the creations").hasSizeLessThanOrEqualTo(4);

        String contested = HttpGames.dealtGame();
        String endNight = "{\"type\":\"endNight\"}";
        List<String> besideARace = new ArrayList<>();
        List<Callable<Integer>> calls = new ArrayList<>(List.of(command(contested, 1, endNight), command(contested, 1, endNight)));
        calls.addAll(creations(besideARace));
        List<Integer> statuses = whileTheOutboxIsLocked(calls);
        assertThat(statuses.subList(0, 2)).as("the two devices at the contested table").containsExactlyInAnyOrder(200, 409);
        assertThat(statuses.subList(2, statuses.size())).as("every creation beside them").containsOnly(201);
        assertThat(besideARace).hasSize(GAMES).doesNotHaveDuplicates();

        Map<String, Integer> sizes = new LinkedHashMap<>();
        for (String gameId : besideARace) {
            assertThat(HttpGames.storedLog(gameId)).extracting(EventEnvelope::type).containsExactly("GameCreated");
            given().contentType(ContentType.JSON).body(HttpGames.deal()).post("/api/games/" + gameId + "/commands")
                    .then().statusCode(200);
            sizes.put(gameId, 2);
        }
        Map<String, List<EventEnvelope>> published = TableEventsReader.read(bootstrap, sizes);
        for (String gameId : besideARace) {
            List<EventEnvelope> log = HttpGames.storedLog(gameId);
            assertThat(log).extracting(EventEnvelope::type).containsExactly("GameCreated", "RolesDealt");
            assertThat(published.get(gameId)).as("table-events holds the stored log in order").containsExactlyElementsOf(log);
        }
    }

    /** {@link #GAMES} creations of friendly games by the test's judge; each created game's id joins {@code created}. */
    private static List<Callable<Integer>> creations(List<String> created) {
        List<String> ids = Collections.synchronizedList(created);
        List<Callable<Integer>> calls = new ArrayList<>();
        for (int i = 0; i < GAMES; i++) {
            calls.add(() -> {
                var answer = given().contentType(ContentType.JSON).body(HttpGames.newGame("FIIM", null)).post("/api/games");
                if (answer.statusCode() == 201) {
                    ids.add(answer.path("gameId"));
                }
                return answer.statusCode();
            });
        }
        return calls;
    }
}
