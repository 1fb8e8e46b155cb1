package org.arbiter.system;

import static io.restassured.RestAssured.given;
import static org.arbiter.system.ConsoleBrowserIT.asUser;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.http.ContentType;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;

/**
 * The chief judge's screen in real headless Chromium against the real services: a published round of two tables,
 * table 1 signed with a protest filed by its judge, table 2 with extra points over the judge's limits. The chief judge
 * signs in through Keycloak's page, upholds the protest with black as the winner (the decision on protocol-service,
 * the amend with the protest's id on game-service) and rating-service's standings change; he approves the award; a
 * plain judge gets the screen's 403 in words and none of its data. Screenshots in console/target/screenshots/.
 */
class ChiefBrowserIT {

    static final Duration WAIT = Duration.ofSeconds(60);
    /** Seats 2 and 8 Mafia, 6 the Don, 4 the Sheriff. */
    static final String DEAL = "{\"type\":\"deal\",\"roles\":{\"1\":\"CIVILIAN\",\"2\":\"MAFIA\",\"3\":\"CIVILIAN\","
            + "\"4\":\"SHERIFF\",\"5\":\"CIVILIAN\",\"6\":\"DON\",\"7\":\"CIVILIAN\",\"8\":\"MAFIA\",\"9\":\"CIVILIAN\","
            + "\"10\":\"CIVILIAN\"}}";

    static ArbiterSystem system;

    @BeforeAll
    static void start() throws Exception {
        ConsoleBrowserIT.start();
        system = ConsoleBrowserIT.system;
    }

    static void command(String user, String gameId, String body) {
        asUser(user).contentType(ContentType.JSON).body(body).post("/api/games/" + gameId + "/commands").then().statusCode(200);
    }

    /** Each player's (total, main) in rating-service's standings now. */
    static Map<String, List<Double>> standings(String tournament) throws Exception {
        JsonNode rows = ConsoleBrowserIT.JSON.readTree(given().baseUri(ConsoleBrowserIT.system.url("rating-service"))
                .get("/api/tournaments/" + tournament + "/standings").then().statusCode(200).extract().asString())
                .path("standings").path("rows");
        Map<String, List<Double>> byPlayer = new java.util.TreeMap<>();
        rows.forEach(r -> byPlayer.put(r.get("playerId").asText(), List.of(r.get("total").asDouble(), r.get("main").asDouble())));
        return byPlayer;
    }

    static List<String> events(String user, String gameId) {
        return asUser(user).get("/api/games/" + gameId + "/events").then().statusCode(200).extract().jsonPath().getList("type");
    }

