package org.arbiter.system;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.arbiter.system.ConsoleBrowser.TABLET;
import static org.arbiter.system.ConsoleBrowser.WAIT;
import static org.arbiter.system.ConsoleBrowser.text;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.IntStream;
import org.arbiter.testsupport.Chromium;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The organiser's screens of the console in real headless Chromium against the real services: an organiser creates a
 * tournament, adds a player by the form, imports 30 from CSV (a refused file first: every bad line shown, nobody
 * registered), registers the judges, seats the stage by the seating module (byes, a pair kept apart) with its quality
 * report, and publishes round 1 with a judge a table; the API then holds exactly that. Screenshots of each screen at 1024×768 and 768×1024 in console/target/screenshots/.
 */
class OrganiserBrowserIT {

    static final ObjectMapper JSON = new ObjectMapper();

    static ArbiterSystem system;

    @BeforeAll
    static void start() throws Exception {
        system = ArbiterSystem.get();
    }

    @Test
    void anOrganiserSetsUpATournamentAndPublishesRoundOneByClicking() throws Exception {
        String id = "org-" + UUID.randomUUID().toString().substring(0, 8);
        OrganiserScreens browser = openAsOrganiser();
        try {
            createTournament(browser, id);
            registerPlayers(browser);
            registerJudges(browser, "judge judge2", "judge", "judge2");
            browser.shootBoth("org-judges");
            List<List<String>> round1 = seating(browser, id);
            List<String> games = publishRoundOne(browser, id, round1);
            reassignJudges(browser, id, games);
            overlays(browser, id, games);
            speaksEnglish(browser);
        } finally {
            browser.quit();
        }

        // what the services hold now
        JsonNode regulations = get("/api/tournaments/" + id);
        assertThat(regulations.get("name").asText()).isEqualTo("Осенний кубок");
        assertThat(regulations.get("startsOn").asText()).isEqualTo("2026-10-03");
        assertThat(regulations.get("endsOn").asText()).isEqualTo("2026-10-04");
        assertThat(regulations.get("ruleset").asText()).isEqualTo("FSM");
        assertThat(regulations.get("options").toString()).isEqualTo("{\"withdrawal\":false,\"noLiftAtThreeOrFour\":true}");
        assertThat(regulations.get("stages").toString())
                .isEqualTo("[{\"stage\":\"QUALIFYING\",\"gamesPerPlayer\":10},{\"stage\":\"FINAL\",\"gamesPerPlayer\":2}]");
        List<String> expected = new ArrayList<>(List.of("p1 Гром Северный ветер fiim-0"));
        IntStream.rangeClosed(1, 30).forEach(n -> expected.add("p" + (n + 1) + " Игрок " + n + " Клуб " + (n % 4 + 1) + " fiim-" + n));
        List<String> players = new ArrayList<>();
        get("/api/tournaments/" + id + "/players").forEach(p -> players.add(p.get("playerId").asText() + " "
                + p.get("nickname").asText() + " " + p.get("club").asText() + " " + p.get("externalId").asText()));
        assertThat(players).containsExactlyElementsOf(expected);
        assertThat(texts(get("/api/tournaments/" + id + "/judges").get("judges"))).containsExactly("chief", "judge", "judge2", "judge3");
    }

    // ---- the screens, as the organiser clicks them ----------------------------------------------------------

    private void createTournament(OrganiserScreens browser, String id) throws Exception {
        browser.nav("tournaments");
        browser.tournamentForm("Осенний кубок", id, "2026-10-03", "2026-10-02");
        browser.choose("ruleset", "FSM");
        browser.tick("withdrawal");
        browser.act("addStage");
        browser.choose("stage1", "FINAL");
        browser.set("games1", "2");
        browser.act("createTournament");                                  // ends before it starts: not sent
        assertThat(browser.fieldProblem()).isEqualTo("Окончание раньше начала");
        browser.shootBoth("org-tournament-form");
        browser.set("endsOn", "2026-10-04");
        browser.act("createTournament");
        await().atMost(WAIT).until(() -> id.equals(browser.tournament()));
        browser.nav("tournaments");
        await().atMost(WAIT).until(() -> browser.listed(id));
        assertThat(browser.card(id))
                .isEqualTo("Осенний кубок\n" + id + " · 2026-10-03 – 2026-10-04 · FSM\nИгр на игрока: отбор 10 · финал 2");
        browser.shootBoth("org-tournaments");
        browser.open(id);
    }

