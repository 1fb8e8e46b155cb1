package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.arbiter.testsupport.TokenClient;
import org.junit.jupiter.api.Test;

/**
 * The organiser's logins on the real Keycloak (docs/organiser.md "Logins"): made with a one-time password that must be
 * changed, refused when taken or malformed, reset, disabled and enabled, listed and audited for the organiser who made
 * them only; the accounts client manages users and nothing else; a one-time password is never logged.
 */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class AccountsIT {

    private static String token(String user) {
        return KeycloakTestResource.tokens().accessToken(user);
    }

    private static ValidatableResponse create(String as, String username, String name, String role) {
        return given().auth().oauth2(token(as)).contentType(ContentType.JSON)
                .body(Map.of("username", username, "name", name, "role", role))
                .post("/api/accounts").then();
    }

    private static String unique(String prefix) {
        return prefix + Long.toString(System.nanoTime(), 36);
    }

    @Test
    void theOrganiserMakesAJudgeWhoMustSetHisOwnPassword() {
        String username = unique("ivanov");
        Map<String, Object> login = create("organiser", username, "Иван Иванов", "judge").statusCode(201)
                .extract().jsonPath().getMap("$");
        assertThat(login).containsOnlyKeys("username", "name", "role", "oneTimePassword")
                .containsEntry("username", username).containsEntry("name", "Иван Иванов").containsEntry("role", "judge");
        String password = (String) login.get("oneTimePassword");
        assertThat(password).hasSize(16).matches("[A-HJ-NP-Za-km-z2-9]{16}");
        // the password is right, but the account is not set up until he sets his own (Keycloak's UPDATE_PASSWORD)
        HttpResponse<String> refused = KeycloakTestResource.tokens().requestToken(username, password);
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(refused.body()).contains("Account is not fully set up");
        assertThat(KeycloakTestResource.tokens().requestToken(username, "wrong").body()).contains("Invalid user credentials");

        List<Map<String, Object>> mine = given().auth().oauth2(token("organiser")).get("/api/accounts").then().statusCode(200)
                .extract().jsonPath().getList("findAll { it.username == '" + username + "' }");
        assertThat(mine).singleElement().satisfies(account -> assertThat(account)
                .contains(entry("name", "Иван Иванов"), entry("role", "judge"), entry("createdBy", "organiser"),
                        entry("enabled", true), entry("signedIn", false)));
    }

    @Test
    void aTakenOrMalformedAccountIsRefusedAndChangesNothing() {
        String username = unique("petrov");
        create("organiser", username, "Пётр Петров", "chief-judge").statusCode(201);
        assertThat(create("organiser", username, "Другой", "judge").statusCode(409).extract().jsonPath().getMap("$"))
                .containsExactly(entry("error", "ACCOUNT_EXISTS"), entry("rule", null),
                        entry("message", "account " + username + " already exists"));
        // a user the realm has but no organiser made here (a demo user)
        assertThat((String) create("organiser", "judge2", "Судья", "judge").statusCode(409).extract().path("error"))
                .isEqualTo("ACCOUNT_EXISTS");
        assertThat((String) create("organiser", "Ivanov!", "Иван", "judge").statusCode(400).extract().path("error")).isEqualTo("BAD_USERNAME");
        assertThat((String) create("organiser", "ab", "Иван", "judge").statusCode(400).extract().path("error")).isEqualTo("BAD_USERNAME");
        assertThat((String) create("organiser", unique("player-"), "Иван", "judge").statusCode(400).extract().path("error"))
                .isEqualTo("BAD_USERNAME");
        assertThat((String) create("organiser", unique("ivan"), "Иван", "player").statusCode(400).extract().path("error"))
                .isEqualTo("BAD_USERNAME");
        assertThat((String) create("organiser", unique("ivan"), "  ", "judge").statusCode(400).extract().path("error")).isEqualTo("BAD_NAME");
        assertThat((String) create("organiser", unique("ivan"), "Иван", "organiser").statusCode(400).extract().path("error"))
                .isEqualTo("BAD_ROLE");
        String forbidden = "{\"error\":\"FORBIDDEN\",\"rule\":null,\"message\":\"the caller's roles do not allow this\"}";
        assertThat(create("judge", unique("ivan"), "Иван", "judge").statusCode(403).extract().asString()).isEqualTo(forbidden);
        assertThat(create("viewer", unique("ivan"), "Иван", "judge").statusCode(403).extract().asString()).isEqualTo(forbidden);
        assertThat(create("chief", unique("ivan"), "Иван", "judge").statusCode(403).extract().asString()).isEqualTo(forbidden);
        given().contentType(ContentType.JSON).body(Map.of("username", "x", "name", "y", "role", "judge"))
                .post("/api/accounts").then().statusCode(401);
    }

    @Test
    void resetDisableAndEnableAreTheMakersOnlyAndAudited() {
        String username = unique("sidorov");
        create("organiser", username, "Сидор", "judge").statusCode(201);
        String url = "/api/accounts/" + username;
        // another organiser neither sees nor changes it
        assertThat(given().auth().oauth2(token("organiser2")).get("/api/accounts").then().statusCode(200)
                .extract().jsonPath().getList("username", String.class)).doesNotContain(username);
        for (String change : List.of("/password", "/disable", "/enable")) {
            assertThat(given().auth().oauth2(token("organiser2")).post(url + change).then().statusCode(403).extract()
                    .jsonPath().getMap("$")).containsExactly(entry("error", "FORBIDDEN"), entry("rule", null),
                    entry("message", "account " + username + " is managed by the organiser who made it"));
        }
        assertThat((String) given().auth().oauth2(token("organiser")).post("/api/accounts/nobody-" + username + "/password")
                .then().statusCode(404).extract().path("error")).isEqualTo("NOT_FOUND");

        String second = given().auth().oauth2(token("organiser")).post(url + "/password").then().statusCode(200)
                .extract().path("oneTimePassword");
        assertThat(second).hasSize(16);
        assertThat(KeycloakTestResource.tokens().requestToken(username, second).body()).contains("Account is not fully set up");

        given().auth().oauth2(token("organiser")).post(url + "/disable").then().statusCode(200)
                .body("enabled", org.hamcrest.Matchers.is(false)).body("signedIn", org.hamcrest.Matchers.is(false));
        assertThat(KeycloakTestResource.tokens().requestToken(username, second).body()).contains("Account disabled");
        given().auth().oauth2(token("organiser")).post(url + "/enable").then().statusCode(200)
                .body("enabled", org.hamcrest.Matchers.is(true));
        assertThat(KeycloakTestResource.tokens().requestToken(username, second).body()).contains("Account is not fully set up");

        List<Map<String, Object>> log = given().auth().oauth2(token("organiser")).get("/api/accounts/log").then().statusCode(200)
                .extract().jsonPath().getList("findAll { it.username == '" + username + "' }");
        assertThat(log).extracting(c -> c.get("change")).containsExactly("CREATED", "PASSWORD_RESET", "DISABLED", "ENABLED");
        assertThat(log).extracting(c -> c.get("changedBy")).containsOnly("organiser");
        assertThat(log).allSatisfy(c -> assertThat(c.get("changedAt")).isNotNull());
        assertThat(given().auth().oauth2(token("organiser2")).get("/api/accounts/log").then().statusCode(200)
                .extract().jsonPath().getList("username", String.class)).doesNotContain(username);
    }

    @Test
    void everyRegisteredPlayerGetsALoginOnce() {
        String id = unique("acc-");
        given().auth().oauth2(token("organiser")).contentType(ContentType.JSON).body(TournamentIT.tournament(id))
                .post("/api/tournaments").then().statusCode(201);
        given().auth().oauth2(token("organiser2")).post("/api/tournaments/" + id + "/player-accounts").then().statusCode(403)
                .body("error", org.hamcrest.Matchers.is("FORBIDDEN"));
        List<Map<String, Object>> logins = given().auth().oauth2(token("organiser")).post("/api/tournaments/" + id + "/player-accounts")
                .then().statusCode(201).extract().jsonPath().getList("$");
        assertThat(logins).extracting(l -> l.get("username")).containsExactly(
                "player-t-1", "player-t-2", "player-t-3", "player-t-4", "player-t-5", "player-t-6",
                "player-t-7", "player-t-8", "player-t-9", "player-t-10", "player-t-11", "player-t-12");
        assertThat(logins).extracting(l -> l.get("name")).startsWith("Игрок 1", "Игрок 2");
        assertThat(logins).extracting(l -> l.get("role")).containsOnly("player");
        // a second time: everyone has one
        assertThat(given().auth().oauth2(token("organiser")).post("/api/tournaments/" + id + "/player-accounts")
                .then().statusCode(201).extract().jsonPath().getList("$")).isEmpty();
    }

    @Test
    void theAccountsClientManagesUsersAndNothingElse() throws Exception {
        String serviceToken = KeycloakTestResource.tokens().clientCredentialsToken(
                KeycloakTestResource.ACCOUNTS_CLIENT_ID, KeycloakTestResource.ACCOUNTS_CLIENT_SECRET);
        String admin = KeycloakTestResource.issuerUrl().replace("/realms/", "/admin/realms/");
        HttpClient http = HttpClient.newHttpClient();
        // the realm's settings: changing them is refused; reading them gives only the realm's name (Keycloak shows
        // any administrator that much), none of its settings
        HttpResponse<String> settings = http.send(HttpRequest.newBuilder(URI.create(admin))
                .header("Authorization", "Bearer " + serviceToken).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(settings.statusCode()).isEqualTo(200);
        assertThat(settings.body()).contains("\"realm\":\"arbiter\"").doesNotContain("accessTokenLifespan").doesNotContain("sslRequired");
        assertThat(http.send(HttpRequest.newBuilder(URI.create(admin)).header("Authorization", "Bearer " + serviceToken)
                .header("Content-Type", "application/json").PUT(HttpRequest.BodyPublishers.ofString("{\"accessTokenLifespan\":7200}"))
                .build(), HttpResponse.BodyHandlers.ofString()).statusCode()).as("changing the realm's settings").isEqualTo(403);
        assertThat(http.send(HttpRequest.newBuilder(URI.create(admin + "/roles/organiser"))
                .header("Authorization", "Bearer " + serviceToken).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString("{\"name\":\"organiser\",\"description\":\"x\"}")).build(),
                HttpResponse.BodyHandlers.ofString()).statusCode()).as("changing a role").isEqualTo(403);
        assertThat(http.send(HttpRequest.newBuilder(URI.create(admin + "/clients")).header("Authorization", "Bearer " + serviceToken).build(),
                HttpResponse.BodyHandlers.ofString()).statusCode()).as("the realm's clients").isEqualTo(403);
        assertThat(http.send(HttpRequest.newBuilder(URI.create(admin + "/users?username=judge&exact=true"))
                .header("Authorization", "Bearer " + serviceToken).build(), HttpResponse.BodyHandlers.ofString()).statusCode())
                .as("the realm's users").isEqualTo(200);
        assertThat(TokenClient.claims(serviceToken).path("resource_access").path("realm-management").path("roles").toString())
                .doesNotContain("realm-admin").doesNotContain("manage-realm").doesNotContain("manage-clients");
    }

    @Test
    void aOneTimePasswordIsNeverLogged() {
        List<String> logged = new ArrayList<>();
        SimpleFormatter formatter = new SimpleFormatter();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord record) {
                synchronized (logged) {
                    logged.add(formatter.format(record));
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger root = Logger.getLogger("");
        root.addHandler(capture);
        String username = unique("kuznetsov");
        List<String> passwords = new ArrayList<>();
        try {
            // a made login, a reset, and a request that fails after Keycloak was asked (the username taken in the realm)
            passwords.add(create("organiser", username, "Кузнецов", "judge").statusCode(201).extract().path("oneTimePassword"));
            passwords.add(given().auth().oauth2(token("organiser")).post("/api/accounts/" + username + "/password").then()
                    .statusCode(200).extract().path("oneTimePassword"));
            create("organiser", "chief", "Главный", "chief-judge").statusCode(409);
            Logger.getLogger(AccountsIT.class.getName()).info("the capture works: " + username);
        } finally {
            root.removeHandler(capture);
        }
        synchronized (logged) {
            assertThat(logged).as("the capture sees the service's log").anyMatch(line -> line.contains("the capture works: " + username));
            for (String password : passwords) {
                assertThat(password).hasSize(16);
                assertThat(logged).noneMatch(line -> line.contains(password));
            }
        }
    }
}
