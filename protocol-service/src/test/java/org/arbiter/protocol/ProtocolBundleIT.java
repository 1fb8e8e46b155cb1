package org.arbiter.protocol;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.Stage;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.protocol.domain.ProtestService;
import org.arbiter.protocol.domain.ProtocolService;
import org.arbiter.stream.refusal.Refusal;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/**
 * A round's and a stage's protocols as one PDF over HTTP: games arrive on the real broker out of table order (and a
 * final's game beside them), the PDF has one page a game in round and table order, numbered through, and a protest's
 * text only for those ProtestAccess shows it to.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class ProtocolBundleIT {

    static final String TOURNAMENT = "cup-" + UUID.randomUUID();
    static final String TEXT = "Судья показал Шерифу «красную» проверку чёрного игрока №6";
    static final String WITHHELD = "текст только для игроков стола, его судьи, главных судей и организаторов";
    /** The protocols' header cells (tournament, stage, game = round, table, date, judge) in the expected order. */
    static final List<String> ROUND_1 = List.of("Весенний кубок Отборочный этап 1 1 01.04.2026 judge",
            "Весенний кубок Отборочный этап 1 2 01.04.2026 judge");
    static final String ROUND_2 = "Весенний кубок Отборочный этап 2 1 01.04.2026 judge";

    static boolean published;

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @Inject
    TestClock clock;

    @Inject
    ProtocolService protocols;

    @Inject
    ProtestService protests;

    @Test
    @TestSecurity(user = "viewer", roles = "viewer")
    void aViewerGetsTheRoundAndTheStageInTableOrderWithoutTheProtestsText() throws Exception {
        publishOnce();
        byte[] round = given().get("/api/tournaments/{t}/stages/QUALIFYING/rounds/1/protocols.pdf", TOURNAMENT)
                .then().statusCode(200).contentType("application/pdf")
                .header("Content-Disposition", "inline; filename=\"protocols-" + TOURNAMENT + "-QUALIFYING-round-1.pdf\"")
                .extract().asByteArray();
        List<List<String>> pages = pages(round);
        assertThat(pages).hasSize(2);
        assertThat(headers(pages)).containsExactlyElementsOf(ROUND_1);
        assertThat(pages.get(0)).contains("ПРОТОКОЛ ИГРЫ", "стр. 1 из 2");
        assertThat(pages.get(1)).contains("ПРОТОКОЛ ИГРЫ", "стр. 2 из 2");
        assertThat(String.join(" ", pages.get(0))).doesNotContain("Шерифу").contains(WITHHELD);
        assertThat(String.join(" ", pages.get(1))).contains("протестов нет");
        try (PDDocument doc = Loader.loadPDF(round)) {
            assertThat(doc.getDocumentInformation().getTitle()).isEqualTo("Протоколы: Весенний кубок, Отборочный этап, тур 1");
        }

        byte[] stage = given().get("/api/tournaments/{t}/stages/QUALIFYING/protocols.pdf", TOURNAMENT)
                .then().statusCode(200).contentType("application/pdf").extract().asByteArray();
        List<List<String>> stagePages = pages(stage);
        assertThat(stagePages).hasSize(3);
        assertThat(headers(stagePages)).containsExactly(ROUND_1.get(0), ROUND_1.get(1), ROUND_2);
        assertThat(stagePages.get(2)).contains("стр. 3 из 3");

        given().get("/api/tournaments/{t}/stages/FINAL/protocols.pdf", TOURNAMENT).then().statusCode(200);
        given().get("/api/tournaments/{t}/stages/QUALIFYING/rounds/3/protocols.pdf", TOURNAMENT)
                .then().statusCode(404).body("error", equalTo("NO_GAMES"));
        given().get("/api/tournaments/{t}/stages/qualifying/protocols.pdf", TOURNAMENT)
                .then().statusCode(404).body("error", equalTo("UNKNOWN_STAGE"));
    }

    @Test
    @TestSecurity(user = "chief", roles = {"chief-judge", "judge"})
    void theChiefJudgeReadsTheProtestInTheRoundsPdf() throws Exception {
        publishOnce();
        byte[] round = given().get("/api/tournaments/{t}/stages/QUALIFYING/rounds/1/protocols.pdf", TOURNAMENT)
                .then().statusCode(200).contentType("application/pdf").extract().asByteArray();
        List<List<String>> pages = pages(round);
        assertThat(headers(pages)).containsExactlyElementsOf(ROUND_1);
        assertThat(String.join(" ", pages.get(0))).contains("Шерифу").doesNotContain(WITHHELD);
    }

    @Test
    @TestSecurity(user = "viewer", roles = "viewer")
    void theFinalsPdfHoldsItsOwnGameOnly() throws Exception {
        publishOnce();
        List<List<String>> pages = pages(given().get("/api/tournaments/{t}/stages/FINAL/rounds/1/protocols.pdf", TOURNAMENT)
                .then().statusCode(200).extract().asByteArray());
        assertThat(headers(pages)).containsExactly("Весенний кубок Финал 1 1 01.04.2026 judge");
        assertThat(pages.getFirst()).contains("стр. 1 из 1");
    }

    /** Four games of the tournament out of order (round 2 first, table 2 before table 1, a final) and a protest. */
    private synchronized void publishOnce() throws Exception {
        if (published) {
            return;
        }
        Kafka.publish(bootstrap, List.of(EventEnvelope.ofTournament(TOURNAMENT, 1, ThreeDayGame.START, "organiser",
                new TournamentCreated("Весенний кубок", null, null, null, null, List.of(), List.of()))));
        List<ThreeDayGame> games = List.of(
                new ThreeDayGame("r2t1-" + UUID.randomUUID(), TOURNAMENT, Stage.QUALIFYING, 1, 2),
                new ThreeDayGame("r1t2-" + UUID.randomUUID(), TOURNAMENT, Stage.QUALIFYING, 2, 1),
                new ThreeDayGame("f1t1-" + UUID.randomUUID(), TOURNAMENT, Stage.FINAL, 1, 1),
                new ThreeDayGame("r1t1-" + UUID.randomUUID(), TOURNAMENT, Stage.QUALIFYING, 1, 1));
        for (ThreeDayGame game : games) {
            Kafka.publish(bootstrap, game.complete());
            Kafka.publish(bootstrap, game.sheet());
        }
        for (ThreeDayGame game : games) {
            long last = game.complete().size();
            await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(200)).until(() -> {
                try {
                    var p = protocols.protocol(game.gameId()).await().atMost(Duration.ofSeconds(5));
                    return p.lastSeq() == last && p.scoreVersion() != null && "Весенний кубок".equals(p.tournamentName());
                } catch (Refusal notYet) {
                    return false;
                }
            });
        }
        clock.pin(ThreeDayGame.ENDED.plusSeconds(60));
        try {
            protests.file(games.get(3).gameId(), "player-p-3", TEXT).await().atMost(Duration.ofSeconds(10));
        } finally {
            clock.release();
        }
        published = true;
    }

    /** Each page's text, line by line as printed. */
    static List<List<String>> pages(byte[] pdf) throws Exception {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            List<List<String>> pages = new ArrayList<>();
            for (int page = 1; page <= doc.getNumberOfPages(); page++) {
                PDFTextStripper stripper = new PDFTextStripper();
                stripper.setSortByPosition(true);
                stripper.setStartPage(page);
                stripper.setEndPage(page);
                pages.add(stripper.getText(doc).lines().map(String::strip).filter(l -> !l.isEmpty()).toList());
            }
            return pages;
        }
    }

    /** The header cells' line of each page (the one that starts with the tournament's name). */
    static List<String> headers(List<List<String>> pages) {
        return pages.stream().map(lines -> lines.stream().filter(l -> l.startsWith("Весенний кубок ")).findFirst()
                .orElse("")).toList();
    }
}