    private void registerPlayers(OrganiserScreens browser) throws Exception {
        await().atMost(WAIT).until(() -> browser.form("player") != null);
        browser.type("nickname", "Гром");
        browser.type("club", "Северный ветер");
        browser.type("externalId", "fiim-0");
        browser.act("addPlayer");
        await().atMost(WAIT).until(() -> browser.players() == 1);

        // a file with three bad lines: refused whole, every bad line in the organiser's words, nobody registered
        List<String> lines = csvLines();
        lines.set(4, "гром,Клуб А");                                       // line 5: registered by the form
        lines.set(8, ",Клуб Б");                                           // line 9: no nickname
        lines.set(11, "Игрок 11,,fiim-1");                                 // line 12: the external id of line 2
        browser.type("csv", String.join("\n", lines));
        assertThat(browser.preview()).isEqualTo("30");
        assertThat(browser.previewSummary()).isEqualTo("Будут зарегистрированы: 30");
        browser.act("importCsv");
        await().atMost(WAIT).until(() -> browser.badRows() != null);
        assertThat(browser.badRowsTitle()).isEqualTo("Импорт отклонён, никто не зарегистрирован");
        assertThat(browser.badRowsMessage()).isEqualTo("Строк с ошибками: 3 INVALID_PLAYER_ROWS");
        assertThat(browser.badRowsLines()).containsExactly(
                "Строка 5: ник «гром» уже зарегистрирован в турнире", "Строка 9: нет ника",
                "Строка 12: внешний ID «fiim-1» уже есть в строке 2");
        assertThat(browser.previewSummary())
                .isEqualTo("Строк с игроками: 30 · будет зарегистрировано: 0 — исправьте отмеченные строки");
        assertThat(browser.previewBadLines()).containsExactly("5", "9", "12");
        // landscape: what the import did stands beside the text, not below it
        assertThat(browser.badRows().getRect().getX()).isGreaterThan(browser.csv().getRect().getX() + 400);
        assertThat(get("/api/tournaments/" + browser.tournament() + "/players")).hasSize(1);
        browser.shootBoth("org-players-refused");

        // the whole file again, uploaded
        Path file = Files.createTempFile(Path.of("target"), "players", ".csv");
        Files.writeString(file, String.join("\n", csvLines()) + "\n", StandardCharsets.UTF_8);
        browser.upload(file);
        await().atMost(WAIT).until(() -> "30".equals(browser.preview()));
        browser.act("importCsv");
        await().atMost(WAIT).until(() -> browser.players() == 31);
        assertThat(browser.badRows()).isNull();
        assertThat(browser.imported()).isEqualTo("Зарегистрированы: 30");
        assertThat(browser.player("p31")).isEqualTo("p31 Игрок 30 Клуб 3 fiim-30");
        browser.shootBoth("org-players");
    }

    /** A header and 30 players: "Игрок n,Клуб (n mod 4 + 1),fiim-n" on line n + 1. */
    private static List<String> csvLines() {
        List<String> lines = new ArrayList<>(List.of("nickname,club,externalId"));
        IntStream.rangeClosed(1, 30).forEach(n -> lines.add("Игрок " + n + ",Клуб " + (n % 4 + 1) + ",fiim-" + n));
        return lines;
    }

    /** Registers the judges typed, then waits until the list is exactly {@code listed}. */
    private void registerJudges(OrganiserScreens browser, String names, String... listed) throws Exception {
        browser.addJudges(names);
        await().atMost(WAIT).until(() -> browser.judges().equals(List.of(listed)));
    }

