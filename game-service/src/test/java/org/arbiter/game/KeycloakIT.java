package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.arbiter.testsupport.TokenClient;
import org.junit.jupiter.api.Test;

/** Real Keycloak tokens (password grant): the right role gets 200/201, the wrong one 403, none 401. */
@QuarkusTest
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class KeycloakIT {

    @jakarta.inject.Inject
    org.arbiter.game.api.VerifiedTokens verifiedTokens;

    @io.quarkus.test.common.http.TestHTTPResource(value = "/metrics", management = true)
    java.net.URL metrics;

    @io.quarkus.test.common.http.TestHTTPResource(value = "/openapi", management = true)
    java.net.URL openapi;

    @io.quarkus.test.common.http.TestHTTPResource(value = "/swagger-ui/", management = true)
    java.net.URL swaggerUi;

    static final String UNAUTHORIZED = "{\"error\":\"UNAUTHORIZED\",\"rule\":null,\"message\":\"a valid bearer token is required\"}";

    private static String token(String user) {
        TokenClient tokens = KeycloakTestResource.tokens();
        return tokens.accessToken(user);
    }

    private static String createGameAs(String user, String judge) {
        return given().auth().oauth2(token(user)).contentType(ContentType.JSON).body(HttpGames.newGame("FIIM", judge))
                .post("/api/games").then().statusCode(201).extract().path("gameId");
    }

    @Test
    void creatingAGameNeedsAJudgeOrAnOrganiser() {
        createGameAs("judge", null);
        createGameAs("organiser", "judge2");
        given().auth().oauth2(token("viewer")).contentType(ContentType.JSON).body(HttpGames.newGame("FIIM", null))
                .post("/api/games").then().statusCode(403);
        given().contentType(ContentType.JSON).body(HttpGames.newGame("FIIM", null))
                .post("/api/games").then().statusCode(401);
    }

    @Test
    void onlyTheGamesJudgeOrAChiefJudgeRunsIt() {
        String gameId = createGameAs("organiser", "judge");
        String commands = "/api/games/" + gameId + "/commands";
        given().auth().oauth2(token("judge2")).contentType(ContentType.JSON).body(HttpGames.deal())
                .post(commands).then().statusCode(403);
        given().auth().oauth2(token("organiser")).contentType(ContentType.JSON).body(HttpGames.deal())
                .post(commands).then().statusCode(403);
        given().contentType(ContentType.JSON).body(HttpGames.deal()).post(commands).then().statusCode(401);
        given().auth().oauth2(token("judge")).contentType(ContentType.JSON).body(HttpGames.deal())
                .post(commands).then().statusCode(200);
        given().auth().oauth2(token("chief")).contentType(ContentType.JSON).body("{\"type\":\"endNight\"}")
                .post(commands).then().statusCode(200);
    }

    @Test
    void theJudgesViewNeedsARoleThePublicViewDoesNot() {
        String gameId = createGameAs("judge", null);
        given().auth().oauth2(token("organiser")).get("/api/games/" + gameId).then().statusCode(200);
        given().auth().oauth2(token("viewer")).get("/api/games/" + gameId).then().statusCode(403);
        given().get("/api/games/" + gameId).then().statusCode(401);
        assertThat(given().auth().oauth2(token("viewer")).get("/api/games/" + gameId).then().statusCode(403).extract()
                .jsonPath().getMap("$")).as("a missing role has the one error body too").containsExactly(
                entry("error", "FORBIDDEN"), entry("rule", null), entry("message", "the caller's roles do not allow this"));
        given().get("/api/games/" + gameId + "/public").then().statusCode(200);
        given().get("/api/games/" + gameId + "/events").then().statusCode(401);
        assertThat(given().get("/api/games/" + gameId).then().statusCode(401).header("WWW-Authenticate", "Bearer")
                .extract().asString()).as("no token: the one error body").isEqualTo(UNAUTHORIZED);
        String viewer = token("viewer");
        String forged = viewer.substring(0, viewer.lastIndexOf('.') + 1) + flipTenth(viewer.substring(viewer.lastIndexOf('.') + 1));
        assertThat(given().auth().oauth2(forged).get("/api/games/" + gameId).then().statusCode(401).extract().asString())
                .as("a token that does not verify: the one error body").isEqualTo(UNAUTHORIZED);
        given().get("/q/health/ready").then().statusCode(200).body("status", org.hamcrest.Matchers.is("UP"))
                .body("checks.name", org.hamcrest.Matchers.hasItems("Kafka connection health check",
                        "Reactive PostgreSQL connections health check", "SmallRye Reactive Messaging - readiness check"));
        given().get(metrics).then().statusCode(200);
        given().get(openapi).then().statusCode(200);
        given().get(swaggerUi).then().statusCode(200);
        for (String managementOnly : java.util.List.of("/q/metrics", "/q/openapi", "/q/swagger-ui/")) {
            assertThat(given().get(managementOnly).statusCode()).as(managementOnly + " is not on the public port").isEqualTo(404);
        }
    }

    @Test
    void approveAndAmendAreTheChiefJudgesCommands() {
        String gameId = createGameAs("judge", null);
        String commands = "/api/games/" + gameId + "/commands";
        given().auth().oauth2(token("judge")).contentType(ContentType.JSON).body(HttpGames.deal())
                .post(commands).then().statusCode(200);
        given().auth().oauth2(token("judge")).contentType(ContentType.JSON).body("{\"type\":\"approve\"}")
                .post(commands).then().statusCode(403).body("error", org.hamcrest.Matchers.is("FORBIDDEN"));
        given().auth().oauth2(token("judge")).contentType(ContentType.JSON)
                .body("{\"type\":\"amend\",\"winner\":\"RED\",\"reason\":\"protest\"}")
                .post(commands).then().statusCode(403);
        // the chief judge may give it; the rules then decide (nothing awaits approval mid-game)
        given().auth().oauth2(token("chief")).contentType(ContentType.JSON).body("{\"type\":\"approve\"}")
                .post(commands).then().statusCode(422).body("error", org.hamcrest.Matchers.is("NOTHING_TO_APPROVE"));
    }

    @Test
    void aVerifiedTokenIsRememberedOnlyAsItIs() {
        String token = token("viewer");
        String gameId = createGameAs("judge", null);
        given().auth().oauth2(token).get("/api/games/" + gameId + "/public").then().statusCode(200);
        given().auth().oauth2(token).get("/api/games/" + gameId).then().statusCode(403);   // verified once, remembered
        long now = System.currentTimeMillis() / 1000;
        assertThat(verifiedTokens.find(token, now)).isNotNull().extracting(v -> v.principal().getName()).isEqualTo("viewer");
        given().auth().oauth2(token).get("/api/games/" + gameId).then().statusCode(403);   // the same roles again
        String[] parts = token.split("\\.");
        String otherSignature = parts[0] + "." + parts[1] + "." + flipTenth(parts[2]);
        given().auth().oauth2(otherSignature).get("/api/games/" + gameId).then().statusCode(401);
        // a payload that claims the judge's role under the viewer's signature is not the remembered token either
        String judgePayload = java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(
                new String(java.util.Base64.getUrlDecoder().decode(parts[1]), java.nio.charset.StandardCharsets.UTF_8)
                        .replace("\"viewer\"", "\"judge\"").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        given().auth().oauth2(parts[0] + "." + judgePayload + "." + parts[2]).get("/api/games/" + gameId).then().statusCode(401);
        given().auth().oauth2(token).get("/api/games/" + gameId).then().statusCode(403);
        assertThat(verifiedTokens.find(otherSignature, now)).isNull();
    }

    /** The signature with its tenth character changed (the last one may carry only padding bits). */
    private static String flipTenth(String signature) {
        char tenth = signature.charAt(9);
        return signature.substring(0, 9) + (tenth == 'A' ? 'B' : 'A') + signature.substring(10);
    }

    @Test
    void tournamentsAreTheOrganisers() {
        String body = TournamentIT.tournament("kc-" + System.nanoTime());
        given().auth().oauth2(token("judge")).contentType(ContentType.JSON).body(body).post("/api/tournaments").then().statusCode(403);
        given().auth().oauth2(token("viewer")).contentType(ContentType.JSON).body(body).post("/api/tournaments").then().statusCode(403);
        given().contentType(ContentType.JSON).body(body).post("/api/tournaments").then().statusCode(401);
        given().auth().oauth2(token("organiser")).contentType(ContentType.JSON).body(body).post("/api/tournaments").then().statusCode(201);
    }
}
