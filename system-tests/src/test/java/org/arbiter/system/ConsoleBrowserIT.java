package org.arbiter.system;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.arbiter.system.ConsoleBrowser.attr;
import static org.arbiter.system.ConsoleBrowser.click;
import static org.arbiter.system.ConsoleBrowser.save;
import static org.arbiter.system.ConsoleBrowser.text;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.restassured.http.ContentType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import org.arbiter.testsupport.Chromium;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The judge's console in real headless Chromium (Debian's, installed when missing) against the real services:
 * a judge logs in with Keycloak and plays a scenario by clicking only; the network is cut and comes back; two
 * tablets share a table; a refusal shows the engine's code and clause. Screenshots of each phase at 1024×768 and
 * 768×1024 in console/target/screenshots/.
 */
class ConsoleBrowserIT {

    static final Duration WAIT = ConsoleBrowser.WAIT;
    static final ObjectMapper JSON = new ObjectMapper();
    static final int[][] TABLET = ConsoleBrowser.TABLET;

    static ArbiterSystem system;
    static Path repo;

    @BeforeAll
    static void start() throws Exception {
        system = ArbiterSystem.get();
        repo = Path.of(System.getProperty("arbiter.repo", "..")).toAbsolutePath().normalize();
    }

    @Test
    void aJudgePlaysScenario01ToTheSignatureByClickingAndTheEventsEqualTheEnginesReplay() throws Exception {
        playByClicks("01-red-wins-plain.json", "01");
        assertThat(phaseShots()).contains("01-SETUP-1024x768.png", "01-SETUP-768x1024.png", "01-NIGHT-1024x768.png",
                "01-DAY-768x1024.png", "01-VOTING-1024x768.png", "01-LAST_WORDS-768x1024.png", "01-FINISHED-1024x768.png");
    }

    @Test
    void aJudgePlaysAClubGameWithAWillAndAwardsAtTheirLimitsToTheSignatureByClicking() throws Exception {
        playByClicks("51-club-01-red-win-best-move-and-red-caps.json", "51");
        assertThat(phaseShots()).contains("51-FINISHED-1024x768.png", "51-FINISHED-768x1024.png");
    }

    @Test
    void tieSpeechesAndLastWordsCountTheirOwnSecondsAndTheRevoteOffersOnlyTheTied() throws Exception {
        playByClicks("05-tie-revote-decides.json", "05");
        assertThat(phaseShots()).contains("05-TIE_SPEECHES-1024x768.png", "05-REVOTE-768x1024.png");
    }

    /**
     * Plays a scenario file by clicking only: the deal tapped seat by seat, every step, its checks (phase, speaker,
     * the countdown's seconds, the ballot, who is at the table) read off the screen, the signature where the game
     * ends; then the game's events must equal the same scenario sent straight to the API.
     */
    private void playByClicks(String file, String shotPrefix) throws Exception {
        JsonNode scenario = JSON.readTree(repo.resolve("scenarios/" + file).toFile());
        String gameId = createGame(scenario.get("ruleset").asText());
        boolean over = "FINISHED".equals(scenario.path("expect").path("phase").asText());
        boolean signedInSteps = false;
        ChromeDriver tablet = openAsJudge(gameId, 1024, 768);
        try {
            Set<String> phasesShot = new HashSet<>();
            shootPhase(tablet, shotPrefix, phasesShot);
            // the deal: the roles the players drew, tapped seat by seat (6/1/2/1 enforced as he goes)
            placeRoles(tablet, scenario);
            assertThat(tablet.findElement(By.cssSelector("[data-role='MAFIA']")).getText()).isEqualTo("Мафия 2/2");
            String civilian = firstCivilian(scenario);
            click(tablet, "[data-role='MAFIA']");
            click(tablet, "[data-seat='" + civilian + "']");             // a third Mafia: not placed
            assertThat(tablet.findElement(By.cssSelector("[data-seat='" + civilian + "']")).getText()).doesNotContain("Мафия");
            sendAndWait(tablet, "[data-act='dealRoles']");
            for (JsonNode step : scenario.get("steps")) {
                int repeat = step.path("repeat").asInt(1);
                for (int i = 0; i < repeat; i++) {
                    playStep(tablet, step, ConsoleBrowserIT::sendAndWait);
                    shootPhase(tablet, shotPrefix, phasesShot);
                }
                check(tablet, step.path("check"));
                signedInSteps |= step.get("type").asText().equals("finalize");
            }
            if (over) {
                String winner = scenario.get("expect").get("winner").asText();
                assertThat(text(tablet, ".phase")).contains("Игра окончена", "Победа: " + (winner.equals("RED") ? "красных" : "чёрных"));
                if (!signedInSteps) {
                    sendAndWait(tablet, "[data-act='finalize']");
                }
                assertThat(text(tablet, ".finalized")).isEqualTo("Протокол подписан");
                save(tablet, shotPrefix + "-signed-1024x768.png");
            }
        } finally {
            tablet.quit();
        }
        String replay = replayThroughTheApi(scenario, over && !signedInSteps);
        assertThat(comparable(events(gameId))).isEqualTo(comparable(events(replay)));
    }

    /** The deal: the roles the players drew, tapped seat by seat (the civilians fill the rest). */
    private static void placeRoles(ChromeDriver tablet, JsonNode scenario) {
        Iterator<Map.Entry<String, JsonNode>> roles = scenario.get("roles").fields();
        while (roles.hasNext()) {
            Map.Entry<String, JsonNode> seat = roles.next();
            if (!seat.getValue().asText().equals("CIVILIAN")) {
                click(tablet, "[data-role='" + seat.getValue().asText() + "']");
                click(tablet, "[data-seat='" + seat.getKey() + "']");
            }
        }
    }

    /** The shots as the console sends them: every black shooter at the table, a miss where the step names none. */
    private static ObjectNode shotsAsSent(ChromeDriver tablet, JsonNode step) {
        ObjectNode shots = JSON.createObjectNode();
        for (WebElement chip : tablet.findElements(By.cssSelector("[data-shooter]"))) {
            String shooter = chip.getAttribute("data-shooter");
            shots.set(shooter, step.get("shots").path(shooter).isInt() ? step.get("shots").get(shooter) : null);
        }
        return shots;
    }

    /** The votes as the console sends them: the last candidate's hands are the rest (4.4.9), not named. */
    private static ObjectNode votesAsSent(ChromeDriver tablet, JsonNode step) {
        ObjectNode votes = step.get("votes").deepCopy();
        List<String> ballot = ballot(tablet);
        votes.remove(ballot.get(ballot.size() - 1));
        return votes;
    }

    private static String firstCivilian(JsonNode scenario) {
        Iterator<Map.Entry<String, JsonNode>> roles = scenario.get("roles").fields();
        while (roles.hasNext()) {
            Map.Entry<String, JsonNode> seat = roles.next();
            if (seat.getValue().asText().equals("CIVILIAN")) {
                return seat.getKey();
            }
        }
        throw new IllegalArgumentException("no civilian");
    }