    /**
     * The stage's seating: none at first; then seated by the seating module from the screen (31 players: byes, Гром and
     * Игрок 1 kept apart), shown as rounds × tables × seats with the quality report beside it, whose figures are
     * those of the seating stored. Returns round 1's tables, the players' ids seat by seat.
     */
    private List<List<String>> seating(OrganiserScreens browser, String id) throws Exception {
        browser.nav("seating");
        await().atMost(WAIT).until(browser::unseated);
        assertThat(browser.legend("seat")).isEqualTo("Игроков не хватает на полные столы");
        assertThat(browser.filling("BYES")).isTrue();
        browser.type("separated", "Гром, Игрок 1");
        browser.act("seat");
        await().atMost(Duration.ofSeconds(120)).until(browser::seated);
        browser.shootBoth("org-seating");

        JsonNode rounds = get("/api/tournaments/" + id + "/stages/QUALIFYING/seating").get("rounds");
        Map<String, Integer> games = new HashMap<>();
        Map<String, Integer> meetings = new HashMap<>();
        List<List<String>> round1 = new ArrayList<>();
        int tables = 0;
        for (JsonNode round : rounds) {
            for (JsonNode table : round.get("tables")) {
                tables++;
                List<String> seated = new ArrayList<>();
                table.get("seats").forEach(seat -> seated.add(seat.get("player").asText()));
                assertThat(seated).hasSize(10).doesNotHaveDuplicates();
                seated.forEach(p -> games.merge(p, 1, Integer::sum));
                for (int a = 0; a < 10; a++) {
                    for (int b = a + 1; b < 10; b++) {
                        String x = seated.get(a);
                        String y = seated.get(b);
                        meetings.merge(x.compareTo(y) < 0 ? x + " " + y : y + " " + x, 1, Integer::sum);
                    }
                }
                if (round.get("number").asInt() == 1) {
                    round1.add(seated);
                }
            }
        }
        assertThat(games).hasSize(31).allSatisfy((player, played) -> assertThat(played).isEqualTo(10));
        assertThat(meetings).doesNotContainKey("p1 p2");                           // Гром and Игрок 1 never together
        assertThat(round1).hasSize(3);
        long sumOfSquares = meetings.values().stream().mapToLong(m -> (long) m * m).sum();
        int maxMeetings = meetings.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        assertThat(browser.figure("sumOfSquares").get(0)).isEqualTo(String.valueOf(sumOfSquares));
        assertThat(browser.figure("maxMeetings").get(0)).isEqualTo(String.valueOf(maxMeetings));
        assertThat(browser.seatingTables()).hasSize(tables);
        assertThat(browser.summary()).isEqualTo("Туров: " + rounds.size() + " · Игроков: 31 · Игр у каждого: 10");
        // 31 players × 10 games = 31 tables, at most 3 a round: 11 rounds, the last two of 2 tables; the byes are dealt
        // in registration order (p1 Гром, then Игрок 1…30), each player once: one a round, then 11 and 11
        List<String> byes = new ArrayList<>(List.of("Тур 1: Гром"));
        IntStream.rangeClosed(2, 9).forEach(r -> byes.add("Тур " + r + ": Игрок " + (r - 1)));
        byes.add("Тур 10: " + String.join(", ", IntStream.rangeClosed(9, 19).mapToObj(n -> "Игрок " + n).toList()));
        byes.add("Тур 11: " + String.join(", ", IntStream.rangeClosed(20, 30).mapToObj(n -> "Игрок " + n).toList()));
        assertThat(browser.byes()).containsExactlyElementsOf(byes);
        // and each is the stored seating's: the registered players not seated in that round, in registration order
        List<String> sittingOut = new ArrayList<>();
        for (JsonNode round : rounds) {
            List<String> seated = new ArrayList<>();
            round.get("tables").forEach(table -> table.get("seats").forEach(seat -> seated.add(seat.get("player").asText())));
            sittingOut.add("Тур " + round.get("number").asInt() + ": " + String.join(", ", IntStream.rangeClosed(1, 31)
                    .mapToObj(n -> "p" + n).filter(p -> !seated.contains(p)).map(p -> p.equals("p1") ? "Гром" : "Игрок " + (Integer.parseInt(p.substring(1)) - 1))
                    .toList()));
        }
        assertThat(sittingOut).containsExactlyElementsOf(byes);
        browser.scrollToByes();
        browser.save("org-seating-byes-1024x768.png");
        browser.web.executeScript("window.scrollTo(0, 0)");
        assertThat(browser.storedNote()).isEqualTo("Рассадка сохранена: туры публикуются с неё.");
        assertThat(browser.verdict()).startsWith("Наибольшее число встреч одной пары: " + maxMeetings + " (случайная рассадка: ");
        // beside it: a random seating does no better, and nothing beats the lower bound
        List<String> squares = browser.figure("sumOfSquares");
        assertThat(Long.parseLong(squares.get(1))).isGreaterThanOrEqualTo(sumOfSquares);
        assertThat(Long.parseLong(squares.get(2))).isLessThanOrEqualTo(sumOfSquares);
        return round1;
    }

