package org.arbiter.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Winner;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.rating.support.TwoDayGame;
import org.arbiter.rating.support.Publisher;
import org.arbiter.testsupport.Chromium;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The OBS overlay page in real headless Chromium (Debian's, installed by {@link Chromium} when missing): it shows
 * the standings and one table, and updates from the SSE feeds when a game ends, without a reload. Screenshots in
 * target/overlay-*.png.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class OverlayBrowserIT {

    static final Duration WAIT = Duration.ofSeconds(30);

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @TestHTTPResource("/")
    URL base;

    /** The overlay's policy, word for word: its own files only, nothing inline (the browser test runs under it). */
    static final String OVERLAY_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
            + "img-src 'self'; base-uri 'none'; form-action 'none'";

    @Test
    void theOverlayPageIsServedWithItsContentSecurityPolicy() {
        for (String file : List.of("overlay/index.html", "overlay/overlay.js", "overlay/overlay.css")) {
            io.restassured.RestAssured.given().get(base + file).then().statusCode(200)
                    .header("Content-Security-Policy", org.hamcrest.Matchers.equalTo(OVERLAY_CSP));
        }
        io.restassured.RestAssured.given().get(base + "api/tournaments/none/standings").then()
                .header("Content-Security-Policy", org.hamcrest.Matchers.nullValue());
    }

    @Test
    void theOverlayShowsTheStandingsAndTheTableAndUpdatesWhenAGameEnds() throws Exception {
        String tournament = "obs-" + UUID.randomUUID();
        List<TournamentCreated.RegisteredPlayer> registered = new ArrayList<>();
        String[] names = {"Гром", "Луна", "Сова", "Кит", "Рысь", "Лис", "Ёж", "Волк", "Барс", "Орёл",
                "Ветер", "Тень", "Факел", "Скала", "Искра", "Шторм", "Пик", "Дюна", "Мираж", "Север"};
        for (int i = 1; i <= 20; i++) {
            registered.add(new TournamentCreated.RegisteredPlayer(String.format("p%02d", i), names[i - 1]));
        }
        Instant t0 = Instant.now();
        TwoDayGame g1 = new TwoDayGame("obs-g1-" + tournament, tournament, Stage.QUALIFYING, players(1), t0);
        TwoDayGame g2 = new TwoDayGame("obs-g2-" + tournament, tournament, Stage.QUALIFYING, players(11), t0);
        List<EventEnvelope> g2Events = g2.playUntilEnd(Winner.BLACK);
        try (Publisher publish = new Publisher(bootstrap)) {
            publish.tournament(EventEnvelope.ofTournament(tournament, 1, t0, "organiser", new TournamentCreated(
                    "Кубок оверлея", LocalDate.parse("2026-04-01"), LocalDate.parse("2026-04-02"), Ruleset.FIIM,
                    GameOptions.DEFAULT, List.of(new TournamentCreated.StagePlan(Stage.QUALIFYING, 10)), registered)));
            g1.playUntilEnd(Winner.RED).forEach(publish::table);
            publish.sheet(g1.sheet(Winner.RED, g1.lastSeq(), true, Map.of(1, "0.3", 3, "0.2")));
            // table 2 is mid-game: up to day 1's vote (seq 14)
            g2Events.subList(0, 14).forEach(publish::table);

            ChromeDriver browser = Chromium.start();
            try {
                browser.get(base + "overlay/index.html?tournament=" + tournament + "&game=" + g2Events.get(0).gameId());
                await().atMost(WAIT).until(() -> "1".equals(attr(browser, "standingsGames"))
                        && browser.findElements(By.cssSelector("#rows tr")).size() == 10
                        && "14".equals(attr(browser, "tableSeq")));
                Object loadedAt = browser.executeScript("return window.overlayLoadedAt");
                assertThat(browser.executeScript("return [window.innerWidth, window.innerHeight].join('x')")).isEqualTo("1920x1080");

                List<String> firstRows = rowTexts(browser);
                assertThat(firstRows.get(0)).isEqualTo("1 Кит 1 1 0.40 1.40");
                assertThat(firstRows.get(1)).isEqualTo("2 Гром 1 1 0.30 1.30");
                assertThat(browser.findElement(By.id("title")).getText()).isEqualTo("Кубок оверлея");
                List<WebElement> seats = browser.findElements(By.cssSelector("#seats .seat"));
                assertThat(seats).hasSize(10);
                assertThat(seats.get(1).getText()).contains("№2", "Ник-p12").doesNotContain("Мафия");
                assertThat(browser.findElement(By.cssSelector("#seats .seat[data-seat='2'] .votes")).getText()).isEqualTo("6");
                assertThat(browser.findElement(By.id("seats")).getText()).doesNotContain("Мирный", "Шериф", "Мафия", "Дон");
                save(browser, "target/overlay-before.png");

                // game 2 ends: the table shows the roles, the standings take its sheet — without a reload
                g2Events.subList(14, g2Events.size()).forEach(publish::table);
                publish.sheet(g2.sheet(Winner.BLACK, g2.lastSeq(), false, Map.of()));
                await().atMost(WAIT).until(() -> "2".equals(attr(browser, "standingsGames"))
                        && String.valueOf(g2.lastSeq()).equals(attr(browser, "tableSeq")));
                assertThat(browser.executeScript("return window.overlayLoadedAt")).isEqualTo(loadedAt);
                assertThat(browser.findElements(By.cssSelector("#rows tr"))).hasSize(12);     // rows=12 by default
                assertThat(browser.findElement(By.cssSelector("#seats .seat[data-seat='6'] .role")).getText()).isEqualTo("Дон");
                assertThat(browser.findElement(By.id("tableHead")).getText()).contains("игра окончена", "победа: чёрные");
                assertThat(rowTexts(browser).get(0)).isEqualTo("1 Кит 1 1 0.40 1.40");
                save(browser, "target/overlay-standings.png");

                // the transparent variant for OBS
                browser.get(base + "overlay/index.html?transparent=1&tournament=" + tournament);
                await().atMost(WAIT).until(() -> "2".equals(attr(browser, "standingsGames")));
                assertThat(browser.executeScript("return getComputedStyle(document.body).backgroundColor"))
                        .isEqualTo("rgba(0, 0, 0, 0)");
                save(browser, "target/overlay-transparent.png");
            } finally {
                browser.quit();
            }
        }
        assertThat(Files.size(Path.of("target/overlay-standings.png"))).isGreaterThan(10_000L);
    }

    static String attr(ChromeDriver browser, String name) {
        Object value = browser.executeScript("return document.body.dataset." + name + " || null");
        return value == null ? null : value.toString();
    }

    static List<String> rowTexts(ChromeDriver browser) {
        List<String> rows = new ArrayList<>();
        for (WebElement tr : browser.findElements(By.cssSelector("#rows tr"))) {
            List<String> cells = new ArrayList<>();
            for (WebElement td : tr.findElements(By.tagName("td"))) {
                if (!td.getAttribute("class").equals("why")) {
                    cells.add(td.getText());
                }
            }
            rows.add(String.join(" ", cells));
        }
        return rows;
    }

    static void save(ChromeDriver browser, String file) throws Exception {
        Path shot = browser.getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(shot, Path.of(file), StandardCopyOption.REPLACE_EXISTING);
    }

    static List<String> players(int from) {
        List<String> list = new ArrayList<>();
        for (int i = from; i < from + 10; i++) {
            list.add(String.format("p%02d", i));
        }
        return list;
    }
}
