package org.arbiter.system;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;

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

        ChiefScreens screen = ChiefScreens.signIn(system, "/?view=board&t=" + id + "&stage=QUALIFYING&round=1", "chief",
                1024, 768, ".liveboard, .audit");
        try {
            await().atMost(WAIT).until(() -> screen.cells().size() == TABLES);
            assertThat(screen.cellAttr(1, "data-phase")).isEqualTo("SETUP");
            assertThat(screen.cells().stream().map(c -> c.getAttribute("data-table")).toList())
                    .containsExactlyElementsOf(java.util.stream.IntStream.rangeClosed(1, TABLES).mapToObj(Integer::toString).toList());
            // the grid fits the screen: the last cell is inside the 1024×768 window, nothing to scroll
            WebElement last = screen.cell(100);
            assertThat(last.getRect().getY() + last.getRect().getHeight()).isLessThanOrEqualTo(768);
            assertThat(((Number) screen.web.executeScript("return document.documentElement.scrollHeight")).intValue())
                    .isLessThanOrEqualTo(((Number) screen.web.executeScript("return window.innerHeight")).intValue());

            // table 1 is played while the board is open: the deal, night 0 ended, day 1 with seat 1 speaking
            command("judge", table1, DEAL);
            command("judge", table1, "{\"type\":\"endNight\"}");
            await().atMost(WAIT).until(() -> "DAY".equals(screen.cellAttr(1, "data-phase")));
            assertThat(screen.cellText(1, ".what")).isEqualTo("День");
            assertThat(screen.cellText(1, ".when")).isEqualTo("Д1 ▶1");
            command("judge", table1, "{\"type\":\"foul\",\"seat\":3}");
            command("judge", table1, "{\"type\":\"undo\"}");

            // table 2 ends: a team defeat, signed, then amended by the chief judge after a protest
            command("judge", table2, DEAL);
            command("judge", table2, "{\"type\":\"teamDefeat\",\"seat\":2,\"clause\":\"6.8.1\"}");
            await().atMost(WAIT).until(() -> "FINISHED".equals(screen.cellAttr(2, "data-phase")));
            assertThat(screen.cellText(2, ".what")).isEqualTo("Победа красных");
            command("judge", table2, "{\"type\":\"finalize\"}");
            command("chief", table2, "{\"type\":\"amend\",\"winner\":\"BLACK\",\"reason\":\"протест принят\",\"protestId\":\"protest-7\"}");
            await().atMost(WAIT).until(() -> "Победа чёрных".equals(screen.cellText(2, ".what")));

            // the dealt tables had no command for 20 s: flagged idle; the ended one never is
            await().atMost(Duration.ofSeconds(60)).until(() -> "true".equals(screen.cellAttr(100, "data-idle")));
            assertThat(screen.cellAttr(2, "data-idle")).isEqualTo("false");
            assertThat(screen.cell(100).getAttribute("class")).contains("idle");
            screen.save("board-1024x768.png");

            // the game log of table 2: every event with actor and time, the amendment before and after
            screen.web.get(system.url(ArbiterSystem.CONSOLE) + "/?view=log&g=" + table2);
            await().atMost(WAIT).until(() -> !screen.amended().isEmpty());
            List<String> actors = new java.util.ArrayList<>();
            new com.fasterxml.jackson.databind.ObjectMapper().readTree(as("chief").get("/api/games/" + table2 + "/events")
                    .then().statusCode(200).extract().asString()).forEach(e -> actors.add(e.get("actor").asText()));
            assertThat(actors.getFirst()).isEqualTo("organiser");
            assertThat(actors.getLast()).isEqualTo("chief");
            assertThat(screen.entryColumn("tbody tr", 3)).containsExactlyElementsOf(actors);
            assertThat(screen.entryColumn("tr.amended", 4).get(0))
                    .isEqualTo("Результат изменён главным судьёй: Победа красных → Победа чёрных (протест принят, протест protest-7)");
            screen.save("audit-game-1024x768.png");

            // the tournament's log by type: table 1's foul, struck through by the undo
            screen.web.get(system.url(ArbiterSystem.CONSOLE) + "/?view=log&t=" + id);
            await().atMost(WAIT).until(() -> !screen.entries().isEmpty());
            screen.filter("FoulGiven");
            await().atMost(WAIT).until(() -> screen.entries().size() == 1);
            assertThat(screen.entries().get(0).getAttribute("class")).contains("undone");
            assertThat(screen.struck()).hasSize(1);
            assertThat(screen.entryColumn("tbody tr", 5).get(0)).isEqualTo("Фол 3 (1)");
            screen.save("audit-tournament-1024x768.png");
        } finally {
            screen.quit();
        }
    }

}