    /** Publishes round 1 of QUALIFYING from the screen; returns the games' ids in table order. */
    private List<String> publishRoundOne(OrganiserScreens browser, String id, List<List<String>> round1) throws Exception {
        browser.nav("publish");
        await().atMost(WAIT).until(() -> browser.offersAct("publish"));
        // round 1, none published yet; no judge preselected, so the round cannot be sent until each table has one
        assertThat(browser.round()).isEqualTo("1");
        assertThat(browser.value("judge1")).isEmpty();
        assertThat(browser.value("judge2")).isEmpty();
        browser.choose("judge1", "judge");
        browser.choose("judge2", "judge2");
        assertThat(browser.problem()).isEqualTo("Столы без судьи: 3");      // two judges for three tables
        assertThat(browser.enabled("publish")).isFalse();
        browser.shootBoth("org-publish-unjudged");

        registerJudges(browser, "chief", "chief", "judge", "judge2");
        browser.nav("publish");
        await().atMost(WAIT).until(() -> browser.hasField("judge3"));
        browser.choose("judge3", "chief");
        browser.choose("judge1", "judge2");
        browser.choose("judge2", "judge2");
        assertThat(browser.problem()).isEqualTo("Судья за двумя столами: judge2");
        browser.choose("judge2", "judge");
        browser.shootBoth("org-publish");
        browser.act("publish");
        await().atMost(WAIT).until(() -> browser.published() == 3);
        browser.shootBoth("org-published");

        List<String> shown = browser.publishedGames();
        JsonNode published = get("/api/tournaments/" + id + "/stages/QUALIFYING/rounds/1");
        List<String> tables = new ArrayList<>();
        published.forEach(t -> tables.add(t.get("tableNo").asInt() + " " + t.get("judge").asText() + " " + t.get("gameId").asText()));
        assertThat(tables).containsExactly("1 judge2 " + shown.get(0), "2 judge " + shown.get(1), "3 chief " + shown.get(2));
        assertThat(browser.publishedJudges()).containsExactly("judge2", "judge", "chief");
        for (int table = 0; table < 3; table++) {
            JsonNode created = get("/api/games/" + shown.get(table) + "/events").get(0);
            assertThat(created.get("type").asText()).isEqualTo("GameCreated");
            assertThat(created.get("payload").get("tableNo").asInt()).isEqualTo(table + 1);
            assertThat(created.get("payload").get("gameNo").asInt()).isEqualTo(1);
            List<String> seated = new ArrayList<>();
            created.get("payload").get("players").forEach(p -> seated.add(p.get("playerId").asText()));
            assertThat(seated).containsExactlyElementsOf(round1.get(table));
        }
        assertThat(assignedTo("judge", id)).containsExactly(shown.get(1));
        tableQrCodes(browser, shown);
        return shown;
    }

