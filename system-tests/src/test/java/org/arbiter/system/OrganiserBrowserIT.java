package org.arbiter.system;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.arbiter.system.ConsoleBrowser.TABLET;
import static org.arbiter.system.ConsoleBrowser.WAIT;
import static org.arbiter.system.ConsoleBrowser.attr;
import static org.arbiter.system.ConsoleBrowser.choose;
import static org.arbiter.system.ConsoleBrowser.click;
import static org.arbiter.system.ConsoleBrowser.setValue;
import static org.arbiter.system.ConsoleBrowser.shootBoth;
import static org.arbiter.system.ConsoleBrowser.signIn;
import static org.arbiter.system.ConsoleBrowser.text;
import static org.arbiter.system.ConsoleBrowser.type;
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
        ChromeDriver browser = openAsOrganiser();
        try {
            createTournament(browser, id);
            registerPlayers(browser);
            registerJudges(browser, "judge judge2", "judge", "judge2");
            shootBoth(browser, "org-judges");
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

    private void createTournament(ChromeDriver browser, String id) throws Exception {
        click(browser, "[data-nav='tournaments']");
        type(browser, "input[name='name']", "Осенний кубок");
        type(browser, "input[name='id']", id);
        setValue(browser, "input[name='startsOn']", "2026-10-03");
        setValue(browser, "input[name='endsOn']", "2026-10-02");
        choose(browser, "ruleset", "FSM");
        click(browser, "input[name='withdrawal']");
        click(browser, "[data-act='addStage']");
        choose(browser, "stage1", "FINAL");
        setValue(browser, "input[name='games1']", "2");
        click(browser, "[data-act='createTournament']");                  // ends before it starts: not sent
        assertThat(text(browser, ".field.invalid .problem")).isEqualTo("Окончание раньше начала");
        shootBoth(browser, "org-tournament-form");
        setValue(browser, "input[name='endsOn']", "2026-10-04");
        click(browser, "[data-act='createTournament']");
        await().atMost(WAIT).until(() -> id.equals(attr(browser, "nav.tabs", "data-tournament")));
        click(browser, "[data-nav='tournaments']");
        await().atMost(WAIT).until(() -> !browser.findElements(By.cssSelector("[data-tournament='" + id + "']")).isEmpty());
        assertThat(text(browser, "button[data-tournament='" + id + "']"))
                .isEqualTo("Осенний кубок\n" + id + " · 2026-10-03 – 2026-10-04 · FSM\nИгр на игрока: отбор 10 · финал 2");
        shootBoth(browser, "org-tournaments");
        click(browser, "button[data-tournament='" + id + "']");
    }

    private void registerPlayers(ChromeDriver browser) throws Exception {
        await().atMost(WAIT).until(() -> !browser.findElements(By.cssSelector("[data-form='player']")).isEmpty());
        type(browser, "input[name='nickname']", "Гром");
        type(browser, "input[name='club']", "Северный ветер");
        type(browser, "input[name='externalId']", "fiim-0");
        click(browser, "[data-act='addPlayer']");
        await().atMost(WAIT).until(() -> browser.findElements(By.cssSelector("[data-list='players'] tbody tr")).size() == 1);

        // a file with three bad lines: refused whole, every bad line in the organiser's words, nobody registered
        List<String> lines = csvLines();
        lines.set(4, "гром,Клуб А");                                       // line 5: registered by the form
        lines.set(8, ",Клуб Б");                                           // line 9: no nickname
        lines.set(11, "Игрок 11,,fiim-1");                                 // line 12: the external id of line 2
        type(browser, "textarea[name='csv']", String.join("\n", lines));
        assertThat(attr(browser, "[data-preview]", "data-preview")).isEqualTo("30");
        assertThat(text(browser, ".preview summary")).isEqualTo("Будут зарегистрированы: 30");
        click(browser, "[data-act='importCsv']");
        await().atMost(WAIT).until(() -> !browser.findElements(By.cssSelector(".bad-rows")).isEmpty());
        assertThat(text(browser, ".bad-rows strong")).isEqualTo("Импорт отклонён, никто не зарегистрирован");
        assertThat(text(browser, ".bad-rows .message")).isEqualTo("Строк с ошибками: 3 INVALID_PLAYER_ROWS");
        assertThat(browser.findElements(By.cssSelector(".bad-rows li")).stream().map(WebElement::getText).toList()).containsExactly(
                "Строка 5: ник «гром» уже зарегистрирован в турнире", "Строка 9: нет ника",
                "Строка 12: внешний ID «fiim-1» уже есть в строке 2");
        assertThat(text(browser, ".preview summary"))
                .isEqualTo("Строк с игроками: 30 · будет зарегистрировано: 0 — исправьте отмеченные строки");
        assertThat(browser.findElements(By.cssSelector(".preview tr.bad td:first-child")).stream().map(WebElement::getText).toList())
                .containsExactly("5", "9", "12");
        // landscape: what the import did stands beside the text, not below it
        assertThat(browser.findElement(By.cssSelector(".bad-rows")).getRect().getX())
                .isGreaterThan(browser.findElement(By.cssSelector("textarea[name='csv']")).getRect().getX() + 400);
        assertThat(get("/api/tournaments/" + attr(browser, "nav.tabs", "data-tournament") + "/players")).hasSize(1);
        shootBoth(browser, "org-players-refused");

        // the whole file again, uploaded
        Path file = Files.createTempFile(Path.of("target"), "players", ".csv");
        Files.writeString(file, String.join("\n", csvLines()) + "\n", StandardCharsets.UTF_8);
        browser.findElement(By.cssSelector("textarea[name='csv']")).clear();
        browser.findElement(By.cssSelector("input[name='csvFile']")).sendKeys(file.toAbsolutePath().toString());
        await().atMost(WAIT).until(() -> "30".equals(attr(browser, "[data-preview]", "data-preview")));
        click(browser, "[data-act='importCsv']");
        await().atMost(WAIT).until(() -> browser.findElements(By.cssSelector("[data-list='players'] tbody tr")).size() == 31);
        assertThat(browser.findElements(By.cssSelector(".bad-rows"))).isEmpty();
        assertThat(text(browser, "[data-imported]")).isEqualTo("Зарегистрированы: 30");
        assertThat(text(browser, "[data-player='p31']")).isEqualTo("p31 Игрок 30 Клуб 3 fiim-30");
        shootBoth(browser, "org-players");
    }

    /** A header and 30 players: "Игрок n,Клуб (n mod 4 + 1),fiim-n" on line n + 1. */
    private static List<String> csvLines() {
        List<String> lines = new ArrayList<>(List.of("nickname,club,externalId"));
        IntStream.rangeClosed(1, 30).forEach(n -> lines.add("Игрок " + n + ",Клуб " + (n % 4 + 1) + ",fiim-" + n));
        return lines;
    }

    /** Registers the judges typed, then waits until the list is exactly {@code listed}. */
    private void registerJudges(ChromeDriver browser, String names, String... listed) throws Exception {
        click(browser, "[data-nav='judges']");
        type(browser, "input[name='judges']", names);
        click(browser, "[data-act='addJudges']");
        await().atMost(WAIT).until(() -> browser.findElements(By.cssSelector("[data-judge]")).stream().map(WebElement::getText)
                .toList().equals(List.of(listed)));
    }

    /**
     * The stage's seating: none at first; then seated by the seating module from the screen (31 players: byes, Гром and
     * Игрок 1 kept apart), shown as rounds × tables × seats with the quality report beside it, whose figures are
     * those of the seating stored. Returns round 1's tables, the players' ids seat by seat.
     */
    private List<List<String>> seating(ChromeDriver browser, String id) throws Exception {
        click(browser, "[data-nav='seating']");
        await().atMost(WAIT).until(() -> !browser.findElements(By.cssSelector("[data-seating='none']")).isEmpty());
        assertThat(text(browser, "[data-form='seat'] legend")).isEqualTo("Игроков не хватает на полные столы");
        assertThat(browser.findElement(By.cssSelector("input[name='filling'][value='BYES']")).isSelected()).isTrue();
        type(browser, "textarea[name='separated']", "Гром, Игрок 1");
        click(browser, "[data-act='seat']");
        await().atMost(Duration.ofSeconds(120)).until(() -> !browser.findElements(By.cssSelector("[data-report]")).isEmpty()
                && !browser.findElements(By.cssSelector("table.seating")).isEmpty());
        shootBoth(browser, "org-seating");

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
        assertThat(text(browser, "tr[data-figure='sumOfSquares'] td")).isEqualTo(String.valueOf(sumOfSquares));
        assertThat(text(browser, "tr[data-figure='maxMeetings'] td")).isEqualTo(String.valueOf(maxMeetings));
        assertThat(browser.findElements(By.cssSelector("table.seating tbody tr"))).hasSize(tables);
        assertThat(text(browser, "[data-summary]")).isEqualTo("Туров: " + rounds.size() + " · Игроков: 31 · Игр у каждого: 10");
        // 31 players × 10 games = 31 tables, at most 3 a round: 11 rounds, the last two of 2 tables; the byes are dealt
        // in registration order (p1 Гром, then Игрок 1…30), each player once: one a round, then 11 and 11
        List<String> byes = new ArrayList<>(List.of("Тур 1: Гром"));
        IntStream.rangeClosed(2, 9).forEach(r -> byes.add("Тур " + r + ": Игрок " + (r - 1)));
        byes.add("Тур 10: " + String.join(", ", IntStream.rangeClosed(9, 19).mapToObj(n -> "Игрок " + n).toList()));
        byes.add("Тур 11: " + String.join(", ", IntStream.rangeClosed(20, 30).mapToObj(n -> "Игрок " + n).toList()));
        assertThat(browser.findElements(By.cssSelector("[data-byes] li")).stream().map(WebElement::getText).toList())
                .containsExactlyElementsOf(byes);
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
        browser.executeScript("document.querySelector('[data-byes]').scrollIntoView()");
        ConsoleBrowser.save(browser, "org-seating-byes-1024x768.png");
        browser.executeScript("window.scrollTo(0, 0)");
        assertThat(text(browser, "[data-stored]")).isEqualTo("Рассадка сохранена: туры публикуются с неё.");
        assertThat(text(browser, "[data-verdict]")).startsWith("Наибольшее число встреч одной пары: " + maxMeetings + " (случайная рассадка: ");
        // beside it: a random seating does no better, and nothing beats the lower bound
        List<WebElement> squares = browser.findElements(By.cssSelector("tr[data-figure='sumOfSquares'] td"));
        assertThat(Long.parseLong(squares.get(1).getText())).isGreaterThanOrEqualTo(sumOfSquares);
        assertThat(Long.parseLong(squares.get(2).getText())).isLessThanOrEqualTo(sumOfSquares);
        return round1;
    }

    /** Publishes round 1 of QUALIFYING from the screen; returns the games' ids in table order. */
    private List<String> publishRoundOne(ChromeDriver browser, String id, List<List<String>> round1) throws Exception {
        click(browser, "[data-nav='publish']");
        await().atMost(WAIT).until(() -> !browser.findElements(By.cssSelector("[data-act='publish']")).isEmpty());
        // round 1, none published yet; no judge preselected, so the round cannot be sent until each table has one
        assertThat(attr(browser, "[data-round].chosen", "data-round")).isEqualTo("1");
        assertThat(attr(browser, "select[name='judge1']", "value")).isEmpty();
        assertThat(attr(browser, "select[name='judge2']", "value")).isEmpty();
        choose(browser, "judge1", "judge");
        choose(browser, "judge2", "judge2");
        assertThat(text(browser, ".problem")).isEqualTo("Столы без судьи: 3");      // two judges for three tables
        assertThat(browser.findElement(By.cssSelector("[data-act='publish']")).isEnabled()).isFalse();
        shootBoth(browser, "org-publish-unjudged");

        registerJudges(browser, "chief", "chief", "judge", "judge2");
        click(browser, "[data-nav='publish']");
        await().atMost(WAIT).until(() -> !browser.findElements(By.name("judge3")).isEmpty());
        choose(browser, "judge3", "chief");
        choose(browser, "judge1", "judge2");
        choose(browser, "judge2", "judge2");
        assertThat(text(browser, ".problem")).isEqualTo("Судья за двумя столами: judge2");
        choose(browser, "judge2", "judge");
        shootBoth(browser, "org-publish");
        click(browser, "[data-act='publish']");
        await().atMost(WAIT).until(() -> browser.findElements(By.cssSelector("[data-list='published'] tbody tr")).size() == 3);
        shootBoth(browser, "org-published");

        List<String> shown = browser.findElements(By.cssSelector("[data-list='published'] td[data-game]")).stream()
                .map(td -> td.getAttribute("data-game")).toList();
        JsonNode published = get("/api/tournaments/" + id + "/stages/QUALIFYING/rounds/1");
        List<String> tables = new ArrayList<>();
        published.forEach(t -> tables.add(t.get("tableNo").asInt() + " " + t.get("judge").asText() + " " + t.get("gameId").asText()));
        assertThat(tables).containsExactly("1 judge2 " + shown.get(0), "2 judge " + shown.get(1), "3 chief " + shown.get(2));
        assertThat(browser.findElements(By.cssSelector("[data-list='published'] [data-judge]")).stream().map(WebElement::getText)
                .toList()).containsExactly("judge2", "judge", "chief");
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
    private void tableQrCodes(ChromeDriver browser, List<String> games) throws Exception {
        List<WebElement> cards = browser.findElements(By.cssSelector("[data-list='qr'] .qr-card"));
        assertThat(cards.stream().map(c -> c.getAttribute("data-table") + " " + c.getText().replace('\n', ' ')).toList())
                .containsExactly("1 Стол 1 judge2", "2 Стол 2 judge", "3 Стол 3 chief");
        assertThat(cards.stream().map(c -> c.findElement(By.tagName("img")).getDomAttribute("src")).toList()).containsExactly(
                "/venue/qr.svg?path=%2F%3Fgame%3D" + games.get(0), "/venue/qr.svg?path=%2F%3Fgame%3D" + games.get(1),
                "/venue/qr.svg?path=%2F%3Fgame%3D" + games.get(2));
        assertThat(attr(browser, "[data-list='qr'] .qr-card img", "alt")).isEqualTo("QR-код стола 1");
        shootBoth(browser, "org-published-qr");

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
    private void reassignJudges(ChromeDriver browser, String id, List<String> games) throws Exception {
        registerJudges(browser, "judge3", "chief", "judge", "judge2", "judge3");
        click(browser, "[data-nav='publish']");
        // the screen opens on the next round to publish (2), with no judge picked and Publish disabled
        await().atMost(WAIT).until(() -> "2".equals(attr(browser, "[data-round].chosen", "data-round"))
                && !browser.findElements(By.name("judge1")).isEmpty());
        for (int table = 1; table <= 3; table++) {
            assertThat(attr(browser, "select[name='judge" + table + "']", "value")).isEmpty();
        }
        assertThat(browser.findElement(By.cssSelector("[data-act='publish']")).isEnabled()).isFalse();
        shootBoth(browser, "org-publish-next-round");
        click(browser, "[data-round='1']");
        await().atMost(WAIT).until(() -> !browser.findElements(By.name("reassign1")).isEmpty());
        assertThat(browser.findElement(By.cssSelector("[data-act='reassign1']")).isEnabled()).isFalse();   // his judge already
        choose(browser, "reassign1", "judge");
        click(browser, "[data-act='reassign1']");
        await().atMost(WAIT).until(() -> !browser.findElements(By.cssSelector("tr[data-table='1'] .refusal")).isEmpty());
        assertThat(text(browser, "tr[data-table='1'] .refusal"))
                .isEqualTo("Этот судья уже судит другой стол этого тура: сначала освободите его.\nJUDGE_TWICE");
        shootBoth(browser, "org-reassign-refused");

        choose(browser, "reassign1", "judge3");
        click(browser, "[data-act='reassign1']");
        await().atMost(WAIT).ignoreException(StaleElementReferenceException.class)      // the line is drawn anew
                .until(() -> "judge3".equals(text(browser, "tr[data-table='1'] [data-judge]")));
        choose(browser, "reassign2", "judge2");
        click(browser, "[data-act='reassign2']");
        await().atMost(WAIT).ignoreException(StaleElementReferenceException.class)
                .until(() -> "judge2".equals(text(browser, "tr[data-table='2'] [data-judge]")));
        assertThat(browser.findElements(By.cssSelector("[data-list='published'] .refusal"))).isEmpty();
        shootBoth(browser, "org-reassigned");

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
    private void overlays(ChromeDriver browser, String id, List<String> games) throws Exception {
        click(browser, "[data-nav='overlays']");
        await().atMost(WAIT).until(() -> browser.findElements(By.cssSelector(".overlay-urls li")).size() == 3);
        String base = system.url(ArbiterSystem.CONSOLE) + "/overlay/index.html?tournament=" + id;
        assertThat(attr(browser, "[name='overlay-tournament']", "value")).isEqualTo(base);
        assertThat(browser.findElements(By.cssSelector(".overlay-urls textarea")).stream().map(i -> i.getAttribute("value")).toList())
                .containsExactly(base + "&game=" + games.get(0), base + "&game=" + games.get(1), base + "&game=" + games.get(2));
        click(browser, "input[name='transparent']");
        assertThat(attr(browser, "[name='overlay-table2']", "value")).isEqualTo(base + "&game=" + games.get(1) + "&transparent=1");
        click(browser, "[data-copy='table2']");
        assertThat(text(browser, "[data-copy='table2']")).isEqualTo("Скопировано");
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
        click(browser, "[data-nav='publish']");                           // the next round to publish, then round 1's
        await().atMost(WAIT).until(() -> "2".equals(attr(browser, "[data-round].chosen", "data-round")));
        click(browser, "[data-round='1']");
        await().atMost(WAIT).until(() -> !browser.findElements(By.cssSelector("[data-list='published']")).isEmpty());
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
    private static void speaksEnglish(ChromeDriver browser) {
        click(browser, "[data-act='lang']");
        assertThat(text(browser, "[data-nav='players']")).isEqualTo("Players");
        assertThat(text(browser, "h3")).isEqualTo("Published tables");
        click(browser, "[data-act='lang']");
        assertThat(text(browser, "[data-nav='players']")).isEqualTo("Игроки");
    }

    // ---- the browser ---------------------------------------------------------------------------------------

    private static ChromeDriver openAsOrganiser() throws Exception {
        ChromeDriver browser = signIn(system, "/", "organiser", TABLET[0][0], TABLET[0][1], "[data-act='createTournament']");
        assertThat(browser.findElements(By.cssSelector("[data-nav='tables']"))).isEmpty();   // an organiser judges no table
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
