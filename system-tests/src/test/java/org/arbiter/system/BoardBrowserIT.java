package org.arbiter.system;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.arbiter.system.ConsoleBrowser.attr;
import static org.arbiter.system.ConsoleBrowser.save;
import static org.arbiter.system.ConsoleBrowser.text;
import static org.awaitility.Awaitility.await;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The chief judge's live board and audit log in real headless Chromium against the real services: a round of 100
 * tables on one 1024×768 screen, fed by the board's EventSource; the judge plays table 1 and ends table 2 over the API
 * while the board is open, and the board shows each change and flags the tables left idle; the audit log of table 2
 * shows the undone foul struck through and the amendment with the result before and after; the tournament's log
 * filtered by type. Screenshots in console/target/screenshots/.
 */
class BoardBrowserIT {

    static final Duration WAIT = Duration.ofSeconds(30);
    static final int TABLES = 100;
    /** Seats 2 and 8 Mafia, 6 the Don, 4 the Sheriff. */
    static final String DEAL = "{\"type\":\"deal\",\"roles\":{\"1\":\"CIVILIAN\",\"2\":\"MAFIA\",\"3\":\"CIVILIAN\","
            + "\"4\":\"SHERIFF\",\"5\":\"CIVILIAN\",\"6\":\"DON\",\"7\":\"CIVILIAN\",\"8\":\"MAFIA\",\"9\":\"CIVILIAN\","
            + "\"10\":\"CIVILIAN\"}}";

    static ArbiterSystem system;

    @BeforeAll
    static void start() throws Exception {
        system = ArbiterSystem.get();
    }

    static RequestSpecification as(String user) {
        return given().baseUri(system.url("game-service")).auth().oauth2(system.token(user));
    }

    static void command(String user, String gameId, String body) {
        as(user).contentType(ContentType.JSON).body(body).post("/api/games/" + gameId + "/commands").then().statusCode(200);
    }

    /** A tournament of 1,000 players and round 1's 100 games (table t: players t*10-9 .. t*10), all judged by judge. */
    static List<String> hundredTables(String id) {
        as("organiser").contentType(ContentType.JSON).body("{\"id\":\"" + id + "\",\"name\":\"Большой кубок\","
                + "\"startsOn\":\"2026-12-01\",\"endsOn\":\"2026-12-02\",\"ruleset\":\"FIIM\",\"options\":{},"
                + "\"stages\":[{\"stage\":\"QUALIFYING\",\"gamesPerPlayer\":1}]}").post("/api/tournaments").then().statusCode(201);
        // its chief judge (docs/organiser.md "Who")
        as("organiser").contentType(ContentType.JSON).body("{\"chiefJudges\":[\"chief\"]}")
                .post("/api/tournaments/" + id + "/staff").then().statusCode(200);
        StringBuilder csv = new StringBuilder("nickname\n");
        for (int i = 1; i <= TABLES * 10; i++) {
            csv.append("Игрок ").append(i).append('\n');
        }
        as("organiser").contentType("text/csv; charset=UTF-8").body(csv.toString()).post("/api/tournaments/" + id + "/players/csv")
                .then().statusCode(201);
        List<String> games = new java.util.ArrayList<>();
        for (int table = 1; table <= TABLES; table++) {
            StringBuilder players = new StringBuilder();
            for (int seat = 1; seat <= 10; seat++) {
                int p = (table - 1) * 10 + seat;
                players.append(seat == 1 ? "" : ",").append("{\"seat\":").append(seat).append(",\"playerId\":\"p").append(p)
                        .append("\",\"nickname\":\"Игрок ").append(p).append("\"}");
            }
            games.add(as("organiser").contentType(ContentType.JSON).body("{\"tournamentId\":\"" + id + "\",\"stage\":\"QUALIFYING\","
                    + "\"tableNo\":" + table + ",\"gameNo\":1,\"ruleset\":\"FIIM\",\"judge\":\"judge\",\"players\":[" + players + "]}")
                    .post("/api/games").then().statusCode(201).extract().path("gameId"));
        }
        return games;
    }