    /**
     * Each published table's QR code opens the console on its game (drawn by the console from the path); printed,
     * the page is the sheet of codes alone, with the table numbers, on A4.
     */
    private void tableQrCodes(OrganiserScreens screens, List<String> games) throws Exception {
        ChromeDriver browser = screens.web;
        List<WebElement> cards = screens.qrCards();
        assertThat(cards.stream().map(c -> c.getAttribute("data-table") + " " + c.getText().replace('\n', ' ')).toList())
                .containsExactly("1 Стол 1 judge2", "2 Стол 2 judge", "3 Стол 3 chief");
        assertThat(cards.stream().map(c -> c.findElement(By.tagName("img")).getDomAttribute("src")).toList()).containsExactly(
                "/venue/qr.svg?path=%2F%3Fgame%3D" + games.get(0), "/venue/qr.svg?path=%2F%3Fgame%3D" + games.get(1),
                "/venue/qr.svg?path=%2F%3Fgame%3D" + games.get(2));
        assertThat(screens.qrAlt()).isEqualTo("QR-код стола 1");
        screens.shootBoth("org-published-qr");

        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
        try {
            Chromium.resize(browser, 794, 1123);                      // A4 at 96 dpi
            assertThat(browser.findElement(By.cssSelector("nav.top")).isDisplayed()).isFalse();
            assertThat(browser.findElement(By.cssSelector("[data-list='published']")).isDisplayed()).isFalse();
            assertThat(browser.findElement(By.cssSelector("[data-act='printQr']")).isDisplayed()).isFalse();
            assertThat(text(browser, ".qr-print-title")).isEqualTo("Осенний кубок · отбор · Тур 1");
            assertThat(browser.findElements(By.cssSelector(".qr-card")).stream().filter(WebElement::isDisplayed).count()).isEqualTo(3);
            ConsoleBrowser.save(browser, "org-qr-sheet-print-794x1123.png");
            Object pdf = browser.executeCdpCommand("Page.printToPDF", Map.of("preferCSSPageSize", true, "printBackground", true))
                    .get("data");
            Files.write(ConsoleBrowser.shots().resolve("org-qr-sheet.pdf"), java.util.Base64.getDecoder().decode((String) pdf));
        } finally {
            browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
            Chromium.resize(browser, TABLET[0][0], TABLET[0][1]);
        }
    }

    /**
     * Round 1 mid-way: table 1 cannot go to the judge of table 2 (refused in the organiser's words); it goes to judge3
     * (registered now), and then table 2 to judge2, who was freed. The round, the judges' own lists and the game's
     * stream follow the screen.
     */
    private void reassignJudges(OrganiserScreens browser, String id, List<String> games) throws Exception {
        registerJudges(browser, "judge3", "chief", "judge", "judge2", "judge3");
        browser.nav("publish");
        // the screen opens on the next round to publish (2), with no judge picked and Publish disabled
        await().atMost(WAIT).until(() -> "2".equals(browser.round()) && browser.hasField("judge1"));
        for (int table = 1; table <= 3; table++) {
            assertThat(browser.value("judge" + table)).isEmpty();
        }
        assertThat(browser.enabled("publish")).isFalse();
        browser.shootBoth("org-publish-next-round");
        browser.round(1);
        await().atMost(WAIT).until(() -> browser.hasField("reassign1"));
        assertThat(browser.enabled("reassign1")).isFalse();                 // his judge already
        browser.reassign(1, "judge");
        await().atMost(WAIT).until(() -> browser.tableRefusal(1) != null);
        assertThat(browser.tableRefusal(1))
                .isEqualTo("Этот судья уже судит другой стол этого тура: сначала освободите его.\nJUDGE_TWICE");
        browser.shootBoth("org-reassign-refused");

        browser.reassign(1, "judge3");
        await().atMost(WAIT).ignoreException(StaleElementReferenceException.class)      // the line is drawn anew
                .until(() -> "judge3".equals(browser.tableJudge(1)));
        browser.reassign(2, "judge2");
        await().atMost(WAIT).ignoreException(StaleElementReferenceException.class)
                .until(() -> "judge2".equals(browser.tableJudge(2)));
        assertThat(browser.refusals()).isEmpty();
        browser.shootBoth("org-reassigned");

        List<String> tables = new ArrayList<>();
        get("/api/tournaments/" + id + "/stages/QUALIFYING/rounds/1")
                .forEach(t -> tables.add(t.get("tableNo").asInt() + " " + t.get("judge").asText() + " " + t.get("gameId").asText()));
        assertThat(tables).containsExactly("1 judge3 " + games.get(0), "2 judge2 " + games.get(1), "3 chief " + games.get(2));
        assertThat(assignedTo("judge", id)).isEmpty();
        assertThat(assignedTo("judge2", id)).containsExactly(games.get(1));
        List<String> moves = new ArrayList<>();
        for (String game : games.subList(0, 2)) {
            JsonNode events = get("/api/games/" + game + "/events");
            JsonNode last = events.get(events.size() - 1);
            moves.add(last.get("type").asText() + " " + last.get("payload").get("previousJudge").asText() + " -> "
                    + last.get("payload").get("judge").asText() + " by " + last.get("actor").asText());
        }
        assertThat(moves).containsExactly("JudgeAssigned judge2 -> judge3 by organiser", "JudgeAssigned judge -> judge2 by organiser");
    }

