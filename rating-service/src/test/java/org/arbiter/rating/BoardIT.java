package org.arbiter.rating;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.net.URL;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.DayStarted;
import org.arbiter.events.game.GameEndReason;
import org.arbiter.events.game.NightEnded;
import org.arbiter.events.game.NightStarted;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SpeechEnded;
import org.arbiter.events.game.SpeechKind;
import org.arbiter.events.game.SpeechStarted;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Winner;
import org.arbiter.rating.board.BoardMessage;
import org.arbiter.rating.board.BoardRow;
import org.arbiter.rating.support.Publisher;
import org.arbiter.rating.support.SseClient;
import org.arbiter.testgames.TestGame;
import org.arbiter.testgames.TestGameSetup;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * The live board on a real broker and PostgreSQL: a round's three tables as their games progress (exact rows: phase,
 * day, speaker, the last command's time, the result), the idle flag set by the timer when a table has no command for
 * the threshold (20 s here), the first message a snapshot and then only changes, another round's table only on the
 * stage's board, malformed queries refused.
 */
@QuarkusTest
@TestProfile(BoardIT.ShortIdle.class)
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class BoardIT {

    static final Duration WAIT = Duration.ofSeconds(30);
    static final int IDLE_AFTER = 20;
    static final String TOURNAMENT = "board-" + UUID.randomUUID();
    static final List<Integer> ALL = List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);

    public static class ShortIdle implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("rating.board.idle-after-seconds", Integer.toString(IDLE_AFTER),
                    "rating.board.idle-check-millis", "200");
        }
    }

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @TestHTTPResource("/")
    URL base;

    static TestGameSetup table(int tableNo, int round, Instant at) {
        List<String> players = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            players.add("t" + tableNo + "r" + round + "p" + i);
        }
        return TestGame.of(Ruleset.FIIM).id("board-g" + tableNo + "-" + round + "-" + TOURNAMENT)
                .tournament(TOURNAMENT, Stage.QUALIFYING, tableNo, round).players(players)
                .nicknames(players).judge("judge" + tableNo).clock(at, Duration.ZERO);
    }

    @Test
    void aRoundsTablesAsTheyProgress_theIdleFlag_snapshotThenChanges() throws Exception {
        Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        // table 3's game was created 10 s ago and nothing happened since: it is flagged about 10 s from now
        Instant table3At = now.minusSeconds(IDLE_AFTER - 10);
        TestGame g1 = table(1, 1, now).dealt();
        g1.byHand().add(new NightStarted(0)).add(new NightEnded(0, null)).add(new DayStarted(1, 1, ALL))
                .add(new SpeechStarted(1, 1, SpeechKind.DISCUSSION, 60));
        TestGame g2 = table(2, 1, now).dealt();
        g2.byHand().add(new NightStarted(0)).add(new NightEnded(0, null)).add(new DayStarted(1, 1, ALL))
                .ended(Winner.BLACK, GameEndReason.BLACK_PARITY);
        TestGame g3 = table(3, 1, table3At).start();
        TestGame nextRound = table(1, 2, now).start();

        String stream = base + "api/tournaments/" + TOURNAMENT + "/board/stream?stage=QUALIFYING&round=1";
        try (Publisher publish = new Publisher(bootstrap); SseClient client = new SseClient(stream, null)) {
            SseClient.Message first = client.next(WAIT);
            assertThat(first.event()).isEqualTo("board");
            assertThat(first.id()).isEqualTo("0");
            BoardMessage snapshot = message(first);
            assertThat(snapshot.kind()).isEqualTo(BoardMessage.SNAPSHOT);
            assertThat(snapshot.idleAfterSeconds()).isEqualTo(IDLE_AFTER);
            assertThat(snapshot.rows()).isEmpty();

            for (TestGame g : List.of(g1, g2, g3, nextRound)) {
                g.events().forEach(publish::table);
            }
            BoardRow row1 = new BoardRow(g1.gameId(), "QUALIFYING", 1, 1, 6, "DAY", 1, 0, 1, "DISCUSSION", now, false,
                    false, null, null);
            BoardRow row2 = new BoardRow(g2.gameId(), "QUALIFYING", 1, 2, 6, "FINISHED", 1, 0, null, null, now, false,
                    true, "BLACK", "BLACK_PARITY");
            BoardRow row3 = new BoardRow(g3.gameId(), "QUALIFYING", 1, 3, 1, "SETUP", 0, 0, null, null, table3At, false,
                    false, null, null);
            BoardRow row3Idle = new BoardRow(g3.gameId(), "QUALIFYING", 1, 3, 1, "SETUP", 0, 0, null, null, table3At, true,
                    false, null, null);

            Map<String, BoardRow> board = new LinkedHashMap<>();
            List<BoardMessage> changes = new ArrayList<>();
            long[] version = {0};
            // every change until table 3 is flagged; nothing of round 2 comes
            await().atMost(WAIT).until(() -> {
                SseClient.Message m = client.next(Duration.ofMillis(200));
                if (m != null) {
                    BoardMessage change = message(m);
                    assertThat(change.kind()).isEqualTo(BoardMessage.CHANGE);
                    assertThat(change.version()).isEqualTo(version[0] + 1);
                    assertThat(m.id()).isEqualTo(Long.toString(change.version()));
                    version[0] = change.version();
                    changes.add(change);
                    change.rows().forEach(r -> board.put(r.gameId(), r));
                }
                return row3Idle.equals(board.get(g3.gameId()));
            });
            assertThat(board.values()).containsExactlyInAnyOrder(row1, row2, row3Idle);
            // table 3 came in before the threshold, and the timer's change flagged it: that change holds it alone
            assertThat(changes).flatExtracting(BoardMessage::rows).contains(row3);
            assertThat(changes.getLast().rows()).containsExactly(row3Idle);
            assertThat(changes).flatExtracting(BoardMessage::rows).extracting(BoardRow::gameId)
                    .doesNotContain(nextRound.gameId());

            // table 1's next speaker: one change, its row whole
            Instant later = Instant.now().truncatedTo(ChronoUnit.MILLIS);
            publish.table(g1.record("judge1", later, new SpeechEnded(1, 1, SpeechKind.DISCUSSION)));
            publish.table(g1.record("judge1", later, new SpeechStarted(1, 2, SpeechKind.DISCUSSION, 60)));
            BoardRow row1Next = new BoardRow(g1.gameId(), "QUALIFYING", 1, 1, 8, "DAY", 1, 0, 2, "DISCUSSION", later,
                    false, false, null, null);
            assertThat(message(client.next(WAIT)).rows()).containsExactly(new BoardRow(g1.gameId(), "QUALIFYING", 1, 1,
                    7, "DAY", 1, 0, null, null, later, false, false, null, null));
            BoardMessage last = message(client.next(WAIT));
            assertThat(last.rows()).containsExactly(row1Next);

            // the snapshot now: by table; the stage's board has round 2's table too, after round 1's
            BoardMessage now1 = EventJson.MAPPER.readValue(given().queryParam("stage", "QUALIFYING").queryParam("round", 1)
                    .get("/api/tournaments/" + TOURNAMENT + "/board").then().statusCode(200).extract().asString(), BoardMessage.class);
            assertThat(now1.kind()).isEqualTo(BoardMessage.SNAPSHOT);
            assertThat(now1.version()).isEqualTo(last.version());
            assertThat(now1.rows()).containsExactly(row1Next, row2, row3Idle);
            BoardMessage stage = EventJson.MAPPER.readValue(given().queryParam("stage", "qualifying")
                    .get("/api/tournaments/" + TOURNAMENT + "/board").then().statusCode(200).extract().asString(), BoardMessage.class);
            assertThat(stage.rows()).extracting(BoardRow::gameId)
                    .containsExactly(g1.gameId(), g2.gameId(), g3.gameId(), nextRound.gameId());
        }

        given().queryParam("stage", "BOGUS").get("/api/tournaments/" + TOURNAMENT + "/board").then().statusCode(400);
        given().queryParam("stage", "FINAL").queryParam("round", 0).get("/api/tournaments/" + TOURNAMENT + "/board")
                .then().statusCode(400);
        given().queryParam("round", 1).get("/api/tournaments/" + TOURNAMENT + "/board").then().statusCode(400);
    }

    static BoardMessage message(SseClient.Message m) throws Exception {
        assertThat(m).as("a board message").isNotNull();
        return EventJson.MAPPER.readValue(m.data(), BoardMessage.class);
    }
}