    /** A step's check, as the judge sees it on the screen. */
    private static void check(ChromeDriver tablet, JsonNode check) {
        String phase = attr(tablet, ".game", "data-phase");
        if (check.has("phase")) {
            assertThat(phase).isEqualTo(check.get("phase").asText());
        }
        if (check.has("speaker")) {
            assertThat(attr(tablet, "[data-speaker]", "data-speaker")).isEqualTo(check.get("speaker").asText());
        }
        if (check.hasNonNull("seconds")) {                                      // the countdown starts at his seconds
            int seconds = check.get("seconds").asInt();
            assertThat(Integer.parseInt(attr(tablet, ".clock", "data-left"))).isBetween(seconds - 3, seconds);
        }
        if (check.has("candidates") && List.of("VOTING", "REVOTE").contains(phase)) {
            assertThat(ballot(tablet)).containsExactlyElementsOf(texts(check.get("candidates")));
        }
        if (check.has("atTable")) {
            List<String> atTable = new ArrayList<>();
            tablet.findElements(By.cssSelector(".seat:not(.departed)")).forEach(seat -> atTable.add(seat.getAttribute("data-seat")));
            assertThat(atTable).containsExactlyElementsOf(texts(check.get("atTable")));
        }
    }

    private static List<String> ballot(ChromeDriver tablet) {
        List<String> ballot = new ArrayList<>();
        tablet.findElements(By.cssSelector(".ballot li")).forEach(li -> ballot.add(li.getAttribute("data-candidate")));
        return ballot;
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(item -> texts.add(item.asText()));
        return texts;
    }

    @Test
    void commandsEnteredWhileTheNetworkIsCutAreSentInOrderOnceWhenItReturnsAndARefusalShowsCodeAndClause() throws Exception {
        String gameId = dayOneGame();
        ChromeDriver tablet = openAsJudge(gameId, 768, 1024);
        try {
            int before = events(gameId).size();
            tablet.executeCdpCommand("Network.enable", Map.of());
            tablet.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of("*/api/*")));
            click(tablet, "[data-act='endSpeech']");                  // seat 1's speech ends
            click(tablet, "[data-act='foul']");
            click(tablet, "[data-seat='3']");                         // a foul to seat 3
            click(tablet, "[data-act='endSpeech']");                  // seat 2's speech ends
            await().atMost(WAIT).until(() -> "3".equals(attr(tablet, "[data-pending]", "data-pending")));
            await().atMost(WAIT).until(() -> "false".equals(attr(tablet, "[data-online]", "data-online")));
            save(tablet, "offline-queue-768x1024.png");
            tablet.navigate().refresh();                              // the queue survives a reload
            await().atMost(WAIT).until(() -> "3".equals(attr(tablet, "[data-pending]", "data-pending")));
            assertThat(eventTypes(gameId)).doesNotContain("FoulGiven");