    /**
     * The overlay URLs on the console's origin, ready for OBS: the tournament's and each table's of round 1, a
     * transparent background on request, a copy button; the table's URL opens rating-service's overlay through the
     * console and shows the table.
     */
    private void overlays(OrganiserScreens screens, String id, List<String> games) throws Exception {
        ChromeDriver browser = screens.web;
        screens.nav("overlays");
        await().atMost(WAIT).until(() -> screens.overlays() == 3);
        String base = system.url(ArbiterSystem.CONSOLE) + "/overlay/index.html?tournament=" + id;
        assertThat(screens.value("overlay-tournament")).isEqualTo(base);
        assertThat(screens.overlayUrls())
                .containsExactly(base + "&game=" + games.get(0), base + "&game=" + games.get(1), base + "&game=" + games.get(2));
        screens.tick("transparent");
        assertThat(screens.value("overlay-table2")).isEqualTo(base + "&game=" + games.get(1) + "&transparent=1");
        assertThat(screens.copy("table2")).isEqualTo("Скопировано");
        // each URL is shown whole, on the tablet either way and on a phone: its field wraps and grows, nothing is cut
        for (int[] size : new int[][] {{1024, 768}, {768, 1024}, {390, 844}}) {
            Chromium.resize(browser, size[0], size[1]);
            Thread.sleep(200);
            assertThat(browser.executeScript("return [...document.querySelectorAll('.copy-url textarea')].filter(u =>"
                    + " u.scrollHeight > u.clientHeight + 1 || u.scrollWidth > u.clientWidth + 1"
                    + " || u.getBoundingClientRect().right > document.documentElement.clientWidth).map(u => u.name)"))
                    .as("URLs cut at %dx%d", size[0], size[1]).isEqualTo(List.of());
            ConsoleBrowser.save(browser, "org-overlays-" + size[0] + "x" + size[1] + ".png");
        }
        Chromium.resize(browser, 1024, 768);

        String console = browser.getWindowHandle();
        browser.switchTo().newWindow(WindowType.TAB).get(base + "&game=" + games.get(0));
        await().atMost(Duration.ofSeconds(60)).until(() -> !browser.findElements(By.cssSelector("#table:not(.hidden)")).isEmpty());
        ConsoleBrowser.save(browser, "org-overlay-table-1024x768.png");
        browser.close();
        browser.switchTo().window(console);
        screens.nav("publish");                                           // the next round to publish, then round 1's
        await().atMost(WAIT).until(() -> "2".equals(screens.round()));
        screens.round(1);
        await().atMost(WAIT).until(screens::publishedShown);
    }

    /** The games of tournament {@code id} that {@code judge}'s own list (GET /api/games/assigned) holds. */
    private static List<String> assignedTo(String judge, String id) {
        List<String> games = new ArrayList<>();
        given().baseUri(system.url("game-service")).auth().oauth2(system.token(judge)).get("/api/games/assigned")
                .then().statusCode(200).extract().jsonPath().<java.util.Map<String, Object>>getList("$").stream()
                .filter(g -> id.equals(g.get("tournamentId"))).forEach(g -> games.add((String) g.get("gameId")));
        return games;
    }

    /** The English switch relabels the organiser's screens, and back. */
    private static void speaksEnglish(OrganiserScreens browser) {
        browser.act("lang");
        assertThat(browser.navLabel("players")).isEqualTo("Players");
        assertThat(browser.heading()).isEqualTo("Published tables");
        browser.act("lang");
        assertThat(browser.navLabel("players")).isEqualTo("Игроки");
    }

    // ---- the browser ---------------------------------------------------------------------------------------

    private static OrganiserScreens openAsOrganiser() throws Exception {
        OrganiserScreens browser = OrganiserScreens.signIn(system, "/", "organiser", TABLET[0][0], TABLET[0][1],
                "[data-act='createTournament']");
        assertThat(browser.navEntries("tables")).isEmpty();              // an organiser judges no table
        return browser;
    }

    private static JsonNode get(String path) throws Exception {
        return JSON.readTree(given().baseUri(system.url("game-service")).auth().oauth2(system.token("organiser"))
                .get(path).then().statusCode(200).extract().asString());
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(item -> texts.add(item.asText()));
        return texts;
    }
}
