package org.arbiter.system;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.arbiter.system.ConsoleBrowser.WAIT;
import static org.arbiter.system.ConsoleBrowser.save;
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
        OrganiserScreens organiser = OrganiserScreens.signIn(system, "/?view=judges&t=" + tournament, "organiser", 1024, 768,
                "[data-form='login']");
        try {
            organiser.type("personName", "Иван Иванов");
            organiser.type("loginUsername", username);
            organiser.act("createLogin");
            await().atMost(WAIT).until(() -> organiser.loginCard(username) != null);
            password = organiser.loginCard(username, "[data-field='password']");
            assertThat(password).matches("[A-HJ-NP-Za-km-z2-9]{16}");
            assertThat(organiser.loginCard(username, "[data-field='username']")).isEqualTo(username);
            assertThat(organiser.loginCard(username, ".person")).isEqualTo("Иван Иванов");
            assertThat(organiser.loginQr(username)).contains("/venue/qr.svg?path=%2F");
            await().atMost(WAIT).until(() -> organiser.account(username, "waiting"));
            organiser.save("accounts-login-card-1024x768.png");
            // as it prints: only the cards
            organiser.web.executeCdpCommand("Emulation.setEmulatedMedia", java.util.Map.of("media", "print"));
            assertThat(organiser.form("login").isDisplayed()).isFalse();
            assertThat(organiser.loginCard(username).isDisplayed()).isTrue();
            organiser.save("accounts-login-card-print.png");
        } finally {
            organiser.quit();
        }

        // the judge: the one-time password, then Keycloak's own page makes him set his own
        String own = "Sv0j-Parol-" + Long.toString(System.nanoTime(), 36);
        ChromeDriver judge = Chromium.start(1024, 768);
        try {
            judge.get(system.url(ArbiterSystem.CONSOLE) + "/");
            await().atMost(Duration.ofSeconds(60)).until(() -> !judge.findElements(By.id("username")).isEmpty());
            ConsoleBrowser.keycloak(judge, username, password);
            await().atMost(Duration.ofSeconds(60)).until(() -> !judge.findElements(By.id("password-new")).isEmpty());
            save(judge, "accounts-update-password-1024x768.png");
            judge.findElement(By.id("password-new")).sendKeys(own);
            judge.findElement(By.id("password-confirm")).sendKeys(own);
            judge.findElement(By.cssSelector("#kc-passwd-update-form [type='submit']")).click();
            JudgeTablet tables = new JudgeTablet(judge);
            await().atMost(Duration.ofSeconds(60)).until(() -> !tables.tables().isEmpty());
            assertThat(tables.tables()).hasSize(1);
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
            ConsoleBrowser.keycloak(again, username, own);
            await().atMost(Duration.ofSeconds(60)).until(() -> !new JudgeTablet(again).tables().isEmpty());
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
