package org.arbiter.system;

import static io.restassured.RestAssured.given;
import static org.arbiter.system.ConsoleBrowser.attr;
import static org.arbiter.system.ConsoleBrowser.choose;
import static org.arbiter.system.ConsoleBrowser.click;
import static org.arbiter.system.ConsoleBrowser.save;
import static org.arbiter.system.ConsoleBrowser.setValue;
import static org.arbiter.system.ConsoleBrowser.signIn;
import static org.arbiter.system.ConsoleBrowser.text;
import static org.arbiter.system.ConsoleBrowser.type;
import static org.arbiter.system.ConsoleBrowserIT.asUser;
import static org.arbiter.system.ConsoleBrowserIT.sendAndWait;
import static org.arbiter.system.ChiefBrowserIT.standings;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.http.ContentType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.arbiter.events.PlayerAccounts;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Issue 15's scenario end to end, in one method (one system start), in real Chromium against the real services: the
 * organiser creates a tournament, imports 30 players from CSV, seats the stage with the solver and publishes round 1
 * (three tables, three judges) on his screens, and each published game seats the players the screen showed; the judge
 * of table 1 finishes his game from his console (the deal tapped, a team defeat, the signature); the board shows it ended and the standings moved; a player of that game protests, the chief judge upholds it on his
 * screen with black as the winner and the standings change; the judge of table 2 cannot open the game. Screenshots in
 * console/target/screenshots/scenario-*.png.
 */
class TournamentScenarioBrowserIT {

    static final Duration WAIT = Duration.ofSeconds(60);
    static final String[] NICKNAMES = {"Гром", "Луна", "Сова", "Кит", "Рысь", "Лис", "Ёж", "Волк", "Барс", "Орёл",
        "Туман", "Вьюга", "Гроза", "Буря", "Иней", "Роса", "Заря", "Искра", "Пламя", "Ветер",
        "Север", "Юг", "Восток", "Запад", "Клён", "Дуб", "Ясень", "Липа", "Кедр", "Сосна"};

    static ArbiterSystem system;

    @BeforeAll
    static void start() throws Exception {
        ConsoleBrowserIT.start();
        system = ConsoleBrowserIT.system;
    }

    /**
     * The organiser's set-up on his screens: the tournament (one stage, one game a player), 30 players pasted as CSV,
     * three judges, the stage seated by the solver from the seating screen's button, and round 1 published with a judge a
     * table. Returns the seating as the screen shows it: round 1's tables, each its ten nicknames seat by seat.
     */
    static List<List<String>> setUp(String id) throws Exception {
        List<List<String>> shown = new ArrayList<>();
        ChromeDriver org = signIn(system, "/", "organiser", 1024, 768, "[data-act='createTournament']");
        try {
            type(org, "input[name='name']", "Кубок сценария");
            type(org, "input[name='id']", id);
            setValue(org, "input[name='startsOn']", "2026-12-02");
            setValue(org, "input[name='endsOn']", "2026-12-02");
            setValue(org, "input[name='games0']", "1");
            click(org, "[data-act='createTournament']");
            await().atMost(WAIT).until(() -> id.equals(attr(org, "nav.tabs", "data-tournament")));

            click(org, "[data-nav='players']");
            StringBuilder csv = new StringBuilder("nickname,club\n");
            for (int i = 0; i < NICKNAMES.length; i++) {
                csv.append(NICKNAMES[i]).append(',').append(i % 3 == 0 ? "Клуб Север" : "Клуб Юг").append('\n');
            }
            type(org, "textarea[name='csv']", csv.toString());
            await().atMost(WAIT).until(() -> "30".equals(attr(org, "[data-preview]", "data-preview")));
            click(org, "[data-act='importCsv']");
            await().atMost(WAIT).until(() -> org.findElements(By.cssSelector("[data-list='players'] tbody tr")).size() == 30);
            save(org, "scenario-org-players-1024x768.png");

            click(org, "[data-nav='judges']");
            type(org, "input[name='judges']", "judge judge2 judge3");
            click(org, "[data-act='addJudges']");
            await().atMost(WAIT).until(() -> org.findElements(By.cssSelector("[data-judge]")).stream().map(WebElement::getText)
                    .toList().equals(List.of("judge", "judge2", "judge3")));

            click(org, "[data-nav='seating']");
            await().atMost(WAIT).until(() -> !org.findElements(By.cssSelector("[data-seating='none']")).isEmpty());
            click(org, "[data-act='seat']");
            await().atMost(WAIT).until(() -> !org.findElements(By.cssSelector("[data-report] [data-stored]")).isEmpty()
                    && "1".equals(attr(org, "table.seating", "data-seating")));
            assertThat(text(org, "[data-summary]")).isEqualTo("Туров: 1 · Игроков: 30 · Игр у каждого: 1");
            for (WebElement row : org.findElements(By.cssSelector("table.seating tbody tr"))) {
                shown.add(row.findElements(By.cssSelector("td[data-seat]")).stream().map(WebElement::getText).toList());
            }
            save(org, "scenario-org-seating-1024x768.png");

            click(org, "[data-nav='publish']");
            await().atMost(WAIT).until(() -> !org.findElements(By.name("judge3")).isEmpty());
            choose(org, "judge1", "judge");
            choose(org, "judge2", "judge2");
            choose(org, "judge3", "judge3");
            click(org, "[data-act='publish']");
            await().atMost(WAIT).until(() -> org.findElements(By.cssSelector("[data-list='published'] tbody tr")).size() == 3);
            save(org, "scenario-org-published-1024x768.png");
        } finally {
            org.quit();
        }
        assertThat(asUser("organiser").get("/api/tournaments/" + id + "/players").then().statusCode(200).extract().jsonPath()
                .getList("nickname", String.class)).containsExactly(NICKNAMES);
        return shown;
    }

