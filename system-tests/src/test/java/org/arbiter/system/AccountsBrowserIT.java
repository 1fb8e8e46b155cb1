package org.arbiter.system;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.arbiter.system.ConsoleBrowser.WAIT;
import static org.arbiter.system.ConsoleBrowser.click;
import static org.arbiter.system.ConsoleBrowser.save;
import static org.arbiter.system.ConsoleBrowser.signIn;
import static org.arbiter.system.ConsoleBrowser.text;
import static org.arbiter.system.ConsoleBrowser.type;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import org.arbiter.testsupport.Chromium;
import org.arbiter.testsupport.TokenClient;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The organiser staffs a tournament from Arbiter alone (docs/organiser.md "Logins"), in real Chromium against the real
 * services and Keycloak: he makes a judge's login on the judges' screen and gets its printable card; the judge signs in
 * with the one-time password, must set his own on Keycloak's page, and sees the table he was given; Keycloak restarts
 * and the judge still signs in with his own password.
 */
class AccountsBrowserIT {

    static ArbiterSystem system;

    @BeforeAll
    static void start() throws Exception {
        ConsoleBrowserIT.start();
        system = ConsoleBrowserIT.system;
    }

    @Test
    void aJudgeTheOrganiserMadeSignsInSetsHisPasswordAndKeepsItOverAKeycloakRestart() throws Exception {
        String username = "ivanov-" + Long.toString(System.nanoTime(), 36);
        String tournament = ConsoleBrowserIT.publishedRoundOfTwoTables(username, "judge2");
        String password;
        ChromeDriver organiser = signIn(system, "/?view=judges&t=" + tournament, "organiser", 1024, 768, "[data-form='login']");
        try {
            type(organiser, "input[name='personName']", "Иван Иванов");
            type(organiser, "input[name='loginUsername']", username);
            click(organiser, "[data-act='createLogin']");
            String card = "[data-card='" + username + "']";
            await().atMost(WAIT).until(() -> !organiser.findElements(By.cssSelector(card)).isEmpty());
            password = text(organiser, card + " [data-field='password']");
            assertThat(password).matches("[A-HJ-NP-Za-km-z2-9]{16}");
            assertThat(text(organiser, card + " [data-field='username']")).isEqualTo(username);
            assertThat(text(organiser, card + " .person")).isEqualTo("Иван Иванов");
            assertThat(organiser.findElement(By.cssSelector(card + " img")).getAttribute("src")).contains("/venue/qr.svg?path=%2F");
            await().atMost(WAIT).until(() -> !organiser.findElements(By.cssSelector("[data-account='" + username + "'] [data-state='waiting']")).isEmpty());
            save(organiser, "accounts-login-card-1024x768.png");
            // as it prints: only the cards
            organiser.executeCdpCommand("Emulation.setEmulatedMedia", java.util.Map.of("media", "print"));
            assertThat(organiser.findElement(By.cssSelector("[data-form='login']")).isDisplayed()).isFalse();
            assertThat(organiser.findElement(By.cssSelector(card)).isDisplayed()).isTrue();
            save(organiser, "accounts-login-card-print.png");
        } finally {
            organiser.quit();
        }

        // the judge: the one-time password, then Keycloak's own page makes him set his own
        String own = "Sv0j-Parol-" + Long.toString(System.nanoTime(), 36);
        ChromeDriver judge = Chromium.start(1024, 768);
        try {
            judge.get(system.url(ArbiterSystem.CONSOLE) + "/");
            await().atMost(Duration.ofSeconds(60)).until(() -> !judge.findElements(By.id("username")).isEmpty());
            judge.findElement(By.id("username")).sendKeys(username);
            judge.findElement(By.id("password")).sendKeys(password);
            judge.findElement(By.id("kc-login")).click();
            await().atMost(Duration.ofSeconds(60)).until(() -> !judge.findElements(By.id("password-new")).isEmpty());
            save(judge, "accounts-update-password-1024x768.png");
            judge.findElement(By.id("password-new")).sendKeys(own);
            judge.findElement(By.id("password-confirm")).sendKeys(own);
            judge.findElement(By.cssSelector("#kc-passwd-update-form [type='submit']")).click();
            await().atMost(Duration.ofSeconds(60)).until(() -> !judge.findElements(By.cssSelector(".tables [data-game]")).isEmpty());
            assertThat(judge.findElements(By.cssSelector(".tables [data-game]"))).hasSize(1);
            save(judge, "accounts-judge-tables-1024x768.png");
        } finally {
            judge.quit();
        }
        TokenClient tokens = new TokenClient(system.issuerUrl());
        assertThat(tokens.requestToken(username, password).body()).as("the one-time password is spent").contains("Invalid user credentials");
        assertThat(TokenClient.realmRoles(tokens.accessToken(username, own))).contains("judge");
        String game = system.url("game-service");
        given().baseUri(game).auth().oauth2(system.token("organiser")).get("/api/accounts").then().statusCode(200)
                .body("find { it.username == '" + username + "' }.signedIn", org.hamcrest.Matchers.is(true));

        // Keycloak restarts (its state is in PostgreSQL): the judge signs in with his own password again
        system.restartKeycloak();
        ChromeDriver again = Chromium.start(1024, 768);
        try {
            again.get(system.url(ArbiterSystem.CONSOLE) + "/");
            await().atMost(Duration.ofSeconds(60)).until(() -> !again.findElements(By.id("username")).isEmpty());
            again.findElement(By.id("username")).sendKeys(username);
            again.findElement(By.id("password")).sendKeys(own);
            again.findElement(By.id("kc-login")).click();
            await().atMost(Duration.ofSeconds(60)).until(() -> !again.findElements(By.cssSelector(".tables [data-game]")).isEmpty());
            save(again, "accounts-after-restart-1024x768.png");
        } finally {
            again.quit();
        }
        // and the organiser still manages the login he made after the restart (the accounts client's token anew)
        given().baseUri(game).auth().oauth2(system.token("organiser")).post("/api/accounts/" + username + "/disable").then()
                .statusCode(200).body("enabled", org.hamcrest.Matchers.is(false));
        assertThat(tokens.requestToken(username, own).body()).contains("Account disabled");
        given().baseUri(game).auth().oauth2(system.token("organiser2")).post("/api/accounts/" + username + "/enable").then()
                .statusCode(403).body("error", org.hamcrest.Matchers.is("FORBIDDEN"));
    }
}