            tablet.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of()));
            await().atMost(WAIT).until(() -> tablet.findElements(By.cssSelector("[data-pending]")).isEmpty()
                    && "true".equals(attr(tablet, "[data-online]", "data-online")));
            List<JsonNode> all = events(gameId);
            List<JsonNode> after = all.subList(before, all.size());
            assertThat(after.stream().map(e -> e.get("type").asText() + payloadSeat(e)).toList())
                    .containsExactly("SpeechEnded 1", "SpeechStarted 2", "FoulGiven 3", "SpeechEnded 2", "SpeechStarted 3");
            assertThat(attr(tablet, "[data-speaker]", "data-speaker")).isEqualTo("3");

            // a refusal: seat 3 nominates twice today (4.4.4); a seat tap by day nominates, by the speaker
            sendAndWait(tablet, "[data-seat='5']");
            click(tablet, "[data-seat='6']");
            await().atMost(WAIT).until(() -> !tablet.findElements(By.cssSelector(".banner.refusal")).isEmpty());
            assertThat(text(tablet, ".banner.refusal .code")).isEqualTo("ALREADY_NOMINATED_TODAY");
            assertThat(text(tablet, ".banner.refusal .rule")).isEqualTo("Пункт 4.4.4");
            assertThat(text(tablet, ".banner.refusal .message")).isEqualTo("Говорящий уже выставил кандидатуру сегодня");
            save(tablet, "refusal-768x1024.png");
        } finally {
            tablet.quit();
        }
    }

    /**
     * The app lives on the tablet: with no network at all (the tablet offline and the console itself gone), a reload
     * opens the judge's table from the device with its waiting commands; back online they are applied once, in order.
     */
    @Test
    void aTableReloadedWithoutAnyNetworkOpensFromTheDeviceWithItsWaitingCommandsSentOnceInOrderWhenItReturns() throws Exception {
        String gameId = dayOneGame();
        ChromeDriver tablet = openAsJudge(gameId, 1024, 768);
        try {
            // the service worker holds the app shell once it controls the page
            await().atMost(WAIT).until(() -> Boolean.TRUE.equals(tablet.executeScript("return !!navigator.serviceWorker.controller")));
            click(tablet, "[data-act='tables']");                     // his tables, as the server lists them
            click(tablet, "[data-game='" + gameId + "']");
            await().atMost(WAIT).until(() -> !tablet.findElements(By.cssSelector(".game[data-version]")).isEmpty());
            int before = events(gameId).size();
            tablet.executeCdpCommand("Network.enable", Map.of());
            tablet.executeCdpCommand("Network.emulateNetworkConditions",
                    Map.of("offline", true, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
            system.kill(ArbiterSystem.CONSOLE);                       // nothing answers, whoever asks (the worker too)
            click(tablet, "[data-act='endSpeech']");                  // seat 1's speech ends
            click(tablet, "[data-act='foul']");
            click(tablet, "[data-seat='3']");                         // a foul to seat 3
            click(tablet, "[data-act='endSpeech']");                  // seat 2's speech ends
            await().atMost(WAIT).until(() -> "3".equals(attr(tablet, "[data-pending]", "data-pending")));

            tablet.navigate().refresh();                              // no server, no network: the device's copy
            await().atMost(WAIT).until(() -> "3".equals(attr(tablet, "[data-pending]", "data-pending")));
            assertThat(tablet.getTitle()).isEqualTo("Пульт судьи — Arbiter");
            assertThat(tablet.getCurrentUrl()).endsWith("/?game=" + gameId);
            assertThat(attr(tablet, ".game", "data-phase")).isEqualTo("DAY");
            assertThat(attr(tablet, "[data-online]", "data-online")).isEqualTo("false");
            assertThat(tablet.executeScript("return navigator.onLine")).isEqualTo(false);
            ConsoleBrowser.shootBoth(tablet, "offline-reloaded");
            assertThat(eventTypes(gameId)).doesNotContain("FoulGiven");
            // started from the home screen (/): his tables kept on the device, this one with its three commands
            tablet.get(system.url(ArbiterSystem.CONSOLE) + "/");
            String kept = "[data-list='kept'] [data-game='" + gameId + "']";
            await().atMost(WAIT).until(() -> "3".equals(attr(tablet, kept, "data-waiting")));
            save(tablet, "offline-tables-1024x768.png");
            click(tablet, kept);
            await().atMost(WAIT).until(() -> "3".equals(attr(tablet, "[data-pending]", "data-pending")));

            system.restart(ArbiterSystem.CONSOLE, Duration.ofSeconds(90));
            tablet.executeCdpCommand("Network.emulateNetworkConditions",
                    Map.of("offline", false, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
            await().atMost(WAIT).until(() -> tablet.findElements(By.cssSelector("[data-pending]")).isEmpty()
                    && "true".equals(attr(tablet, "[data-online]", "data-online")));
            List<JsonNode> all = events(gameId);
            assertThat(all.subList(before, all.size()).stream().map(e -> e.get("type").asText() + payloadSeat(e)).toList())
                    .containsExactly("SpeechEnded 1", "SpeechStarted 2", "FoulGiven 3", "SpeechEnded 2", "SpeechStarted 3");
            assertThat(attr(tablet, "[data-speaker]", "data-speaker")).isEqualTo("3");
            save(tablet, "offline-reloaded-back-1024x768.png");
        } finally {
            tablet.quit();
        }
    }

    /**
     * The judge's session ended while his table was offline (here an administrator ends it): at the next load with
     * network Keycloak refuses the kept refresh token, its page asks him to sign in again and brings him back to his
     * table, whose waiting commands are still there and are sent, once, in order.
     */
    @Test
    void aJudgeWhoseSessionEndedWhileOfflineSignsInAgainAndFindsHisWaitingCommandsSent() throws Exception {
        String gameId = dayOneGame();
        ChromeDriver tablet = openAsJudge(gameId, 768, 1024);
        try {
            int before = events(gameId).size();
            tablet.executeCdpCommand("Network.enable", Map.of());
            tablet.executeCdpCommand("Network.emulateNetworkConditions",
                    Map.of("offline", true, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
            click(tablet, "[data-act='endSpeech']");
            click(tablet, "[data-act='endSpeech']");
            await().atMost(WAIT).until(() -> "2".equals(attr(tablet, "[data-pending]", "data-pending")));
            system.endSessions("judge");
            // the network back, the services still out of the table's reach, so what waits waits for the sign-in
            tablet.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of("*/api/*")));
            tablet.executeCdpCommand("Network.emulateNetworkConditions",
                    Map.of("offline", false, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
            tablet.navigate().refresh();
            await().atMost(Duration.ofSeconds(60)).until(() -> !tablet.findElements(By.id("username")).isEmpty());
            save(tablet, "session-ended-sign-in-768x1024.png");
            tablet.findElement(By.id("username")).sendKeys("judge");
            tablet.findElement(By.id("password")).sendKeys("judge");
            tablet.findElement(By.id("kc-login")).click();
            await().atMost(Duration.ofSeconds(60)).until(() -> "2".equals(attr(tablet, "[data-pending]", "data-pending")));
            assertThat(tablet.getCurrentUrl()).endsWith("/?game=" + gameId);
            assertThat(eventTypes(gameId).subList(before, eventTypes(gameId).size())).isEmpty();

            tablet.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of()));
            await().atMost(WAIT).until(() -> tablet.findElements(By.cssSelector("[data-pending]")).isEmpty()
                    && "true".equals(attr(tablet, "[data-online]", "data-online")));
            List<JsonNode> all = events(gameId);
            assertThat(all.subList(before, all.size()).stream().map(e -> e.get("type").asText() + payloadSeat(e)).toList())
                    .containsExactly("SpeechEnded 1", "SpeechStarted 2", "SpeechEnded 2", "SpeechStarted 3");
        } finally {
            tablet.quit();
        }
    }

    /** A new release reaches a tablet at its next load: the page and the worker are never kept, the hashed files are. */
    @Test
    void thePageTheWorkerAndTheManifestAreAskedForAgainEachTimeAndTheHashedFilesAreKept() {
        String console = system.url(ArbiterSystem.CONSOLE);
        for (String path : List.of("/", "/index.html", "/sw.js", "/manifest.webmanifest", "/icon-192.png")) {
            assertThat(given().baseUri(console).get(path).then().statusCode(200).extract().header("Cache-Control"))
                    .as(path).isEqualTo("no-cache");
        }
        assertThat(given().baseUri(console).get("/manifest.webmanifest").then().extract().contentType())
                .isEqualTo("application/manifest+json");
        String page = given().baseUri(console).get("/").then().extract().asString();
        java.util.regex.Matcher script = java.util.regex.Pattern.compile("/assets/[^\"]+\\.js").matcher(page);
        assertThat(script.find()).isTrue();
        assertThat(given().baseUri(console).get(script.group()).then().statusCode(200).extract().header("Cache-Control"))
                .isEqualTo("public, immutable, max-age=86400");
        String worker = given().baseUri(console).get("/sw.js").then().extract().asString();
        assertThat(worker).contains("\"" + script.group() + "\"", "\"/manifest.webmanifest\"", "\"/icon-512.png\"")
                .doesNotContain("self.__SHELL__");
    }

    @Test
    void aSecondTabletSeesTheFirstOnesCommandsAndAStaleOneGetsThe409Path() throws Exception {
        String gameId = dayOneGame();
        ChromeDriver first = openAsJudge(gameId, 1024, 768);
        ChromeDriver second = openAsJudge(gameId, 1024, 768);
        try {
            sendAndWait(first, "[data-act='endSpeech']");
            long sent = System.nanoTime();
            await().atMost(Duration.ofSeconds(3)).until(() -> "2".equals(attr(second, "[data-speaker]", "data-speaker")));
            assertThat(Duration.ofNanos(System.nanoTime() - sent)).isLessThan(Duration.ofMillis(1500));

            // the second tablet, cut off, ends a speech the first one already ended: 409, reload, what changed
            second.executeCdpCommand("Network.enable", Map.of());
            second.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of("*/api/*")));
            await().atMost(WAIT).until(() -> "false".equals(attr(second, "[data-online]", "data-online")));
            sendAndWait(first, "[data-act='endSpeech']");
            click(second, "[data-act='endSpeech']");
            second.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of()));
            await().atMost(WAIT).until(() -> !second.findElements(By.cssSelector(".banner.conflict")).isEmpty());
            assertThat(text(second, ".banner.conflict")).contains("409", "Говорит: 2 → 3");
            // the waiting speech's end, replayed on the server's state, would end 3's: the screen shows it waiting
            assertThat(attr(second, ".banner.conflict li[data-command] .label", "textContent")).isEqualTo("Закончить речь: 3");
            assertThat(attr(second, "[data-speaker]", "data-speaker")).isEqualTo("4");
            save(second, "conflict-1024x768.png");
            click(second, "[data-act='discard']");
            assertThat(second.findElements(By.cssSelector("[data-pending]"))).isEmpty();
            assertThat(attr(second, "[data-speaker]", "data-speaker")).isEqualTo("3");
            assertThat(eventTypes(gameId).stream().filter("SpeechEnded"::equals).count()).isEqualTo(2);
        } finally {
            first.quit();
            second.quit();
        }
    }

    /**
     * The vote count survives a command sent during it (docs/console.md: one rule for the thumb), the record button
     * waits for a complete count, and the header names tournament · stage · round · table.
     */
    @Test
    void aFoulDuringTheVoteCountLeavesTheCountAndTheVoteIsRecordedOnlyWhenCounted() throws Exception {
        String tournament = publishedRoundOfTwoTables();
        String gameId = assignedGames(tournament).get("judge");
        command(gameId, "{\"type\":\"deal\"}");
        command(gameId, "{\"type\":\"endNight\"}");
        for (String step : List.of("{\"type\":\"nominate\",\"by\":1,\"target\":2}", "{\"type\":\"endSpeech\"}",
                "{\"type\":\"endSpeech\"}", "{\"type\":\"nominate\",\"by\":3,\"target\":8}", "{\"type\":\"endSpeech\"}",
                "{\"type\":\"nominate\",\"by\":4,\"target\":5}")) {
            assertThat(command(gameId, step)).as(step).isEqualTo(200);
        }
        for (int speaker = 4; speaker <= 10; speaker++) {
            assertThat(command(gameId, "{\"type\":\"endSpeech\"}")).isEqualTo(200);
        }
        ChromeDriver tablet = openAsJudge(gameId, 1024, 768);
        try {
            assertThat(attr(tablet, ".game", "data-phase")).isEqualTo("VOTING");
            assertThat(text(tablet, "[data-place]")).isEqualTo(tournament + " · отбор · тур 1 · стол 1");
            assertThat(ballot(tablet)).containsExactly("2", "8", "5");
            for (int voter : new int[] {2, 3, 4}) {
                click(tablet, "[data-seat='" + voter + "']");
            }
            assertThat(text(tablet, "[data-voters='2']")).isEqualTo("2, 3, 4 (3)");
            assertThat(tablet.findElement(By.cssSelector("[data-act='vote']")).isEnabled()).isFalse();   // 8 not counted
            click(tablet, "[data-act='foul']");
            assertThat(attr(tablet, "[data-tap]", "data-tap")).isEqualTo("foul");
            sendAndWait(tablet, "[data-seat='7']");                     // a foul to seat 7, during the count
            assertThat(eventTypes(gameId)).endsWith("FoulGiven");
            assertThat(text(tablet, "[data-voters='2']")).isEqualTo("2, 3, 4 (3)");
            assertThat(attr(tablet, "[data-tap]", "data-tap")).isEqualTo("vote");
            assertThat(text(tablet, "[data-voters='5']")).isEqualTo("1, 5, 6, 7, 8, 9, 10 (7) — Остальные — за 5");
            save(tablet, "vote-after-foul-1024x768.png");
            click(tablet, "[data-act='nextCandidate']");
            click(tablet, "[data-seat='9']");
            sendAndWait(tablet, "[data-act='vote']");
            JsonNode counts = events(gameId).stream().filter(e -> e.get("type").asText().equals("VotesCast")).findFirst()
                    .orElseThrow().get("payload").get("counts");
            assertThat(List.of(counts.get(0).get("voters").toString(), counts.get(1).get("voters").toString(),
                    counts.get(2).get("defaultVoters").toString())).containsExactly("[2,3,4]", "[9]", "[1,5,6,7,8,10]");
        } finally {
            tablet.quit();
        }
    }

    /**
     * At 1024×768 the signature and the award's buttons show without scrolling, and how a player left reads in full
     * beside his fouls.
     */
    @Test
    void theAwardsAndSignatureButtonsShowWithoutScrollingAndADepartureReadsInFull() throws Exception {
        JsonNode scenario = JSON.readTree(repo.resolve("scenarios/01-red-wins-plain.json").toFile());
        String gameId = createGame("FIIM");
        ObjectNode deal = JSON.createObjectNode().put("type", "deal");
        deal.set("roles", scenario.get("roles"));
        assertThat(command(gameId, deal.toString())).isEqualTo(200);
        for (String foul : List.of("2", "2", "6", "6", "6")) {          // seat 2, voted out day 1: two fouls; 6 three
            assertThat(command(gameId, "{\"type\":\"foul\",\"seat\":" + foul + "}")).isEqualTo(200);
        }
        for (JsonNode step : scenario.get("steps")) {
            if (step.has("reject")) {
                continue;
            }
            ObjectNode body = ((ObjectNode) step.deepCopy());
            body.remove(List.of("repeat", "check", "why", "note"));
            for (int i = 0; i < step.path("repeat").asInt(1); i++) {
                assertThat(command(gameId, body.toString())).as(body.toString()).isEqualTo(200);
            }
        }
        ChromeDriver tablet = openAsJudge(gameId, 1024, 768);
        try {
            assertThat(attr(tablet, ".game", "data-phase")).isEqualTo("FINISHED");
            long height = (Long) tablet.executeScript("return window.innerHeight");
            for (String act : List.of("award", "finalize")) {
                Number bottom = (Number) tablet.executeScript("return document.querySelector(arguments[0]).getBoundingClientRect().bottom",
                        "[data-act='" + act + "']");
                assertThat(bottom.doubleValue()).as(act).isLessThanOrEqualTo(height);
            }
            for (String seat : List.of("2", "6")) {
                String how = "[data-seat='" + seat + "'] .how";
                assertThat(text(tablet, how)).isEqualTo("заголосован День " + (seat.equals("2") ? 1 : 2));
                assertThat((Boolean) tablet.executeScript("const e = document.querySelector(arguments[0]);"
                        + "return e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().right <= "
                        + "e.closest('.seat').getBoundingClientRect().right", how)).as(how).isTrue();
            }
            ConsoleBrowser.shootBoth(tablet, "finished-fouls");
        } finally {
            tablet.quit();
        }
    }

    /**
     * Keycloak's sign-in page speaks the console's language (ui_locales): Russian by default, English once the console
     * was switched to English; the realm's name, Arbiter, heads it, and its own menu offers both languages.
     */
    @Test
    void theSignInPageIsRussianByDefaultAndEnglishWhenTheConsoleSpeaksEnglish() throws Exception {
        ChromeDriver browser = Chromium.start(1024, 768);
        try {
            browser.get(system.url(ArbiterSystem.CONSOLE) + "/");
            await().atMost(Duration.ofSeconds(60)).until(() -> !browser.findElements(By.id("kc-login")).isEmpty());
            assertThat(browser.getCurrentUrl()).contains("ui_locales=ru");
            assertThat(text(browser, "#kc-login")).isEqualTo("Вход");
            assertThat(text(browser, "#kc-page-title")).isEqualTo("Вход в учетную запись");
            assertThat(browser.executeScript("return document.querySelector('#kc-header-wrapper').textContent.trim()"))
                    .isEqualTo("Arbiter");                                       // drawn in capitals by the theme
            assertThat(browser.findElement(By.tagName("body")).getText()).contains("английский (English)", "русский");
            save(browser, "sign-in-ru-1024x768.png");

            browser.get(system.url(ArbiterSystem.CONSOLE) + "/config.json");      // the console's origin, to set its language
            browser.executeScript("localStorage.setItem('arbiter.lang', 'en')");
            browser.get(system.url(ArbiterSystem.CONSOLE) + "/");
            await().atMost(Duration.ofSeconds(60)).until(() -> !browser.findElements(By.id("kc-login")).isEmpty()
                    && "Sign In".equals(text(browser, "#kc-login")));
            assertThat(browser.getCurrentUrl()).contains("ui_locales=en");
            assertThat(text(browser, "#kc-page-title")).isEqualTo("Sign in to your account");
            save(browser, "sign-in-en-1024x768.png");
        } finally {
            browser.quit();
        }
    }

    /**
     * A random game nobody chose (random-games/rnd-7-0057: FIIM, four nights, eleven nominations, five votes) played by
     * tapping with the network cut (CDP offline) for the middle third of its steps: after each tap the screen shows the engine's view after the waiting commands
     * (phase, speaker, candidates, fouls, who is at the table), equal to the server's answer to the same command
     * sent later; the queue names each waiting command. Back online, the server's events equal the taps, none lost
     * and none twice, and the view is the last one seen offline (docs/console.md).
     */
    @Test
    void aThirdOfAGamePlayedOfflineShowsTheEnginesViewAfterEachTapAndTheServerGetsEveryTapOnce() throws Exception {
        JsonNode scenario = JSON.readTree(repo.resolve("random-games/rnd-7-0057.json").toFile());
        assertThat(scenario.get("options")).as("played with the ruleset's default options").isEmpty();
        String gameId = createGame(scenario.get("ruleset").asText());
        ObjectNode deal = JSON.createObjectNode().put("type", "deal");
        deal.set("roles", scenario.get("roles"));
        List<String> tapped = new ArrayList<>(List.of(deal.toString()));
        List<Map<String, Object>> offlineViews = new ArrayList<>();
        int offlineFrom = -1;
        int offlineTo = -1;
        int storedBeforeTheCut = -1;
        ChromeDriver tablet = openAsJudge(gameId, 1024, 768);
        try {
            placeRoles(tablet, scenario);
            sendAndWait(tablet, "[data-act='dealRoles']");
            BiConsumer<ChromeDriver, String> queued = (browser, css) -> {
                int before = waiting(browser);
                click(browser, css);
                await().atMost(WAIT).until(() -> waiting(browser) == before + 1);
                offlineViews.add(screenView(browser));
            };
            JsonNode steps = scenario.get("steps");
            int cutFrom = steps.size() / 3;
            int cutTo = 2 * steps.size() / 3;                         // the middle third, offline
            for (int index = 0; index < steps.size(); index++) {
                JsonNode step = steps.get(index);
                boolean offline = index >= cutFrom && index < cutTo;
                if (index == cutFrom) {
                    offlineFrom = tapped.size();
                    storedBeforeTheCut = events(gameId).size();
                    network(tablet, true);
                }
                if (index == cutTo) {
                    offlineTo = tapped.size();
                    int sent = offlineViews.size();
                    assertThat(waiting(tablet)).isEqualTo(sent);
                    String queue = text(tablet, "[data-pending]");
                    // the count, then the last three waiting commands named with their seats
                    assertThat(queue).contains("В очереди " + sent + ": …; ");
                    assertThat(queue.substring(queue.indexOf("…; ") + 3).split("; ")).hasSize(3);
                    assertThat(events(gameId)).as("nothing reached the server while offline").hasSize(storedBeforeTheCut);
                    network(tablet, false);
                    await().atMost(WAIT).until(() -> waiting(tablet) == 0 && "true".equals(attr(tablet, "[data-online]", "data-online")));
                    assertThat(screenView(tablet)).isEqualTo(offlineViews.get(sent - 1));
                }
                ObjectNode body = (ObjectNode) step.deepCopy();
                body.remove(List.of("repeat", "check", "reject", "why", "note"));
                if (step.get("type").asText().equals("shoot")) {
                    body.set("shots", shotsAsSent(tablet, step));
                }
                if (step.get("type").asText().equals("vote") && !step.has("reject")) {
                    body.set("votes", votesAsSent(tablet, step));
                }
                for (int i = 0; i < step.path("repeat").asInt(1); i++) {
                    playStep(tablet, step, offline ? queued : ConsoleBrowserIT::sendAndWait);
                    if (!step.has("reject")) {
                        tapped.add(body.toString());
                    }
                }
                if (offline) {
                    save(tablet, "offline-game-" + index + "-" + attr(tablet, ".game", "data-phase") + "-1024x768.png");
                }
                check(tablet, step.path("check"));
            }
            assertThat(attr(tablet, ".game", "data-phase")).isEqualTo("FINISHED");
        } finally {
            tablet.quit();
        }
        // the same commands sent straight to game-service: its answers are the views the tablet had to show offline
        String replay = createGame(scenario.get("ruleset").asText());
        List<JsonNode> answers = new ArrayList<>();
        for (String command : tapped) {
            String answer = given().baseUri(system.url("game-service")).auth().oauth2(system.token("judge"))
                    .contentType(ContentType.JSON).body(command).post("/api/games/" + replay + "/commands")
                    .then().statusCode(200).extract().asString();
            answers.add(JSON.readTree(answer).get("state"));
        }
        assertThat(offlineViews).hasSize(offlineTo - offlineFrom);
        for (int i = 0; i < offlineViews.size(); i++) {
            Map<String, Object> shown = offlineViews.get(i);
            assertThat(shown).as("offline tap %d: %s", i, tapped.get(offlineFrom + i))
                    .isEqualTo(judgeView(answers.get(offlineFrom + i), shown.get("candidates") != null));
        }
        assertThat(comparable(events(gameId))).isEqualTo(comparable(events(replay)));
    }

    /**
     * A conflict resolved command by command (docs/console.md): the first tablet, offline, fouls seat 3, ends a speech
     * and has speaker 2 nominate 5; meanwhile the second tablet ends speeches 1 and 2. Back online, the first gets the
     * 409 with each waiting command replayed on the server's state and named with its seats: the foul and the
     * speech's end still legal, the nomination refused (speaker 3 now). The judge sends the foul, drops the rest.
     */
    @Test
    void aConflictWithASecondTabletIsResolvedCommandByCommandSendingOneAndDroppingTheOthers() throws Exception {
        String gameId = dayOneGame();
        ChromeDriver first = openAsJudge(gameId, 1024, 768);
        ChromeDriver second = openAsJudge(gameId, 1024, 768);
        try {
            int before = events(gameId).size();
            network(first, true);
            click(first, "[data-act='foul']");
            click(first, "[data-seat='3']");
            click(first, "[data-act='endSpeech']");                    // seat 1's speech ends, on this tablet
            click(first, "[data-seat='5']");                           // seat 2 nominates 5
            await().atMost(WAIT).until(() -> waiting(first) == 3);
            sendAndWait(second, "[data-act='endSpeech']");
            sendAndWait(second, "[data-act='endSpeech']");             // seat 3 speaks, on the server
            network(first, false);
            await().atMost(WAIT).until(() -> first.findElements(By.cssSelector(".banner.conflict li[data-command]")).size() == 3);
            assertThat(rebase(first)).containsExactly("Фол: 3 true", "Закончить речь: 3 true", "Выставление: 2 → 5 false");
            assertThat(text(first, ".banner.conflict li[data-legal='false'] .code")).isEqualTo("NOT_CURRENT_SPEAKER");
            save(first, "conflict-per-command-1024x768.png");

            rebaseButton(first, "Фол: 3", "send-one").click();
            await().atMost(WAIT).until(() -> rebase(first).equals(List.of("Закончить речь: 3 true", "Выставление: 2 → 5 false")));
            rebaseButton(first, "Закончить речь: 3", "drop-one").click();
            rebaseButton(first, "Выставление: 2 → 5", "drop-one").click();
            await().atMost(WAIT).until(() -> first.findElements(By.cssSelector(".banner.conflict")).isEmpty() && waiting(first) == 0);
            List<JsonNode> all = events(gameId);
            assertThat(all.subList(before, all.size()).stream().map(e -> e.get("type").asText() + payloadSeat(e)).toList())
                    .containsExactly("SpeechEnded 1", "SpeechStarted 2", "SpeechEnded 2", "SpeechStarted 3", "FoulGiven 3");
            assertThat(attr(first, "[data-speaker]", "data-speaker")).isEqualTo("3");
            assertThat(first.findElement(By.cssSelector("[data-seat='3'] .fouls")).getText()).isEqualTo("●");
        } finally {
            first.quit();
            second.quit();
        }
    }

    /** The conflict banner's waiting commands: each one's name with its seats and whether it is still legal. */
    private static List<String> rebase(ChromeDriver tablet) {
        return tablet.findElements(By.cssSelector(".banner.conflict li[data-command]")).stream()
                .map(li -> li.findElement(By.cssSelector(".label")).getText() + " " + li.getAttribute("data-legal")).toList();
    }

    private static WebElement rebaseButton(ChromeDriver tablet, String label, String act) {
        return tablet.findElements(By.cssSelector(".banner.conflict li[data-command]")).stream()
                .filter(li -> li.findElement(By.cssSelector(".label")).getText().equals(label)).findFirst().orElseThrow()
                .findElement(By.cssSelector("[data-act='" + act + "']"));
    }

    private static void network(ChromeDriver tablet, boolean offline) {
        tablet.executeCdpCommand("Network.enable", Map.of());
        tablet.executeCdpCommand("Network.emulateNetworkConditions",
                Map.of("offline", offline, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
    }

    /** How many commands wait on the device, as the queue in the header counts them (read at once: it redraws). */
    private static int waiting(ChromeDriver tablet) {
        Object pending = tablet.executeScript(
                "const e = document.querySelector('[data-pending]'); return e ? e.getAttribute('data-pending') : null;");
        return pending == null ? 0 : Integer.parseInt(pending.toString());
    }

    /**
     * The judge's view as the screen shows it, read in one script (the header redraws each 250 ms): candidates only
     * where shown (the ballot, or the day's list), fouls as the marks on each seat.
     */
    private static Map<String, Object> screenView(ChromeDriver tablet) {
        String json = (String) tablet.executeScript("""
                const all = css => [...document.querySelectorAll(css)];
                const one = css => document.querySelector(css);
                const ballot = all('.ballot li').map(li => li.getAttribute('data-candidate'));
                const listed = one('[data-candidates]');
                const candidates = ballot.length > 0 ? ballot
                    : listed ? (listed.textContent === '—' ? [] : listed.textContent.split(', '))
                    : one('.ballot') ? [] : null;
                const fouls = {};
                for (const seat of all('.seat')) {
                  const marks = seat.querySelector('.fouls');
                  if (marks && marks.textContent.length > 0) fouls[seat.getAttribute('data-seat')] = marks.textContent.length;
                }
                const speaker = one('[data-speaker]');
                return JSON.stringify({phase: one('.game').getAttribute('data-phase'),
                  speaker: speaker ? speaker.getAttribute('data-speaker') : null, candidates, fouls,
                  atTable: all('.seat:not(.departed)').map(seat => seat.getAttribute('data-seat'))});
                """);
        JsonNode read;
        try {
            read = JSON.readTree(json);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        Map<String, Object> view = new java.util.LinkedHashMap<>();
        view.put("phase", read.get("phase").asText());
        view.put("speaker", read.get("speaker").isNull() ? null : read.get("speaker").asText());
        view.put("candidates", read.get("candidates").isNull() ? null : texts(read.get("candidates")));
        Map<String, Integer> fouls = new TreeMap<>();
        read.get("fouls").fields().forEachRemaining(f -> fouls.put(f.getKey(), f.getValue().asInt()));
        view.put("fouls", fouls);
        view.put("atTable", texts(read.get("atTable")));
        return view;
    }

    /** The server's judge's view in the screen's terms (TABLE-API: the 200 answer's state). */
    private static Map<String, Object> judgeView(JsonNode state, boolean candidatesShown) {
        Map<String, Object> view = new java.util.LinkedHashMap<>();
        view.put("phase", state.get("phase").asText());
        view.put("speaker", state.path("speaker").isNumber() ? state.get("speaker").asText() : null);
        view.put("candidates", candidatesShown ? texts(state.path("candidates")) : null);
        Map<String, Integer> fouls = new TreeMap<>();
        state.path("fouls").fields().forEachRemaining(f -> {
            if (f.getValue().asInt() > 0) {
                fouls.put(f.getKey(), f.getValue().asInt());
            }
        });
        view.put("fouls", fouls);
        view.put("atTable", texts(state.get("atTable")));
        return view;
    }

    // ---- clicking the scenario's steps ---------------------------------------------------------------------

    private void playStep(ChromeDriver tablet, JsonNode step, BiConsumer<ChromeDriver, String> send) throws Exception {
        String type = step.get("type").asText();
        if (type.equals("award")) {
            award(tablet, step);
            return;
        }
        if (type.equals("vote") && step.has("reject")) {               // a vote for a seat not on the ballot: no button
            List<String> votedFor = new ArrayList<>();
            step.get("votes").fieldNames().forEachRemaining(votedFor::add);
            assertThat(ballot(tablet)).isNotEmpty().doesNotContainAnyElementsOf(votedFor);
            return;
        }
        if (step.has("reject")) {
            // either not offered at all (the view's allowed), or refused with the engine's code on the screen
            WebElement button = tablet.findElement(By.cssSelector("[data-act='" + type + "']"));
            if (button.isEnabled()) {
                button.click();
                if (step.has("target")) {
                    click(tablet, "[data-seat='" + step.get("target").asInt() + "']");
                }
                await().atMost(WAIT).until(() -> !tablet.findElements(By.cssSelector(".banner.refusal")).isEmpty());
                assertThat(text(tablet, ".banner.refusal .code")).isEqualTo(step.get("reject").asText());
                click(tablet, ".banner.refusal button");
            }
            return;
        }
        switch (type) {
            case "endNight", "endSpeech", "finalize" -> send.accept(tablet, "[data-act='" + type + "']");
            case "will" -> {
                click(tablet, "[data-mode='will']");
                send.accept(tablet, "[data-seat='" + step.get("target").asInt() + "']");
            }
            case "nominate" -> {                                        // the day's own pick: one tap, by the speaker
                assertThat(attr(tablet, "[data-speaker]", "data-speaker")).isEqualTo(step.get("by").asText());
                send.accept(tablet, "[data-seat='" + step.get("target").asInt() + "']");
            }
            case "vote" -> {
                List<String> ballot = ballot(tablet);
                for (int i = 0; i < ballot.size() - 1; i++) {
                    for (JsonNode voter : step.get("votes").path(ballot.get(i))) {
                        click(tablet, "[data-seat='" + voter.asInt() + "']");
                    }
                    if (i < ballot.size() - 2) {
                        click(tablet, "[data-act='nextCandidate']");
                    }
                }
                send.accept(tablet, "[data-act='vote']");
            }
            case "shoot" -> {
                Iterator<Map.Entry<String, JsonNode>> shots = step.get("shots").fields();
                while (shots.hasNext()) {
                    Map.Entry<String, JsonNode> shot = shots.next();
                    click(tablet, "[data-shooter='" + shot.getKey() + "']");
                    if (shot.getValue().isNull()) {
                        click(tablet, "[data-act='miss']");
                    } else {
                        click(tablet, "[data-seat='" + shot.getValue().asInt() + "']");
                    }
                }
                send.accept(tablet, "[data-act='shoot']");
            }
            case "donCheck", "sheriffCheck" -> {
                click(tablet, "[data-act='" + type + "']");
                send.accept(tablet, "[data-seat='" + step.get("target").asInt() + "']");
            }
            case "bestMove" -> {
                click(tablet, "[data-bestmove]");
                for (JsonNode target : step.get("targets")) {
                    click(tablet, "[data-seat='" + target.asInt() + "']");
                }
                send.accept(tablet, "[data-act='bestMove']");
            }
            default -> throw new IllegalArgumentException("no clicks for " + type);
        }
    }

    /** The judge's extra points typed seat by seat (the others cleared), then sent; a refusal shows its code. */
    private static void award(ChromeDriver tablet, JsonNode step) {
        for (WebElement input : tablet.findElements(By.cssSelector("[data-extra]"))) {
            if (!input.getAttribute("value").isEmpty()) {
                input.sendKeys(Keys.chord(Keys.CONTROL, "a"), Keys.BACK_SPACE);
            }
        }
        step.get("extra").fields().forEachRemaining(extra ->
                tablet.findElement(By.cssSelector("[data-extra='" + extra.getKey() + "']")).sendKeys(extra.getValue().asText()));
        if (!step.has("reject")) {
            sendAndWait(tablet, "[data-act='award']");
            return;
        }
        click(tablet, "[data-act='award']");
        await().atMost(WAIT).until(() -> !tablet.findElements(By.cssSelector(".banner.refusal")).isEmpty());
        assertThat(text(tablet, ".banner.refusal .code")).isEqualTo(step.get("reject").asText());
        click(tablet, ".banner.refusal button");
    }

    /** Clicks what sends a command and waits until the game's version moved on and nothing waits. */
    static void sendAndWait(ChromeDriver tablet, String css) {
        String before = attr(tablet, ".game", "data-version");
        click(tablet, css);
        await().atMost(WAIT).until(() -> !String.valueOf(before).equals(attr(tablet, ".game", "data-version"))
                && tablet.findElements(By.cssSelector("[data-pending]")).isEmpty());
        assertThat(tablet.findElements(By.cssSelector(".banner.refusal"))).isEmpty();
    }

    private static void shootPhase(ChromeDriver tablet, String prefix, Set<String> done) throws Exception {
        String phase = attr(tablet, ".game", "data-phase");
        if (phase == null || !done.add(phase)) {
            return;
        }
        for (int[] size : TABLET) {
            Chromium.resize(tablet, size[0], size[1]);
            Thread.sleep(150);
            save(tablet, prefix + "-" + phase + "-" + size[0] + "x" + size[1] + ".png");
        }
        Chromium.resize(tablet, TABLET[0][0], TABLET[0][1]);
    }

    private static List<String> phaseShots() throws Exception {
        try (var files = Files.list(ConsoleBrowser.shots())) {
            return files.map(f -> f.getFileName().toString()).toList();
        }
    }

    @Test
    void eachJudgeOfAPublishedRoundListsExactlyHisTableAndTheOtherJudgesGameIsRefusedInWords() throws Exception {
        String tournament = publishedRoundOfTwoTables();
        Map<String, String> gameOf = assignedGames(tournament);       // judge → his game
        assertThat(gameOf.keySet()).containsExactlyInAnyOrder("judge", "judge2");
        Map<String, String> other = Map.of("judge", gameOf.get("judge2"), "judge2", gameOf.get("judge"));
        String adHoc = createGame("FIIM");                                // judge's own game, without a tournament
        String today = java.time.LocalDate.now().format(java.time.format.DateTimeFormatter.ofPattern("dd.MM.yyyy"));
        for (String judge : gameOf.keySet()) {
            int table = judge.equals("judge") ? 1 : 2;
            for (int[] size : TABLET) {
                String suffix = judge + "-" + size[0] + "x" + size[1] + ".png";
                ChromeDriver tablet = ConsoleBrowser.signIn(system, "/", judge, size[0], size[1], ".tables ul, .tables p");
                try {
                    await().atMost(WAIT).until(() -> !tablet.findElements(By.cssSelector(".tables [data-game]")).isEmpty());
                    List<WebElement> his = tablet.findElements(By.cssSelector(".tables [data-game]")).stream()
                            .filter(b -> b.getText().startsWith(tournament)).toList();
                    assertThat(his).extracting(b -> b.getAttribute("data-game")).containsExactly(gameOf.get(judge));
                    assertThat(his.get(0).getText()).isEqualTo(tournament + " · отбор · тур 1 · стол " + table + " — Раздача");
                    assertThat(his.get(0).getSize().getHeight()).isGreaterThanOrEqualTo(44);
                    assertThat(attr(tablet, "[data-list='today'] [data-game='" + gameOf.get(judge) + "']", "data-state")).isEqualTo("toCome");
                    if (judge.equals("judge")) {                              // his ad-hoc game apart, with its date
                        assertThat(text(tablet, "[data-list='adHoc'] [data-game='" + adHoc + "']"))
                                .isEqualTo("без турнира · " + today + " — Раздача");
                    }
                    save(tablet, "tables-" + suffix);

                    his.get(0).click();                                   // his own table opens at the deal
                    await().atMost(WAIT).until(() -> "SETUP".equals(attr(tablet, ".game", "data-phase")));
                    tablet.navigate().back();
                    await().atMost(WAIT).until(() -> !tablet.findElements(By.cssSelector(".tables [data-game]")).isEmpty());

                    tablet.findElement(By.name("gameId")).sendKeys(other.get(judge));    // the other table's game by id
                    tablet.findElement(By.cssSelector(".tables form button[type=submit]")).click();
                    await().atMost(WAIT).until(() -> attr(tablet, "[role=alert][data-status]", "data-status") != null);
                    assertThat(attr(tablet, "[role=alert]", "data-status")).isEqualTo("403");
                    assertThat(text(tablet, "[role=alert]").replaceAll("\\s+", " ")).isEqualTo("Эта игра назначена другому судье: открыть её может "
                            + "только её судья или главный судья. 403 FORBIDDEN");
                    assertThat(tablet.findElements(By.cssSelector(".game"))).isEmpty();     // nothing of the table shown
                    save(tablet, "not-your-game-" + suffix);
                } finally {
                    tablet.quit();
                }
            }
        }
        for (String judge : gameOf.keySet()) {                                          // opening changed nothing
            assertThat(asUser(judge).get("/api/games/" + gameOf.get(judge) + "/events").then().statusCode(200)
                    .extract().jsonPath().getList("type", String.class)).containsExactly("GameCreated");
        }
    }

    /** A tournament of 20 players seated in one round at two tables, published with judge at 1 and judge2 at 2. */
    static String publishedRoundOfTwoTables() {
        return publishedRoundOfTwoTables("judge", "judge2");
    }

    /** The same with {@code first} judging table 1 and {@code second} table 2. */
    static String publishedRoundOfTwoTables(String first, String second) {
        String id = "cup-" + java.util.UUID.randomUUID().toString().substring(0, 6);
        asUser("organiser").contentType(ContentType.JSON).body("{\"id\":\"" + id + "\",\"name\":\"Кубок\","
                + "\"startsOn\":\"2026-12-01\",\"endsOn\":\"2026-12-01\",\"ruleset\":\"FIIM\",\"options\":{\"withdrawal\":false},"
                + "\"stages\":[{\"stage\":\"QUALIFYING\",\"gamesPerPlayer\":1}]}").post("/api/tournaments").then().statusCode(201);
        StringBuilder csv = new StringBuilder("nickname\n");
        StringBuilder seating = new StringBuilder("{\"rounds\":[{\"number\":1,\"tables\":[");
        for (int p = 1; p <= 20; p++) {
            csv.append("Игрок ").append(p).append('\n');
            int seat = (p - 1) % 10 + 1;
            seating.append(seat == 1 ? (p == 1 ? "" : "]},") + "{\"number\":" + (p + 9) / 10 + ",\"seats\":[" : ",")
                    .append("{\"number\":").append(seat).append(",\"player\":\"p").append(p).append("\"}");
        }
        seating.append("]}]}]}");
        asUser("organiser").contentType("text/csv; charset=UTF-8").body(csv.toString())
                .post("/api/tournaments/" + id + "/players/csv").then().statusCode(201);
        asUser("organiser").contentType(ContentType.JSON).body("{\"judges\":[\"" + first + "\",\"" + second + "\"]}")
                .post("/api/tournaments/" + id + "/judges").then().statusCode(200);
        // its chief judge (docs/organiser.md "Who")
        asUser("organiser").contentType(ContentType.JSON).body("{\"chiefJudges\":[\"chief\"]}")
                .post("/api/tournaments/" + id + "/staff").then().statusCode(200);
        String stage = "/api/tournaments/" + id + "/stages/QUALIFYING";
        asUser("organiser").contentType(ContentType.JSON).body(seating.toString()).put(stage + "/seating").then().statusCode(200);
        asUser("organiser").contentType(ContentType.JSON).body("{\"judges\":{\"1\":\"" + first + "\",\"2\":\"" + second + "\"}}")
                .post(stage + "/rounds/1/publish").then().statusCode(201);
        return id;
    }

    /** Each judge's own list of assigned games, narrowed to the tournament: judge → the one game listed for him. */
    static Map<String, String> assignedGames(String tournament) {
        Map<String, String> games = new java.util.TreeMap<>();
        for (String judge : List.of("judge", "judge2")) {
            List<String> his = asUser(judge).get("/api/games/assigned").then().statusCode(200).extract().jsonPath()
                    .getList("findAll { it.tournamentId == '" + tournament + "' }.gameId", String.class);
            assertThat(his).hasSize(1);
            games.put(judge, his.get(0));
        }
        return games;
    }

    static io.restassured.specification.RequestSpecification asUser(String user) {
        return given().baseUri(system.url("game-service")).auth().oauth2(system.token(user));
    }

    // ---- the browser ---------------------------------------------------------------------------------------

    private static ChromeDriver openAsJudge(String gameId, int width, int height) throws Exception {
        ChromeDriver tablet = ConsoleBrowser.signIn(system, "/?game=" + gameId, "judge", width, height, ".game[data-version]");
        assertThat(tablet.getTitle()).isEqualTo("Пульт судьи — Arbiter");
        return tablet;
    }

    // ---- the API, for setting up and for the engine's replay -------------------------------------------------

    private static String createGame(String ruleset) {
        StringBuilder players = new StringBuilder();
        String[] names = {"Гром", "Луна", "Сова", "Кит", "Рысь", "Лис", "Ёж", "Волк", "Барс", "Орёл"};
        for (int seat = 1; seat <= 10; seat++) {
            players.append(seat == 1 ? "" : ",").append("{\"seat\":").append(seat)
                    .append(",\"playerId\":\"p-").append(seat).append("\",\"nickname\":\"").append(names[seat - 1]).append("\"}");
        }
        return given().baseUri(system.url("game-service")).auth().oauth2(system.token("judge")).contentType(ContentType.JSON)
                .body("{\"ruleset\":\"" + ruleset + "\",\"players\":[" + players + "]}")
                .post("/api/games").then().statusCode(201).extract().path("gameId");
    }

    /** A FIIM game dealt at random, its night 0 over: day 1, seat 1 speaks. */
    private static String dayOneGame() {
        String gameId = createGame("FIIM");
        command(gameId, "{\"type\":\"deal\"}");
        command(gameId, "{\"type\":\"endNight\"}");
        return gameId;
    }

    private static int command(String gameId, String body) {
        return given().baseUri(system.url("game-service")).auth().oauth2(system.token("judge")).contentType(ContentType.JSON)
                .body(body).post("/api/games/" + gameId + "/commands").then().extract().statusCode();
    }

    /** The scenario's commands sent straight to the engine (game-service), then the signature if asked. */
    private static String replayThroughTheApi(JsonNode scenario, boolean sign) throws Exception {
        String gameId = createGame(scenario.get("ruleset").asText());
        ObjectNode deal = JSON.createObjectNode().put("type", "deal");
        deal.set("roles", scenario.get("roles"));
        assertThat(command(gameId, deal.toString())).isEqualTo(200);
        for (JsonNode step : scenario.get("steps")) {
            ObjectNode body = ((ObjectNode) step.deepCopy());
            body.remove(List.of("repeat", "check", "reject", "why", "note"));
            for (int i = 0; i < step.path("repeat").asInt(1); i++) {
                assertThat(command(gameId, body.toString())).isEqualTo(step.has("reject") ? 422 : 200);
            }
        }
        if (sign) {
            assertThat(command(gameId, "{\"type\":\"finalize\"}")).isEqualTo(200);
        }
        return gameId;
    }

    private static List<JsonNode> events(String gameId) throws Exception {
        String body = given().baseUri(system.url("game-service")).auth().oauth2(system.token("judge"))
                .get("/api/games/" + gameId + "/events").then().statusCode(200).extract().asString();
        List<JsonNode> list = new ArrayList<>();
        JSON.readTree(body).forEach(list::add);
        return list;
    }

    private static List<String> eventTypes(String gameId) throws Exception {
        return events(gameId).stream().map(e -> e.get("type").asText()).toList();
    }

    private static String payloadSeat(JsonNode event) {
        JsonNode seat = event.get("payload").get("seat");
        return seat == null ? "" : " " + seat.asInt();
    }

    /** Type and payload of each event, without the moments (the replay ran at another time). */
    private static List<String> comparable(List<JsonNode> events) {
        return events.stream().map(e -> {
            ObjectNode payload = (ObjectNode) e.get("payload").deepCopy();
            List<String> moments = new ArrayList<>();
            payload.fieldNames().forEachRemaining(name -> {
                if (name.equals("at") || name.endsWith("At")) {          // a moment: GameFinalized.at, ...At
                    moments.add(name);
                }
            });
            payload.remove(moments);
            return e.get("type").asText() + " " + payload;
        }).toList();
    }
}
