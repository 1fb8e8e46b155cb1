package org.arbiter.system;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
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
        JudgeTablet tablet = openAsJudge(gameId, 1024, 768);
        try {
            Set<String> phasesShot = new HashSet<>();
            shootPhase(tablet, shotPrefix, phasesShot);
            // the deal: the roles the players drew, tapped seat by seat (6/1/2/1 enforced as he goes)
            placeRoles(tablet, scenario);
            assertThat(tablet.roleCount("MAFIA")).isEqualTo("Мафия 2/2");
            String civilian = firstCivilian(scenario);
            tablet.place("MAFIA", civilian);                             // a third Mafia: not placed
            assertThat(tablet.seatText(civilian)).doesNotContain("Мафия");
            tablet.send("dealRoles");
            for (JsonNode step : scenario.get("steps")) {
                int repeat = step.path("repeat").asInt(1);
                for (int i = 0; i < repeat; i++) {
                    playStep(tablet, step, JudgeTablet::sendAndWait);
                    shootPhase(tablet, shotPrefix, phasesShot);
                }
                check(tablet, step.path("check"));
                signedInSteps |= step.get("type").asText().equals("finalize");
            }
            if (over) {
                String winner = scenario.get("expect").get("winner").asText();
                assertThat(tablet.phaseText()).contains("Игра окончена", "Победа: " + (winner.equals("RED") ? "красных" : "чёрных"));
                if (!signedInSteps) {
                    tablet.send("finalize");
                }
                assertThat(tablet.finalized()).isEqualTo("Протокол подписан");
                tablet.save(shotPrefix + "-signed-1024x768.png");
            }
        } finally {
            tablet.quit();
        }
        String replay = replayThroughTheApi(scenario, over && !signedInSteps);
        assertThat(comparable(events(gameId))).isEqualTo(comparable(events(replay)));
    }

    /** The deal: the roles the players drew, tapped seat by seat (the civilians fill the rest). */
    private static void placeRoles(JudgeTablet tablet, JsonNode scenario) {
        Iterator<Map.Entry<String, JsonNode>> roles = scenario.get("roles").fields();
        while (roles.hasNext()) {
            Map.Entry<String, JsonNode> seat = roles.next();
            if (!seat.getValue().asText().equals("CIVILIAN")) {
                tablet.place(seat.getValue().asText(), seat.getKey());
            }
        }
    }

    /** The shots as the console sends them: every black shooter at the table, a miss where the step names none. */
    private static ObjectNode shotsAsSent(JudgeTablet tablet, JsonNode step) {
        ObjectNode shots = JSON.createObjectNode();
        for (String shooter : tablet.shooters()) {
            shots.set(shooter, step.get("shots").path(shooter).isInt() ? step.get("shots").get(shooter) : null);
        }
        return shots;
    }

    /** The votes as the console sends them: the last candidate's hands are the rest (4.4.9), not named. */
    private static ObjectNode votesAsSent(JudgeTablet tablet, JsonNode step) {
        ObjectNode votes = step.get("votes").deepCopy();
        List<String> ballot = tablet.ballot();
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
    private static void check(JudgeTablet tablet, JsonNode check) {
        String phase = tablet.phase();
        if (check.has("phase")) {
            assertThat(phase).isEqualTo(check.get("phase").asText());
        }
        if (check.has("speaker")) {
            assertThat(tablet.speaker()).isEqualTo(check.get("speaker").asText());
        }
        if (check.hasNonNull("seconds")) {                                      // the countdown starts at his seconds
            int seconds = check.get("seconds").asInt();
            assertThat(tablet.secondsLeft()).isBetween(seconds - 3, seconds);
        }
        if (check.has("candidates") && List.of("VOTING", "REVOTE").contains(phase)) {
            assertThat(tablet.ballot()).containsExactlyElementsOf(JudgeTablet.texts(check.get("candidates")));
        }
        if (check.has("atTable")) {
            assertThat(tablet.atTable()).containsExactlyElementsOf(JudgeTablet.texts(check.get("atTable")));
        }
    }

    @Test
    void commandsEnteredWhileTheNetworkIsCutAreSentInOrderOnceWhenItReturnsAndARefusalShowsCodeAndClause() throws Exception {
        String gameId = dayOneGame();
        JudgeTablet tablet = openAsJudge(gameId, 768, 1024);
        try {
            int before = events(gameId).size();
            tablet.blockApi(true);
            tablet.endSpeech();                                       // seat 1's speech ends
            tablet.foul(3);                                           // a foul to seat 3
            tablet.endSpeech();                                       // seat 2's speech ends
            await().atMost(WAIT).until(() -> "3".equals(tablet.pending()));
            await().atMost(WAIT).until(() -> "false".equals(tablet.online()));
            tablet.save("offline-queue-768x1024.png");
            tablet.web.navigate().refresh();                          // the queue survives a reload
            await().atMost(WAIT).until(() -> "3".equals(tablet.pending()));
            assertThat(eventTypes(gameId)).doesNotContain("FoulGiven");

            tablet.blockApi(false);
            await().atMost(WAIT).until(() -> tablet.nothingWaits() && "true".equals(tablet.online()));
            List<JsonNode> all = events(gameId);
            List<JsonNode> after = all.subList(before, all.size());
            assertThat(after.stream().map(e -> e.get("type").asText() + payloadSeat(e)).toList())
                    .containsExactly("SpeechEnded 1", "SpeechStarted 2", "FoulGiven 3", "SpeechEnded 2", "SpeechStarted 3");
            assertThat(tablet.speaker()).isEqualTo("3");

            // a refusal: seat 3 nominates twice today (4.4.4); a seat tap by day nominates, by the speaker
            tablet.sendAndWait(() -> tablet.nominate(5));
            tablet.nominate(6);
            assertThat(tablet.refusal(".code")).isEqualTo("ALREADY_NOMINATED_TODAY");
            assertThat(tablet.refusal(".rule")).isEqualTo("Пункт 4.4.4");
            assertThat(tablet.refusal(".message")).isEqualTo("Говорящий уже выставил кандидатуру сегодня");
            tablet.save("refusal-768x1024.png");
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
        JudgeTablet tablet = openAsJudge(gameId, 1024, 768);
        try {
            // the service worker holds the app shell once it controls the page
            await().atMost(WAIT).until(() -> Boolean.TRUE.equals(tablet.web.executeScript("return !!navigator.serviceWorker.controller")));
            tablet.act("tables");                                     // his tables, as the server lists them
            tablet.openTable(JudgeTablet.LISTED, gameId);
            await().atMost(WAIT).until(tablet::ready);
            int before = events(gameId).size();
            tablet.network(true);
            system.kill(ArbiterSystem.CONSOLE);                       // nothing answers, whoever asks (the worker too)
            tablet.endSpeech();                                       // seat 1's speech ends
            tablet.foul(3);                                           // a foul to seat 3
            tablet.endSpeech();                                       // seat 2's speech ends
            await().atMost(WAIT).until(() -> "3".equals(tablet.pending()));

            tablet.web.navigate().refresh();                          // no server, no network: the device's copy
            await().atMost(WAIT).until(() -> "3".equals(tablet.pending()));
            assertThat(tablet.web.getTitle()).isEqualTo("Пульт судьи — Arbiter");
            assertThat(tablet.web.getCurrentUrl()).endsWith("/?game=" + gameId);
            assertThat(tablet.phase()).isEqualTo("DAY");
            assertThat(tablet.online()).isEqualTo("false");
            assertThat(tablet.web.executeScript("return navigator.onLine")).isEqualTo(false);
            tablet.shootBoth("offline-reloaded");
            assertThat(eventTypes(gameId)).doesNotContain("FoulGiven");
            // started from the home screen (/): his tables kept on the device, this one with its three commands
            tablet.web.get(system.url(ArbiterSystem.CONSOLE) + "/");
            await().atMost(WAIT).until(() -> "3".equals(tablet.tableAttr(JudgeTablet.KEPT, gameId, "data-waiting")));
            tablet.save("offline-tables-1024x768.png");
            tablet.openTable(JudgeTablet.KEPT, gameId);
            await().atMost(WAIT).until(() -> "3".equals(tablet.pending()));

            system.restart(ArbiterSystem.CONSOLE, Duration.ofSeconds(90));
            tablet.network(false);
            await().atMost(WAIT).until(() -> tablet.nothingWaits() && "true".equals(tablet.online()));
            List<JsonNode> all = events(gameId);
            assertThat(all.subList(before, all.size()).stream().map(e -> e.get("type").asText() + payloadSeat(e)).toList())
                    .containsExactly("SpeechEnded 1", "SpeechStarted 2", "FoulGiven 3", "SpeechEnded 2", "SpeechStarted 3");
            assertThat(tablet.speaker()).isEqualTo("3");
            tablet.save("offline-reloaded-back-1024x768.png");
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
        JudgeTablet tablet = openAsJudge(gameId, 768, 1024);
        try {
            int before = events(gameId).size();
            tablet.network(true);
            tablet.endSpeech();
            tablet.endSpeech();
            await().atMost(WAIT).until(() -> "2".equals(tablet.pending()));
            system.endSessions("judge");
            // the network back, the services still out of the table's reach, so what waits waits for the sign-in
            tablet.blockApi(true);
            tablet.network(false);
            tablet.web.navigate().refresh();
            await().atMost(Duration.ofSeconds(60)).until(() -> !tablet.web.findElements(By.id("username")).isEmpty());
            tablet.save("session-ended-sign-in-768x1024.png");
            ConsoleBrowser.keycloak(tablet.web, "judge", "judge");
            await().atMost(Duration.ofSeconds(60)).until(() -> "2".equals(tablet.pending()));
            assertThat(tablet.web.getCurrentUrl()).endsWith("/?game=" + gameId);
            assertThat(eventTypes(gameId).subList(before, eventTypes(gameId).size())).isEmpty();

            tablet.blockApi(false);
            await().atMost(WAIT).until(() -> tablet.nothingWaits() && "true".equals(tablet.online()));
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
        JudgeTablet first = openAsJudge(gameId, 1024, 768);
        JudgeTablet second = openAsJudge(gameId, 1024, 768);
        try {
            first.send("endSpeech");
            long sent = System.nanoTime();
            await().atMost(Duration.ofSeconds(3)).until(() -> "2".equals(second.speaker()));
            assertThat(Duration.ofNanos(System.nanoTime() - sent)).isLessThan(Duration.ofMillis(1500));

            // the second tablet, cut off, ends a speech the first one already ended: 409, reload, what changed
            second.blockApi(true);
            await().atMost(WAIT).until(() -> "false".equals(second.online()));
            first.send("endSpeech");
            second.endSpeech();
            second.blockApi(false);
            assertThat(second.conflict()).contains("409", "Говорит: 2 → 3");
            // the waiting speech's end, replayed on the server's state, would end 3's: the screen shows it waiting
            assertThat(second.firstRebaseLabel()).isEqualTo("Закончить речь: 3");
            assertThat(second.speaker()).isEqualTo("4");
            second.save("conflict-1024x768.png");
            second.act("discard");
            assertThat(second.nothingWaits()).isTrue();
            assertThat(second.speaker()).isEqualTo("3");
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
        JudgeTablet tablet = openAsJudge(gameId, 1024, 768);
        try {
            assertThat(tablet.phase()).isEqualTo("VOTING");
            assertThat(tablet.place()).isEqualTo(tournament + " · отбор · тур 1 · стол 1");
            assertThat(tablet.ballot()).containsExactly("2", "8", "5");
            for (int voter : new int[] {2, 3, 4}) {
                tablet.seat(voter);
            }
            assertThat(tablet.voters(2)).isEqualTo("2, 3, 4 (3)");
            assertThat(tablet.enabled("vote")).isFalse();                // 8 not counted
            tablet.act("foul");
            assertThat(tablet.tap()).isEqualTo("foul");
            tablet.sendSeat(7);                                          // a foul to seat 7, during the count
            assertThat(eventTypes(gameId)).endsWith("FoulGiven");
            assertThat(tablet.voters(2)).isEqualTo("2, 3, 4 (3)");
            assertThat(tablet.tap()).isEqualTo("vote");
            assertThat(tablet.voters(5)).isEqualTo("1, 5, 6, 7, 8, 9, 10 (7) — Остальные — за 5");
            tablet.save("vote-after-foul-1024x768.png");
            tablet.nextCandidate();
            tablet.seat(9);
            tablet.send("vote");
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
        JudgeTablet tablet = openAsJudge(gameId, 1024, 768);
        try {
            assertThat(tablet.phase()).isEqualTo("FINISHED");
            long height = (Long) tablet.web.executeScript("return window.innerHeight");
            for (String act : List.of("award", "finalize")) {
                assertThat(tablet.bottomOf(act)).as(act).isLessThanOrEqualTo(height);
            }
            for (String seat : List.of("2", "6")) {
                String how = "[data-seat='" + seat + "'] .how";
                assertThat(tablet.seatPart(seat, ".how")).isEqualTo("заголосован День " + (seat.equals("2") ? 1 : 2));
                assertThat(tablet.fitsItsSeat(seat, ".how")).as(how).isTrue();
            }
            tablet.shootBoth("finished-fouls");
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
        JudgeTablet tablet = openAsJudge(gameId, 1024, 768);
        try {
            placeRoles(tablet, scenario);
            tablet.send("dealRoles");
            BiConsumer<JudgeTablet, Runnable> queued = (judge, tap) -> {
                int before = judge.waiting();
                tap.run();
                await().atMost(WAIT).until(() -> judge.waiting() == before + 1);
                offlineViews.add(judge.view());
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
                    tablet.network(true);
                }
                if (index == cutTo) {
                    offlineTo = tapped.size();
                    int sent = offlineViews.size();
                    assertThat(tablet.waiting()).isEqualTo(sent);
                    String queue = tablet.queue();
                    // the count, then the last three waiting commands named with their seats
                    assertThat(queue).contains("В очереди " + sent + ": …; ");
                    assertThat(queue.substring(queue.indexOf("…; ") + 3).split("; ")).hasSize(3);
                    assertThat(events(gameId)).as("nothing reached the server while offline").hasSize(storedBeforeTheCut);
                    tablet.network(false);
                    await().atMost(WAIT).until(() -> tablet.waiting() == 0 && "true".equals(tablet.online()));
                    assertThat(tablet.view()).isEqualTo(offlineViews.get(sent - 1));
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
                    playStep(tablet, step, offline ? queued : JudgeTablet::sendAndWait);
                    if (!step.has("reject")) {
                        tapped.add(body.toString());
                    }
                }
                if (offline) {
                    tablet.save("offline-game-" + index + "-" + tablet.phase() + "-1024x768.png");
                }
                check(tablet, step.path("check"));
            }
            assertThat(tablet.phase()).isEqualTo("FINISHED");
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
        JudgeTablet first = openAsJudge(gameId, 1024, 768);
        JudgeTablet second = openAsJudge(gameId, 1024, 768);
        try {
            int before = events(gameId).size();
            first.network(true);
            first.foul(3);
            first.endSpeech();                                         // seat 1's speech ends, on this tablet
            first.nominate(5);                                         // seat 2 nominates 5
            await().atMost(WAIT).until(() -> first.waiting() == 3);
            second.send("endSpeech");
            second.send("endSpeech");                                  // seat 3 speaks, on the server
            first.network(false);
            await().atMost(WAIT).until(() -> first.commands().size() == 3);
            assertThat(first.rebase()).containsExactly("Фол: 3 true", "Закончить речь: 3 true", "Выставление: 2 → 5 false");
            assertThat(first.illegalCode()).isEqualTo("NOT_CURRENT_SPEAKER");
            first.save("conflict-per-command-1024x768.png");

            first.rebase("Фол: 3", "send-one");
            await().atMost(WAIT).until(() -> first.rebase().equals(List.of("Закончить речь: 3 true", "Выставление: 2 → 5 false")));
            first.rebase("Закончить речь: 3", "drop-one");
            first.rebase("Выставление: 2 → 5", "drop-one");
            await().atMost(WAIT).until(() -> !first.conflictShown() && first.waiting() == 0);
            List<JsonNode> all = events(gameId);
            assertThat(all.subList(before, all.size()).stream().map(e -> e.get("type").asText() + payloadSeat(e)).toList())
                    .containsExactly("SpeechEnded 1", "SpeechStarted 2", "SpeechEnded 2", "SpeechStarted 3", "FoulGiven 3");
            assertThat(first.speaker()).isEqualTo("3");
            assertThat(first.seatPart(3, ".fouls")).isEqualTo("●");
        } finally {
            first.quit();
            second.quit();
        }
    }

    /** The server's judge's view in the screen's terms (TABLE-API: the 200 answer's state). */
    private static Map<String, Object> judgeView(JsonNode state, boolean candidatesShown) {
        Map<String, Object> view = new java.util.LinkedHashMap<>();
        view.put("phase", state.get("phase").asText());
        view.put("speaker", state.path("speaker").isNumber() ? state.get("speaker").asText() : null);
        view.put("candidates", candidatesShown ? JudgeTablet.texts(state.path("candidates")) : null);
        Map<String, Integer> fouls = new TreeMap<>();
        state.path("fouls").fields().forEachRemaining(f -> {
            if (f.getValue().asInt() > 0) {
                fouls.put(f.getKey(), f.getValue().asInt());
            }
        });
        view.put("fouls", fouls);
        view.put("atTable", JudgeTablet.texts(state.get("atTable")));
        return view;
    }

    // ---- clicking the scenario's steps ---------------------------------------------------------------------

    private void playStep(JudgeTablet tablet, JsonNode step, BiConsumer<JudgeTablet, Runnable> send) throws Exception {
        String type = step.get("type").asText();
        if (type.equals("award")) {
            award(tablet, step);
            return;
        }
        if (type.equals("vote") && step.has("reject")) {               // a vote for a seat not on the ballot: no button
            List<String> votedFor = new ArrayList<>();
            step.get("votes").fieldNames().forEachRemaining(votedFor::add);
            assertThat(tablet.ballot()).isNotEmpty().doesNotContainAnyElementsOf(votedFor);
            return;
        }
        if (step.has("reject")) {
            // either not offered at all (the view's allowed), or refused with the engine's code on the screen
            if (tablet.enabled(type)) {
                tablet.act(type);
                if (step.has("target")) {
                    tablet.seat(step.get("target").asInt());
                }
                assertThat(tablet.refusal(".code")).isEqualTo(step.get("reject").asText());
                tablet.dismissRefusal();
            }
            return;
        }
        switch (type) {
            case "endNight", "endSpeech", "finalize" -> send.accept(tablet, () -> tablet.act(type));
            case "will" -> {
                tablet.mode("will");
                send.accept(tablet, () -> tablet.seat(step.get("target").asInt()));
            }
            case "nominate" -> {                                        // the day's own pick: one tap, by the speaker
                assertThat(tablet.speaker()).isEqualTo(step.get("by").asText());
                send.accept(tablet, () -> tablet.nominate(step.get("target").asInt()));
            }
            case "vote" -> {
                List<String> ballot = tablet.ballot();
                for (int i = 0; i < ballot.size() - 1; i++) {
                    for (JsonNode voter : step.get("votes").path(ballot.get(i))) {
                        tablet.seat(voter.asInt());
                    }
                    if (i < ballot.size() - 2) {
                        tablet.nextCandidate();
                    }
                }
                send.accept(tablet, () -> tablet.act("vote"));
            }
            case "shoot" -> {
                Iterator<Map.Entry<String, JsonNode>> shots = step.get("shots").fields();
                while (shots.hasNext()) {
                    Map.Entry<String, JsonNode> shot = shots.next();
                    tablet.shot(shot.getKey(), shot.getValue().isNull() ? null : shot.getValue().asInt());
                }
                send.accept(tablet, () -> tablet.act("shoot"));
            }
            case "donCheck", "sheriffCheck" -> {
                tablet.act(type);
                send.accept(tablet, () -> tablet.seat(step.get("target").asInt()));
            }
            case "bestMove" -> {
                tablet.bestMove();
                for (JsonNode target : step.get("targets")) {
                    tablet.seat(target.asInt());
                }
                send.accept(tablet, () -> tablet.act("bestMove"));
            }
            default -> throw new IllegalArgumentException("no clicks for " + type);
        }
    }

    /** The judge's extra points typed seat by seat (the others cleared), then sent; a refusal shows its code. */
    private static void award(JudgeTablet tablet, JsonNode step) {
        tablet.extras(step.get("extra"));
        if (!step.has("reject")) {
            tablet.send("award");
            return;
        }
        tablet.act("award");
        assertThat(tablet.refusal(".code")).isEqualTo(step.get("reject").asText());
        tablet.dismissRefusal();
    }

    /** Both tablet sizes of the phase the game is in, the first time it is there. */
    private static void shootPhase(JudgeTablet tablet, String prefix, Set<String> done) throws Exception {
        String phase = tablet.phase();
        if (phase != null && done.add(phase)) {
            tablet.shootBoth(prefix + "-" + phase);
        }
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
                JudgeTablet tablet = JudgeTablet.signIn(system, "/", judge, size[0], size[1], ".tables ul, .tables p");
                try {
                    await().atMost(WAIT).until(() -> !tablet.tables().isEmpty());
                    List<WebElement> his = tablet.tables().stream().filter(b -> b.getText().startsWith(tournament)).toList();
                    assertThat(his).extracting(b -> b.getAttribute("data-game")).containsExactly(gameOf.get(judge));
                    assertThat(his.get(0).getText()).isEqualTo(tournament + " · отбор · тур 1 · стол " + table + " — Раздача");
                    assertThat(his.get(0).getSize().getHeight()).isGreaterThanOrEqualTo(44);
                    assertThat(tablet.tableAttr(JudgeTablet.TODAY, gameOf.get(judge), "data-state")).isEqualTo("toCome");
                    if (judge.equals("judge")) {                              // his ad-hoc game apart, with its date
                        assertThat(tablet.tableText(JudgeTablet.AD_HOC, adHoc)).isEqualTo("без турнира · " + today + " — Раздача");
                    }
                    tablet.save("tables-" + suffix);

                    his.get(0).click();                                   // his own table opens at the deal
                    await().atMost(WAIT).until(() -> "SETUP".equals(tablet.phase()));
                    tablet.web.navigate().back();
                    await().atMost(WAIT).until(() -> !tablet.tables().isEmpty());

                    tablet.openById(other.get(judge));                    // the other table's game by id
                    await().atMost(WAIT).until(() -> tablet.alertStatus() != null);
                    assertThat(tablet.alertStatus()).isEqualTo("403");
                    assertThat(tablet.alert().replaceAll("\\s+", " ")).isEqualTo("Эта игра назначена другому судье: открыть её может "
                            + "только её судья или главный судья. 403 FORBIDDEN");
                    assertThat(tablet.gameShown()).isFalse();             // nothing of the table shown
                    tablet.save("not-your-game-" + suffix);
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

    private static JudgeTablet openAsJudge(String gameId, int width, int height) throws Exception {
        JudgeTablet tablet = JudgeTablet.signIn(system, "/?game=" + gameId, "judge", width, height, ".game[data-version]");
        assertThat(tablet.web.getTitle()).isEqualTo("Пульт судьи — Arbiter");
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