    @Test
    void theChiefJudgeUpholdsAProtestWithAnAmendedResultAndApprovesAnAwardAndAJudgeIsRefusedInWords() throws Exception {
        String tournament = ConsoleBrowserIT.publishedRoundOfTwoTables();
        Map<String, String> gameOf = ConsoleBrowserIT.assignedGames(tournament);
        String table1 = gameOf.get("judge");
        String table2 = gameOf.get("judge2");
        // table 1: seat 2 (Mafia) gives a team defeat, red wins, the protocol is signed; its judge protests
        command("judge", table1, DEAL);
        command("judge", table1, "{\"type\":\"teamDefeat\",\"seat\":2,\"clause\":\"6.8.1\"}");
        command("judge", table1, "{\"type\":\"finalize\"}");
        // table 2: red wins too, 0.6 to seat 1 of the winners is over the judge's limit (8.4.3)
        command("judge2", table2, DEAL);
        command("judge2", table2, "{\"type\":\"teamDefeat\",\"seat\":2,\"clause\":\"6.8.1\"}");
        command("judge2", table2, "{\"type\":\"award\",\"extra\":{\"1\":0.6}}");
        String protocol = system.url("protocol-service");
        String judgeToken = system.token("judge");
        await().atMost(WAIT).until(() -> given().baseUri(protocol).auth().oauth2(judgeToken).get("/api/games/" + table1 + "/protocol")
                .then().extract().statusCode() == 200);
        String protestId = await().atMost(WAIT).until(() -> given().baseUri(protocol).auth().oauth2(judgeToken).contentType(ContentType.JSON)
                .body("{\"text\":\"Командное поражение записано не тому месту: нарушил игрок 8\"}")
                .post("/api/games/" + table1 + "/protests").then().extract(), r -> r.statusCode() == 201).path("protestId");
        // red won table 1: p1 (seat 1, civilian) has the win, p2 (seat 2, Mafia) nothing
        await().atMost(WAIT).until(() -> standings(tournament).size() == 20);
        Map<String, List<Double>> before = standings(tournament);
        assertThat(before.get("p1")).containsExactly(1.0, 1.0);
        assertThat(before.get("p2")).containsExactly(0.0, 0.0);

        ChiefScreens screen = ChiefScreens.signIn(system, "/?view=chief", "chief", 1024, 768, "form.chief-pick");
        try {
            // the tournament typed in: routed like every screen (the history, no reload of the page)
            screen.web.executeScript("window.arbiterPage = 'kept'");
            screen.show(tournament);
            await().atMost(WAIT).until(() -> !screen.queue("protest").isEmpty());
            assertThat(screen.web.getCurrentUrl()).endsWith("/?view=chief&t=" + tournament);
            assertThat(screen.web.executeScript("return window.arbiterPage")).isEqualTo("kept");
            assertThat(screen.navEntries()).hasSize(1);                                    // his entry in the top bar
            WebElement item = screen.queue("protest").get(0);
            assertThat(item.getAttribute("data-protest")).isEqualTo(protestId);
            await().atMost(WAIT).until(() -> screen.queued("protest", ".place").endsWith("стол 1"));
            assertThat(screen.queued("protest", ".place")).isEqualTo(tournament + " · отбор · тур 1 · стол 1");
            assertThat(screen.queued("protest", ".filer")).isEqualTo("Подал: judge (судья стола)");
            assertThat(screen.queued("protest", ".what")).isEqualTo("Командное поражение записано не тому месту: нарушил игрок 8");
            String left = screen.queued("protest", ".window");
            assertThat(left).matches("осталось [0-9]:[0-5][0-9]");
            await().atMost(Duration.ofSeconds(5)).until(() -> !left.equals(screen.queued("protest", ".window")));   // counting down
            await().atMost(WAIT).until(() -> screen.queue("award").size() == 1);
            assertThat(screen.queued("award", ".place")).isEqualTo(tournament + " · отбор · тур 1 · стол 2");
            assertThat(screen.queued("award", ".what")).isEqualTo("1: +0.6");

            // the protest beside its game's log, decided: upheld, black wins
            screen.pick("protest", table1, WAIT);
            assertThat(screen.logColumn(4)).contains("Поражение команды: 2 (п. 6.8.1)", "Протокол подписан");
            assertThat(screen.logTitle()).isEqualTo("Журнал игры: " + tournament + " · отбор · тур 1 · стол 1");
            screen.uphold("BLACK", "Видео: нарушил игрок 8, не 2; победа чёрных");
            screen.shootBoth("chief-protest");
            screen.act("decide");
            await().atMost(WAIT).until(() -> "Решение записано".equals(screen.note()));
            await().atMost(WAIT).until(() -> screen.queue("protest").isEmpty());
            assertThat(events("chief", table1)).endsWith("GameFinalized", "GameAmended");
            JsonNode entries = ConsoleBrowserIT.JSON.readTree(asUser("chief").get("/api/games/" + table1 + "/log").then().statusCode(200)
                    .extract().asString()).path("entries");
            JsonNode amended = entries.path(entries.size() - 1);
            assertThat(amended.path("actor").asText()).isEqualTo("chief");
            assertThat(amended.path("amendment").path("protestId").asText()).isEqualTo(protestId);
            assertThat(amended.path("amendment").path("after").asText()).isEqualTo("BLACK");
            JsonNode decided = ConsoleBrowserIT.JSON.readTree(given().baseUri(protocol).auth().oauth2(system.token("chief"))
                    .get("/api/games/" + table1 + "/protests").then().statusCode(200).extract().asString()).path(0);
            assertThat(decided.path("decision").asText()).isEqualTo("UPHELD");
            assertThat(decided.path("reasons").asText()).isEqualTo("Видео: нарушил игрок 8, не 2; победа чёрных");
            // the standings follow: black won table 1
            await().atMost(WAIT).until(() -> List.of(1.0, 1.0).equals(standings(tournament).get("p2")));
            assertThat(standings(tournament).get("p1")).containsExactly(0.0, 0.0);

            // the award: beside table 2's log, approved
            screen.pick("award", table2, WAIT);
            assertThat(screen.awardWhy()).isEqualTo("Почему нужно утверждение: 8.4.3: +0.6 игроку на месте 1 из победившей команды — больше, чем судья даёт сам");
            screen.shootBoth("chief-award");
            screen.act("approve");
            await().atMost(WAIT).until(() -> "Доп. баллы утверждены".equals(screen.note()));
            await().atMost(WAIT).until(() -> screen.queue("award").isEmpty());
            assertThat(events("chief", table2)).endsWith("AwardGiven", "AwardApproved");
            command("judge2", table2, "{\"type\":\"finalize\"}");      // the judge signs now
            screen.save("chief-done-1024x768.png");
        } finally {
            screen.quit();
        }

        // a plain judge: the screen's 403 in words, none of its data
        for (int[] size : ConsoleBrowserIT.TABLET) {
            ChiefScreens judge = ChiefScreens.signIn(system, "/?view=chief&t=" + tournament, "judge", size[0], size[1],
                    "[role=alert][data-status]");
            try {
                assertThat(judge.alertStatus()).isEqualTo("403");
                assertThat(judge.alert().replaceAll("\\s+", " ")).isEqualTo(
                        "Этот экран — для главного судьи: у вас нет этой роли, данные не показаны. 403 FORBIDDEN");
                assertThat(judge.chiefShown()).isFalse();
                judge.save("chief-forbidden-" + size[0] + "x" + size[1] + ".png");
            } finally {
                judge.quit();
            }
        }
    }
}
