package org.arbiter.protocol;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Predicate;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.Team;
import org.arbiter.events.game.Winner;
import org.arbiter.events.protest.ProtestDecided;
import org.arbiter.events.protest.ProtestDecision;
import org.arbiter.events.protest.ProtestFiled;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.events.tournament.TournamentStaffNamed;
import org.arbiter.protocol.domain.Protest;
import org.arbiter.protocol.domain.ProtestService;
import org.arbiter.protocol.domain.Protocol;
import org.arbiter.protocol.domain.ProtocolService;
import org.arbiter.stream.refusal.Refusal;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Protests (8.9) and the protocol over HTTP, with the game's events, the tournament and the score sheets
 * arriving on the real broker and everything stored in the real PostgreSQL; the service's clock pinned.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class ProtestIT {

    static final Instant ENDED = ThreeDayGame.ENDED;
    static final String TEXT = "Судья показал Шерифу «красную» проверку чёрного игрока №6";

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @Inject
    TestClock clock;

    @Inject
    ProtocolService protocols;

    @Inject
    ProtestService protests;

    @AfterEach
    void releaseClock() {
        clock.release();
    }

    // ------------------------------------------------------------------ the window (8.9: 10 minutes)

    @Test
    @TestSecurity(user = "player-p-3", roles = "viewer")
    void aPlayerOfTheGameFilesAt9m59sAndIsRefusedAt10m01s() throws Exception {
        ThreeDayGame game = endedGame();

        clock.pin(ENDED.plusSeconds(9 * 60 + 59));
        String id = given().contentType(ContentType.JSON).body(Map.of("text", TEXT))
                .post("/api/games/{id}/protests", game.gameId())
                .then().statusCode(201)
                .body("gameId", equalTo(game.gameId()))
                .body("filedBy", equalTo("player-p-3"))
                .body("seat", equalTo(3))
                .body("text", equalTo(TEXT))
                .body("filedAt", equalTo("2026-04-01T11:11:59Z"))
                .body("gameEndedAt", equalTo("2026-04-01T11:02:00Z"))
                .body("decision", nullValue())
                .extract().path("protestId");

        clock.pin(ENDED.plusSeconds(10 * 60 + 1));
        given().contentType(ContentType.JSON).body(Map.of("text", TEXT))
                .post("/api/games/{id}/protests", game.gameId())
                .then().statusCode(422)
                .body("error", equalTo("PROTEST_WINDOW_CLOSED"))
                .body("rule", equalTo("8.9"));

        given().get("/api/games/{id}/protests", game.gameId())
                .then().statusCode(200)
                .body("protestId", equalTo(List.of(id)))
                .body("seat", equalTo(List.of(3)));

        clock.pin(ENDED.plusSeconds(60));
        given().contentType(ContentType.JSON).body(Map.of("text", "  "))
                .post("/api/games/{id}/protests", game.gameId())
                .then().statusCode(400).body("error", equalTo("MALFORMED_REQUEST"));
        given().contentType(ContentType.JSON).body(Map.of("text", TEXT))
                .post("/api/games/{id}/protests", "no-such-game")
                .then().statusCode(404).body("error", equalTo("GAME_NOT_FOUND"));
        assertThat(given().contentType(ContentType.JSON).body(Map.of("text", TEXT))
                .post("/api/games/{id}/protests", "no-such-game").jsonPath().getMap("$")).containsExactly(
                entry("error", "GAME_NOT_FOUND"), entry("rule", null),
                entry("message", "no game no-such-game has reached the protocol service"));
        assertThat(given().contentType(ContentType.JSON).body("{\"text\":")
                .post("/api/games/{id}/protests", game.gameId()).then().statusCode(400).extract().jsonPath().getMap("$"))
                .containsOnlyKeys("error", "rule", "message").containsEntry("error", "MALFORMED_COMMAND").containsEntry("rule", null);
    }

    @Test
    @TestSecurity(user = "judge", roles = "judge")
    void theTablesJudgeMayFileUntilExactlyTenMinutes() throws Exception {
        ThreeDayGame game = endedGame();
        clock.pin(ENDED.plusSeconds(10 * 60));
        given().contentType(ContentType.JSON).body(Map.of("text", TEXT))
                .post("/api/games/{id}/protests", game.gameId())
                .then().statusCode(201)
                .body("filedBy", equalTo("judge"))
                .body("seat", nullValue());
    }

    @Test
    @TestSecurity(user = "player-p-5", roles = "viewer")
    void aRunningGameHasNoResultToProtest() throws Exception {
        ThreeDayGame game = new ThreeDayGame("game-" + UUID.randomUUID(), "cup-" + UUID.randomUUID());
        Kafka.publish(bootstrap, game.untilDay3());
        awaitProtocol(game.gameId(), p -> p.lastSeq() == game.untilDay3().size());
        given().contentType(ContentType.JSON).body(Map.of("text", TEXT))
                .post("/api/games/{id}/protests", game.gameId())
                .then().statusCode(422).body("error", equalTo("GAME_NOT_OVER"));
    }

    // ------------------------------------------------------------------ roles

    @Test
    @TestSecurity(user = "viewer", roles = "viewer")
    void aViewerCannotFileNorDecide() throws Exception {
        ThreeDayGame game = endedGame();
        clock.pin(ENDED.plusSeconds(60));
        given().contentType(ContentType.JSON).body(Map.of("text", TEXT))
                .post("/api/games/{id}/protests", game.gameId())
                .then().statusCode(403)
                .body("error", equalTo("NOT_A_PLAYER_OF_THE_GAME"));

        Protest filed = protests.file(game.gameId(), "player-p-3", TEXT).await().atMost(Duration.ofSeconds(10));
        given().contentType(ContentType.JSON).body(Map.of("decision", "UPHELD", "reasons", "видео"))
                .post("/api/games/{id}/protests/{pid}/decision", game.gameId(), filed.protestId())
                .then().statusCode(403);
        assertThat(given().get("/api/games/{id}/protests", game.gameId()).then().statusCode(403).extract().jsonPath()
                .getMap("$")).as("a viewer who is not in the game reads no protest").containsExactly(
                entry("error", "FORBIDDEN"), entry("rule", null),
                entry("message", "a game's protests are read by its players, its judge, chief judges and organisers"));
        given().get("/api/tournaments/{t}/protests/open", game.sheet().tournamentId()).then().statusCode(403);

        // the protocol is his to read, the protest in it without its text (docs/reliability.md "Access and limits")
        given().get("/api/games/{id}/protocol", game.gameId())
                .then().statusCode(200)
                .body("protests.protestId", equalTo(List.of(filed.protestId())))
                .body("protests.filedBy", equalTo(List.of("player-p-3")))
                .body("protests.text", equalTo(java.util.Collections.singletonList(null)));
        String pdf = String.join(" ", pdfLines(given().get("/api/games/{id}/protocol.pdf", game.gameId())
                .then().statusCode(200).extract().asByteArray()));
        assertThat(pdf).doesNotContain("Шерифу").contains("текст только для игроков стола, его судьи, главных судей и организаторов");
    }

    @Test
    @TestSecurity(user = "judge2", roles = "judge")
    void aJudgeOfAnotherTableCannotFileAndOnlyTheChiefJudgeDecides() throws Exception {
        ThreeDayGame game = endedGame();
        clock.pin(ENDED.plusSeconds(60));
        given().contentType(ContentType.JSON).body(Map.of("text", TEXT))
                .post("/api/games/{id}/protests", game.gameId())
                .then().statusCode(403).body("error", equalTo("NOT_A_PLAYER_OF_THE_GAME"));
        Protest filed = protests.file(game.gameId(), "player-p-3", TEXT).await().atMost(Duration.ofSeconds(10));
        given().contentType(ContentType.JSON).body(Map.of("decision", "REJECTED", "reasons", "нет оснований"))
                .post("/api/games/{id}/protests/{pid}/decision", game.gameId(), filed.protestId())
                .then().statusCode(403);
        given().get("/api/games/{id}/protests", game.gameId()).then().statusCode(403).body("error", equalTo("FORBIDDEN"));
    }

    // ------------------------------------------------------------------ decision, events, amendment

    @Test
    @TestSecurity(user = "chief2", roles = {"chief-judge", "judge"})
    void aChiefJudgeTheTournamentDoesNotNameDecidesNothing() throws Exception {
        ThreeDayGame game = endedGame();   // its tournament names chief only
        clock.pin(ENDED.plusSeconds(120));
        Protest filed = protests.file(game.gameId(), "player-p-3", TEXT).await().atMost(Duration.ofSeconds(10));
        clock.pin(ENDED.plusSeconds(1800));
        assertThat(given().contentType(ContentType.JSON).body(Map.of("decision", "UPHELD", "reasons", "x"))
                .post("/api/games/{id}/protests/{pid}/decision", game.gameId(), filed.protestId())
                .then().statusCode(403).extract().jsonPath().getMap("$")).containsExactly(entry("error", "FORBIDDEN"),
                entry("rule", null), entry("message", "the protests of tournament " + game.sheet().tournamentId()
                        + " are decided by the chief judges it names"));
        assertThat(protests.ofGame(game.gameId(), new org.arbiter.protocol.domain.ProtestAccess.Reader("chief", java.util.Set.of("chief-judge")))
                .await().atMost(Duration.ofSeconds(10))).singleElement()
                .satisfies(p -> assertThat(p.decision()).as("nothing decided").isNull());
    }

    @Test
    @TestSecurity(user = "chief", roles = {"chief-judge", "judge"})
    void theChiefJudgesDecisionIsFinalGoesToKafkaOnceAndTheAmendIsLinked() throws Exception {
        ThreeDayGame game = endedGame();
        String tournament = game.sheet().tournamentId();
        clock.pin(ENDED.plusSeconds(120));
        Protest filed = protests.file(game.gameId(), "player-p-3", TEXT).await().atMost(Duration.ofSeconds(10));
        clock.pin(ENDED.plusSeconds(130));
        Protest other = protests.file(game.gameId(), "player-p-7", "Прошу пересмотреть фол").await().atMost(Duration.ofSeconds(10));

        given().get("/api/tournaments/{t}/protests/open", tournament)
                .then().statusCode(200).body("protestId", equalTo(List.of(filed.protestId(), other.protestId())));

        clock.pin(ENDED.plusSeconds(1800));
        given().contentType(ContentType.JSON)
                .body(Map.of("decision", "UPHELD", "reasons", "Видеозапись подтверждает ошибку судьи",
                        "resultChange", Map.of("winner", "BLACK", "annulled", false)))
                .post("/api/games/{id}/protests/{pid}/decision", game.gameId(), filed.protestId())
                .then().statusCode(200)
                .body("decision", equalTo("UPHELD"))
                .body("decidedBy", equalTo("chief"))
                .body("decidedAt", equalTo("2026-04-01T11:32:00Z"))
                .body("changeWinner", equalTo("BLACK"))
                .body("changeAnnulled", equalTo(false));

        given().contentType(ContentType.JSON).body(Map.of("decision", "REJECTED", "reasons", "передумал"))
                .post("/api/games/{id}/protests/{pid}/decision", game.gameId(), filed.protestId())
                .then().statusCode(409)
                .body("error", equalTo("PROTEST_ALREADY_DECIDED"))
                .body("rule", equalTo("8.9"));
        given().contentType(ContentType.JSON).body(Map.of("decision", "REJECTED", "reasons", "x",
                        "resultChange", Map.of("winner", "BLACK", "annulled", false)))
                .post("/api/games/{id}/protests/{pid}/decision", game.gameId(), other.protestId())
                .then().statusCode(400).body("error", equalTo("MALFORMED_REQUEST"));
        given().contentType(ContentType.JSON).body(Map.of("decision", "UPHELD", "reasons", "x"))
                .post("/api/games/{id}/protests/{pid}/decision", game.gameId(), UUID.randomUUID().toString())
                .then().statusCode(404).body("error", equalTo("PROTEST_NOT_FOUND"));

        given().get("/api/games/{id}/protests", game.gameId())
                .then().statusCode(200)
                .body("decision", equalTo(java.util.Arrays.asList("UPHELD", null)))
                .body("reasons", equalTo(java.util.Arrays.asList("Видеозапись подтверждает ошибку судьи", null)));
        given().get("/api/tournaments/{t}/protests/open", tournament)
                .then().statusCode(200).body("protestId", equalTo(List.of(other.protestId())));

        // protest-events: the game's protest stream, each event once, in order, key gameId
        List<ConsumerRecord<String, String>> records = Kafka.protestEvents(bootstrap, game.gameId(), 3);
        List<EventEnvelope> published = new ArrayList<>();
        records.forEach(r -> published.add(EventJson.read(r.value())));
        assertThat(published).extracting(EventEnvelope::seq, EventEnvelope::type, EventEnvelope::actor)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(1L, "ProtestFiled", "player-p-3"),
                        org.assertj.core.groups.Tuple.tuple(2L, "ProtestFiled", "player-p-7"),
                        org.assertj.core.groups.Tuple.tuple(3L, "ProtestDecided", "chief"));
        assertThat(published.get(0).payload()).isEqualTo(new ProtestFiled(filed.protestId(), tournament, "player-p-3", 3,
                TEXT, ENDED));
        assertThat(published.get(0).occurredAt()).isEqualTo(ENDED.plusSeconds(120));
        assertThat(published.get(2).payload()).isEqualTo(new ProtestDecided(filed.protestId(), ProtestDecision.UPHELD,
                "Видеозапись подтверждает ошибку судьи", new ProtestDecided.ResultChange(Winner.BLACK, false)));
        assertThat(published.get(2).occurredAt()).isEqualTo(ENDED.plusSeconds(1800));

        // the chief judge's amend on the game (game-service) and scoring's sheet version 2 arrive
        EventEnvelope amend = game.amend("chief", ENDED.plusSeconds(1900), Winner.BLACK,
                "protest " + filed.protestId() + " upheld: wrong Sheriff check shown");
        Kafka.publish(bootstrap, List.of(amend));
        Kafka.publish(bootstrap, game.sheet(Team.BLACK, amend.seq()));
        Protocol protocol = awaitProtocol(game.gameId(), p -> p.lastSeq() == amend.seq()
                && Long.valueOf(amend.seq()).equals(p.scoreVersion()));

        assertThat(protocol.result().winner()).isEqualTo(Winner.BLACK);
        assertThat(protocol.result().originalWinner()).isEqualTo(Winner.RED);
        assertThat(protocol.result().amended()).isTrue();
        assertThat(protocol.amendments()).containsExactly(new Protocol.Amendment(amend.seq(), ENDED.plusSeconds(1900),
                "chief", Winner.BLACK, false, "protest " + filed.protestId() + " upheld: wrong Sheriff check shown",
                filed.protestId()));
        assertThat(protocol.protests()).extracting(Protocol.ProtestLine::protestId, Protocol.ProtestLine::amendmentSeq)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(filed.protestId(), amend.seq()),
                        org.assertj.core.groups.Tuple.tuple(other.protestId(), null));

        given().get("/api/games/{id}/protocol", game.gameId())
                .then().statusCode(200)
                .body("result.winner", equalTo("BLACK"))
                .body("result.originalWinner", equalTo("RED"))
                .body("amendments[0].protestId", equalTo(filed.protestId()))
                .body("protests[0].amendmentSeq", equalTo((int) amend.seq()))
                .body("protests.text", equalTo(List.of(TEXT, "Прошу пересмотреть фол")))
                .body("protests[0].reasons", equalTo("Видеозапись подтверждает ошибку судьи"))
                .body("scoreVersion", equalTo((int) amend.seq()))
                .body("seats.total", equalTo(List.of(0f, 1f, 0.3f, 0.25f, 0.2f, 1f, 0f, 1f, 0f, 0f)));

        byte[] pdf = given().get("/api/games/{id}/protocol.pdf", game.gameId())
                .then().statusCode(200).contentType("application/pdf").extract().asByteArray();
        List<String> lines = pdfLines(pdf);
        assertThat(lines).contains(
                "чёрные (окончена 01.04.2026 14:02); результат изменён главным судьёй, было: красные",
                "2 Лиса Ч 4 4 5 заголос. д2 1 0 1");
        assertThat(String.join("\n", lines)).contains("по протесту 1 [" + filed.protestId() + "]");
    }

    // ------------------------------------------------------------------ the protocol of a running game

    @Test
    @TestSecurity(user = "viewer", roles = "viewer")
    void theProtocolOfARunningGameShowsWhatIsKnownAndNoRole() throws Exception {
        ThreeDayGame game = new ThreeDayGame("game-" + UUID.randomUUID(), "cup-" + UUID.randomUUID());
        Kafka.publish(bootstrap, game.untilDay3());
        awaitProtocol(game.gameId(), p -> p.lastSeq() == game.untilDay3().size());

        given().get("/api/games/{id}/protocol", game.gameId())
                .then().statusCode(200)
                .body("status", equalTo("IN_PROGRESS"))
                .body("rolesShown", equalTo(false))
                .body("seats.roleLetter", equalTo(java.util.Collections.nCopies(10, null)))
                .body("seats.role", equalTo(java.util.Collections.nCopies(10, null)))
                .body("seats.fouls", equalTo(List.of(0, 0, 0, 0, 0, 0, 2, 0, 0, 0)))
                .body("seats.points", equalTo(java.util.Collections.nCopies(10, null)))
                .body("bestMove.firstKilled", equalTo(4))
                .body("bestMove.targets", equalTo(List.of(2, 6, 10)))
                .body("bestMove.blacks", nullValue())
                .body("result", nullValue())
                .body("signature", nullValue())
                .body("voteRounds.size()", equalTo(3));

        byte[] pdf = given().get("/api/games/{id}/protocol.pdf", game.gameId())
                .then().statusCode(200).contentType("application/pdf").extract().asByteArray();
        List<String> lines = pdfLines(pdf);
        assertThat(lines).contains("4 Ёлка убит н1", "6 Кощей 4 3",
                "ПУ №4: 2, 6, 10", "игра не окончена");
    }

    // ------------------------------------------------------------------ helpers

    /** A finished, signed game of a new tournament, with its tournament and its score sheet, all on Kafka. */
    private ThreeDayGame endedGame() throws Exception {
        String tournament = "cup-" + UUID.randomUUID();
        ThreeDayGame game = new ThreeDayGame("game-" + UUID.randomUUID(), tournament);
        Kafka.publish(bootstrap, List.of(EventEnvelope.ofTournament(tournament, 1, ThreeDayGame.START, "organiser",
                new TournamentCreated("Весенний кубок", null, null, null, null, List.of(), List.of())),
                EventEnvelope.ofTournament(tournament, 2, ThreeDayGame.START, "organiser",
                        new TournamentStaffNamed(List.of(), List.of("chief")))));
        Kafka.publish(bootstrap, game.complete());
        Kafka.publish(bootstrap, game.sheet());
        long last = game.complete().size();
        awaitProtocol(game.gameId(), p -> p.lastSeq() == last && p.scoreVersion() != null
                && "Весенний кубок".equals(p.tournamentName()));
        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(200))
                .until(() -> protocols.chiefJudges(tournament).await().atMost(Duration.ofSeconds(5)).contains("chief"));
        return game;
    }

    private Protocol awaitProtocol(String gameId, Predicate<Protocol> ready) {
        Protocol[] seen = new Protocol[1];
        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(200))
                .conditionEvaluationListener(c -> {
                    if (c.getRemainingTimeInMS() <= 300 && seen[0] != null) {
                        System.err.println("protocol not ready: lastSeq " + seen[0].lastSeq() + ", scoreVersion "
                                + seen[0].scoreVersion() + ", tournament " + seen[0].tournamentName());
                    }
                }).until(() -> {
            try {
                seen[0] = protocols.protocol(gameId).await().atMost(Duration.ofSeconds(5));
                return ready.test(seen[0]);
            } catch (Refusal notYet) {
                return false;
            }
        });
        return seen[0];
    }

    private static List<String> pdfLines(byte[] pdf) throws Exception {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            PDFTextStripper stripper = new PDFTextStripper();
            stripper.setSortByPosition(true);
            return stripper.getText(doc).lines().map(String::strip).toList();
        }
    }
}