    /** The nickname of a player the service registered from the CSV: p1, p2, … in the file's order. */
    static String nickname(String playerId) {
        return NICKNAMES[Integer.parseInt(playerId.substring(1)) - 1];
    }

    @Test
    void aTournamentFromRegistrationToAnUpheldProtest() throws Exception {
        String id = "scenario-" + UUID.randomUUID().toString().substring(0, 6);
        system.addUser("judge3", "judge");
        List<List<String>> shown = setUp(id);
        // its chief judge (docs/organiser.md "Who")
        asUser("organiser").contentType(ContentType.JSON).body("{\"chiefJudges\":[\"chief\"]}")
                .post("/api/tournaments/" + id + "/staff").then().statusCode(200);
        // the seating on the screen is the stored one, every player once; each published game seats its table's row
        assertThat(shown.stream().flatMap(List::stream).toList()).containsExactlyInAnyOrder(NICKNAMES);
        JsonNode stored = ConsoleBrowserIT.JSON.readTree(asUser("organiser").get("/api/tournaments/" + id
                + "/stages/QUALIFYING/seating").then().statusCode(200).extract().asString()).path("rounds").path(0).path("tables");
        List<List<String>> storedIds = new ArrayList<>();
        stored.forEach(table -> {
            List<String> ids = new ArrayList<>();
            table.path("seats").forEach(seat -> ids.add(seat.path("player").asText()));
            storedIds.add(ids);
        });
        assertThat(storedIds).extracting(ids -> ids.stream().map(TournamentScenarioBrowserIT::nickname).toList())
                .containsExactlyElementsOf(shown);
        List<Map<String, Object>> tables = asUser("organiser").get("/api/tournaments/" + id + "/stages/QUALIFYING/rounds/1")
                .then().statusCode(200).extract().jsonPath().getList("$");
        assertThat(tables).extracting(t -> t.get("tableNo") + " " + t.get("judge")).containsExactly("1 judge", "2 judge2", "3 judge3");
        List<List<String>> published = new ArrayList<>();
        for (Map<String, Object> table : tables) {
            List<String> ids = new ArrayList<>();
            ConsoleBrowserIT.JSON.readTree(asUser("chief").get("/api/games/" + table.get("gameId") + "/events").then()
                    .statusCode(200).extract().asString()).path(0).path("payload").path("players")
                    .forEach(p -> ids.add(p.get("playerId").asText()));
            published.add(ids);
        }
        assertThat(published).isEqualTo(storedIds);
        String game = (String) tables.get(0).get("gameId");
        List<String> seated = published.get(0);

        // the board, open before the game ends
        ChromeDriver board = signIn(system, "/?view=board&t=" + id + "&stage=QUALIFYING&round=1", "chief", 1024, 768, ".liveboard");
        try {
            await().atMost(WAIT).until(() -> board.findElements(By.cssSelector(".liveboard .cell")).size() == 3);
            assertThat(attr(board, "[data-table='1']", "data-phase")).isEqualTo("SETUP");

            // the judge of table 1 finishes it from his console: his table, the deal, a team defeat, the signature
            ChromeDriver tablet = signIn(system, "/", "judge", 1024, 768, ".tables ul, .tables p");
            try {
                await().atMost(WAIT).until(() -> !tablet.findElements(By.cssSelector(".tables [data-game='" + game + "']")).isEmpty());
                assertThat(text(tablet, ".tables [data-game='" + game + "']")).isEqualTo(id + " · отбор · тур 1 · стол 1 — Раздача");
                save(tablet, "scenario-judge-tables-1024x768.png");
                click(tablet, ".tables [data-game='" + game + "']");
                await().atMost(WAIT).until(() -> "SETUP".equals(attr(tablet, ".game", "data-phase")));
                assertThat(tablet.findElements(By.cssSelector(".seats [data-seat] .nick")).stream().map(WebElement::getText))
                        .containsExactlyElementsOf(shown.get(0));
                for (Map.Entry<String, String> role : Map.of("2", "MAFIA", "8", "MAFIA", "6", "DON", "4", "SHERIFF").entrySet()) {
                    click(tablet, "[data-role='" + role.getValue() + "']");
                    click(tablet, "[data-seat='" + role.getKey() + "']");
                }
                sendAndWait(tablet, "[data-act='dealRoles']");
                tablet.findElement(By.cssSelector("select[data-clause='teamDefeat'] option[value='6.8.1']")).click();
                sendAndWait(tablet, "[data-seat='2']");          // seat 2, Mafia: black loses
                assertThat(text(tablet, ".phase")).contains("Игра окончена", "Победа: красных");
                sendAndWait(tablet, "[data-act='finalize']");
                assertThat(text(tablet, ".finalized")).isEqualTo("Протокол подписан");
                save(tablet, "scenario-judge-signed-1024x768.png");
            } finally {
                tablet.quit();
            }

            // the board shows it ended, and the standings moved: the red players of table 1 won
            await().atMost(WAIT).until(() -> "Победа красных".equals(text(board, "[data-table='1'] .what")));
            assertThat(attr(board, "[data-table='2']", "data-phase")).isEqualTo("SETUP");
            save(board, "scenario-board-1024x768.png");
        } finally {
            board.quit();
        }
        List<String> red = List.of(seated.get(0), seated.get(2), seated.get(3), seated.get(4), seated.get(6), seated.get(8), seated.get(9));
        List<String> black = List.of(seated.get(1), seated.get(5), seated.get(7));
        await().atMost(WAIT).until(() -> List.of(1.0, 1.0).equals(standings(id).get(red.get(0))));
        Map<String, List<Double>> moved = standings(id);
        red.forEach(p -> assertThat(moved.get(p)).as(p).containsExactly(1.0, 1.0));      // total, main
        black.forEach(p -> assertThat(moved.get(p)).as(p).containsExactly(0.0, 0.0));

        // a player of the game protests within the window: the first seated with an id of two characters (p1…p9), whose
        // Keycloak account is player-<id> (PlayerAccounts: Keycloak takes no username shorter than three characters)
        int seat = 1;
        while (seated.get(seat - 1).length() > 2) {
            seat++;
        }
        String player = seated.get(seat - 1);
        system.addUser(PlayerAccounts.username(player));
        String playerToken = system.token(PlayerAccounts.username(player));
        String protocol = system.url("protocol-service");
        String protestId = await().atMost(WAIT).until(() -> given().baseUri(protocol).auth().oauth2(playerToken)
                .contentType(ContentType.JSON).body("{\"text\":\"Командное поражение дано не тому месту: нарушил игрок 5\"}")
                .post("/api/games/" + game + "/protests").then().extract(), r -> r.statusCode() == 201).path("protestId");

        // the chief judge upholds it on his screen: black wins table 1
        ChromeDriver chief = signIn(system, "/?view=chief&t=" + id, "chief", 1024, 768, ".chief-list [data-protest]");
        try {
            await().atMost(WAIT).until(() -> text(chief, "[data-protest] .place").endsWith("стол 1"));
            assertThat(attr(chief, ".chief-list [data-protest]", "data-protest")).isEqualTo(protestId);
            assertThat(text(chief, "[data-protest] .filer")).isEqualTo("Подал: " + nickname(player)
                    + " (место " + seat + ")");
            click(chief, ".chief-list [data-protest]");
            await().atMost(WAIT).until(() -> !chief.findElements(By.cssSelector(".chief-detail .audit[data-game='" + game + "'] tbody tr")).isEmpty());
            click(chief, "[data-act='uphold']");
            chief.findElement(By.cssSelector("select[name='result'] option[value='BLACK']")).click();
            chief.findElement(By.name("reasons")).sendKeys("Нарушил игрок 5, не 2: победа чёрных");
            save(chief, "scenario-chief-1024x768.png");
            click(chief, "[data-act='decide']");
            await().atMost(WAIT).until(() -> chief.findElements(By.cssSelector(".chief-note.ok")).size() == 1);
            assertThat(text(chief, ".chief-note.ok")).isEqualTo("Решение записано");
            await().atMost(WAIT).until(() -> chief.findElements(By.cssSelector(".chief-list [data-protest]")).isEmpty());
        } finally {
            chief.quit();
        }
        await().atMost(WAIT).until(() -> List.of(1.0, 1.0).equals(standings(id).get(black.get(0))));
        Map<String, List<Double>> changed = standings(id);
        red.forEach(p -> assertThat(changed.get(p)).as(p).containsExactly(0.0, 0.0));
        black.forEach(p -> assertThat(changed.get(p)).as(p).containsExactly(1.0, 1.0));

        // the judge of table 2 cannot open table 1's game
        ChromeDriver other = signIn(system, "/?game=" + game, "judge2", 1024, 768, "[role=alert][data-status]");
        try {
            assertThat(attr(other, "[role=alert]", "data-status")).isEqualTo("403");
            assertThat(text(other, "[role=alert]").replaceAll("\\s+", " ")).isEqualTo("Эта игра назначена другому судье: открыть её может "
                    + "только её судья или главный судья. 403 FORBIDDEN");
            assertThat(other.findElements(By.cssSelector(".game"))).isEmpty();
            save(other, "scenario-other-judge-1024x768.png");
        } finally {
            other.quit();
        }
    }
}
