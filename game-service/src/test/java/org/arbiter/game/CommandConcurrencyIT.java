package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.vertx.VertxContextSupport;
import jakarta.inject.Inject;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.arbiter.game.domain.GameCache;
import org.arbiter.game.domain.LoadedGame;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/** Two devices at one table and a tablet that retries: one winner per version, one answer per command id. */
@QuarkusTest
@TestSecurity(user = "judge-c", roles = "judge")
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class CommandConcurrencyIT {

    private static int eventCount(String gameId) {
        return given().get("/api/games/" + gameId + "/events").then().statusCode(200).extract().jsonPath().getList("$").size();
    }

    private static long version(String gameId) {
        return given().get("/api/games/" + gameId).then().statusCode(200).extract().jsonPath().getLong("version");
    }

    @Test
    void twoCommandsAtTheSameVersionOneWinsTheOtherGets409() throws Exception {
        String gameId = HttpGames.dealtGame();
        long version = version(gameId);
        int before = eventCount(gameId);
        Callable<Integer> endNight = () -> given().contentType(ContentType.JSON).header("If-Match", "\"" + version + "\"")
                .body("{\"type\":\"endNight\"}").post("/api/games/" + gameId + "/commands").statusCode();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<Integer>> calls = pool.invokeAll(List.of(endNight, endNight));
            List<Integer> statuses = new ArrayList<>();
            for (Future<Integer> call : calls) {
                statuses.add(call.get());
            }
            assertThat(statuses).containsExactlyInAnyOrder(200, 409);
        } finally {
            pool.shutdown();
        }
        assertThat(version(gameId)).isGreaterThan(version);
        int added = eventCount(gameId) - before;
        // exactly one endNight's events: night 0 ends and day 1 begins with its first speech
        given().contentType(ContentType.JSON).header("If-Match", "\"" + version + "\"").body("{\"type\":\"endNight\"}")
                .post("/api/games/" + gameId + "/commands").then().statusCode(409)
                .body("error", org.hamcrest.Matchers.is("STALE_VERSION"));
        assertThat(eventCount(gameId) - before).isEqualTo(added);
    }

    @Test
    void racingCommandsWithoutIfMatchNeverAppendTwiceAtOneSeq() throws Exception {
        String gameId = HttpGames.dealtGame();
        given().contentType(ContentType.JSON).body("{\"type\":\"endNight\"}").post("/api/games/" + gameId + "/commands")
                .then().statusCode(200);
        int before = eventCount(gameId);
        Callable<Integer> foul = () -> given().contentType(ContentType.JSON).body("{\"type\":\"foul\",\"seat\":5}")
                .post("/api/games/" + gameId + "/commands").statusCode();
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Integer> statuses = new ArrayList<>();
        try {
            for (Future<Integer> call : pool.invokeAll(List.of(foul, foul, foul))) {
                statuses.add(call.get());
            }
        } finally {
            pool.shutdown();
        }
        assertThat(statuses).allMatch(s -> s == 200 || s == 409);
        long accepted = statuses.stream().filter(s -> s == 200).count();
        assertThat(accepted).isBetween(1L, 3L);
        List<String> types = given().get("/api/games/" + gameId + "/events").then().extract().jsonPath().getList("type");
        assertThat(types.subList(before, types.size())).containsOnly("FoulGiven").hasSize((int) accepted);
        assertThat(given().get("/api/games/" + gameId).then().extract().jsonPath().getInt("state.fouls.'5'"))
                .isEqualTo((int) accepted);
    }

    @Test
    void aRetriedCommandIdReturnsTheFirstAnswerAndAppendsNothing() {
        String gameId = HttpGames.dealtGame();
        String first = given().contentType(ContentType.JSON).body("{\"type\":\"endNight\",\"commandId\":\"tablet-1\"}")
                .post("/api/games/" + gameId + "/commands").then().statusCode(200).extract().asString();
        int after = eventCount(gameId);
        String again = given().contentType(ContentType.JSON).body("{\"type\":\"endNight\",\"commandId\":\"tablet-1\"}")
                .post("/api/games/" + gameId + "/commands").then().statusCode(200).extract().asString();
        assertThat(again).isEqualTo(first);
        assertThat(eventCount(gameId)).isEqualTo(after);
        // a different command under a used id is the same retry: the first answer, nothing appended
        String reused = given().contentType(ContentType.JSON).body("{\"type\":\"foul\",\"seat\":2,\"commandId\":\"tablet-1\"}")
                .post("/api/games/" + gameId + "/commands").then().statusCode(200).extract().asString();
        assertThat(reused).isEqualTo(first);
        assertThat(eventCount(gameId)).isEqualTo(after);
    }

    @Inject
    GameCache cache;

    /**
     * Two instances of game-service: this one cached the game at its deal, the other then ended the night. A command
     * right only after that (the first speech's end) must be decided on the stored stream, not refused on this
     * instance's stale state: neither as WRONG_PHASE ("endSpeech is not accepted in phase NIGHT") nor, with the
     * judge's true version in If-Match, as STALE_VERSION (ScaleOutIT found the first). The other instance is played
     * here by putting this one's cache back to the deal after the night ended.
     */
    @Test
    void aCommandAnotherInstanceMadeRightIsDecidedOnTheStoredStreamNotRefusedOnAStaleCache() throws Throwable {
        String gameId = HttpGames.dealtGame();
        LoadedGame dealt = VertxContextSupport.subscribeAndAwait(() -> cache.load(gameId));
        given().contentType(ContentType.JSON).body("{\"type\":\"endNight\"}").post("/api/games/" + gameId + "/commands")
                .then().statusCode(200);
        long afterTheNight = version(gameId);
        assertThat(afterTheNight).isGreaterThan(dealt.version());

        cache.forget(gameId);
        cache.remember(dealt);
        int answered = given().contentType(ContentType.JSON).body("{\"type\":\"endSpeech\"}")
                .post("/api/games/" + gameId + "/commands").then().statusCode(200).extract().path("version");
        long afterTheSpeech = version(gameId);
        assertThat(afterTheSpeech).isEqualTo(answered).isGreaterThan(afterTheNight);
        cache.forget(gameId);
        cache.remember(dealt);
        given().contentType(ContentType.JSON).header("If-Match", "\"" + afterTheSpeech + "\"").body("{\"type\":\"endSpeech\"}")
                .post("/api/games/" + gameId + "/commands").then().statusCode(200);
        assertThat(version(gameId)).isGreaterThan(afterTheSpeech);

        // a refusal on a state that is the stored one stands, once: nothing appended
        int events = eventCount(gameId);
        given().contentType(ContentType.JSON).header("If-Match", "\"" + afterTheNight + "\"").body("{\"type\":\"endSpeech\"}")
                .post("/api/games/" + gameId + "/commands").then().statusCode(409)
                .body("error", org.hamcrest.Matchers.is("STALE_VERSION"));
        assertThat(eventCount(gameId)).isEqualTo(events);
    }
}