    @Test
    void theBoardFollowsARoundOf100TablesAndTheAuditLogShowsUndoAndAmendment() throws Exception {
        String id = "board-" + UUID.randomUUID().toString().substring(0, 8);
        List<String> games = hundredTables(id);
        String table1 = games.get(0);
        String table2 = games.get(1);
        // every table but 1 and 2 gets its deal, so it is flagged idle 20 s after it
        for (String game : games.subList(2, games.size())) {
            command("judge", game, "{\"type\":\"deal\"}");
        }

        ChromeDriver screen = ConsoleBrowser.signIn(system, "/?view=board&t=" + id + "&stage=QUALIFYING&round=1", "chief", 1024, 768,
                ".liveboard, .audit");
        try {
            await().atMost(WAIT).until(() -> screen.findElements(By.cssSelector(".liveboard .cell")).size() == TABLES);
            assertThat(attr(screen, "[data-table='1']", "data-phase")).isEqualTo("SETUP");
            assertThat(screen.findElements(By.cssSelector(".liveboard .cell")).stream().map(c -> c.getAttribute("data-table")).toList())
                    .containsExactlyElementsOf(java.util.stream.IntStream.rangeClosed(1, TABLES).mapToObj(Integer::toString).toList());
            // the grid fits the screen: the last cell is inside the 1024×768 window, nothing to scroll
            WebElement last = screen.findElement(By.cssSelector("[data-table='100']"));
            assertThat(last.getRect().getY() + last.getRect().getHeight()).isLessThanOrEqualTo(768);
            assertThat(((Number) screen.executeScript("return document.documentElement.scrollHeight")).intValue())
                    .isLessThanOrEqualTo(((Number) screen.executeScript("return window.innerHeight")).intValue());

            // table 1 is played while the board is open: the deal, night 0 ended, day 1 with seat 1 speaking
            command("judge", table1, DEAL);
            command("judge", table1, "{\"type\":\"endNight\"}");
            await().atMost(WAIT).until(() -> "DAY".equals(attr(screen, "[data-table='1']", "data-phase")));
            assertThat(text(screen, "[data-table='1'] .what")).isEqualTo("День");
            assertThat(text(screen, "[data-table='1'] .when")).isEqualTo("Д1 ▶1");
            command("judge", table1, "{\"type\":\"foul\",\"seat\":3}");
            command("judge", table1, "{\"type\":\"undo\"}");

            // table 2 ends: a team defeat, signed, then amended by the chief judge after a protest
            command("judge", table2, DEAL);
            command("judge", table2, "{\"type\":\"teamDefeat\",\"seat\":2,\"clause\":\"6.8.1\"}");
            await().atMost(WAIT).until(() -> "FINISHED".equals(attr(screen, "[data-table='2']", "data-phase")));
            assertThat(text(screen, "[data-table='2'] .what")).isEqualTo("Победа красных");
            command("judge", table2, "{\"type\":\"finalize\"}");
            command("chief", table2, "{\"type\":\"amend\",\"winner\":\"BLACK\",\"reason\":\"протест принят\",\"protestId\":\"protest-7\"}");
            await().atMost(WAIT).until(() -> "Победа чёрных".equals(text(screen, "[data-table='2'] .what")));

            // the dealt tables had no command for 20 s: flagged idle; the ended one never is
            await().atMost(Duration.ofSeconds(60)).until(() -> "true".equals(attr(screen, "[data-table='100']", "data-idle")));
            assertThat(attr(screen, "[data-table='2']", "data-idle")).isEqualTo("false");
            assertThat(screen.findElement(By.cssSelector("[data-table='100']")).getAttribute("class")).contains("idle");
            save(screen, "board-1024x768.png");

            // the game log of table 2: every event with actor and time, the amendment before and after
            screen.get(system.url(ArbiterSystem.CONSOLE) + "/?view=log&g=" + table2);
            await().atMost(WAIT).until(() -> !screen.findElements(By.cssSelector(".audit-entries tr.amended")).isEmpty());
            List<String> actors = new java.util.ArrayList<>();
            new com.fasterxml.jackson.databind.ObjectMapper().readTree(as("chief").get("/api/games/" + table2 + "/events")
                    .then().statusCode(200).extract().asString()).forEach(e -> actors.add(e.get("actor").asText()));
            assertThat(actors.getFirst()).isEqualTo("organiser");
            assertThat(actors.getLast()).isEqualTo("chief");
            assertThat(texts(screen, ".audit-entries tbody tr td:nth-child(3)")).containsExactlyElementsOf(actors);
            assertThat(text(screen, ".audit-entries tr.amended td:nth-child(4)"))
                    .isEqualTo("Результат изменён главным судьёй: Победа красных → Победа чёрных (протест принят, протест protest-7)");
            save(screen, "audit-game-1024x768.png");

            // the tournament's log by type: table 1's foul, struck through by the undo
            screen.get(system.url(ArbiterSystem.CONSOLE) + "/?view=log&t=" + id);
            await().atMost(WAIT).until(() -> !screen.findElements(By.cssSelector(".audit-entries tbody tr")).isEmpty());
            screen.findElement(By.cssSelector("select[name='type'] option[value='FoulGiven']")).click();
            screen.findElement(By.cssSelector("[data-act='filter']")).click();
            await().atMost(WAIT).until(() -> screen.findElements(By.cssSelector(".audit-entries tbody tr")).size() == 1);
            assertThat(screen.findElement(By.cssSelector(".audit-entries tbody tr")).getAttribute("class")).contains("undone");
            assertThat(screen.findElements(By.cssSelector(".audit-entries tbody tr td s"))).hasSize(1);
            assertThat(text(screen, ".audit-entries tbody tr td:nth-child(5)")).isEqualTo("Фол 3 (1)");
            save(screen, "audit-tournament-1024x768.png");
        } finally {
            screen.quit();
        }
    }

    private static List<String> texts(ChromeDriver screen, String css) {
        return screen.findElements(By.cssSelector(css)).stream().map(WebElement::getText).toList();
    }

}
