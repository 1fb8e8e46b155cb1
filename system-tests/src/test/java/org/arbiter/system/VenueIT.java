package org.arbiter.system;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.arbiter.system.ConsoleBrowser.save;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.restassured.http.ContentType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbiter.testsupport.TokenClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.remote.RemoteWebDriver;

/**
 * At the venue (docs/venue.md): {@code ARBITER_HOST=10.77.0.1 ./arbiter-local}, and a tablet with its own address
 * ({@link TabletHost}, 10.77.0.2). From the tablet only the console's https origin and the CA page answer; the judge
 * signs in on Keycloak's page through that origin, in a browser that trusts the venue's CA from its NSS database, and
 * plays; his Wi-Fi drops mid-game, he keeps tapping and reloads, and when it comes back every command is applied once,
 * in order. Screenshots in console/target/screenshots/venue-*.png.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class VenueIT {

    static final String ORIGIN = "https://" + TabletHost.SERVER_ADDRESS + ":8443";
    static final Duration WAIT = Duration.ofSeconds(30);
    static final ObjectMapper JSON = new ObjectMapper();

    static TabletHost tablet;
    static LocalMode arbiter;
    static Path work;

    @BeforeAll
    static void start() throws Exception {
        work = Files.createDirectories(Path.of("target", "venue").toAbsolutePath());
        tablet = TabletHost.create();
        arbiter = LocalMode.start(Map.of("ARBITER_HOST", TabletHost.SERVER_ADDRESS), work.resolve("data"), work.resolve("arbiter-local.log"));
    }

    @AfterAll
    static void stop() throws Exception {
        try {
            if (arbiter != null) {
                arbiter.close();
            }
        } finally {
            if (tablet != null) {
                tablet.close();
            }
        }
    }

    @Test
    @Order(1)
    void fromTheTabletOnlyTheConsolesOriginAndTheCaPageAnswer() throws Exception {
        for (int port : List.of(8081, 8082, 8083, 8084, 9081, 9082, 9083, 9084, LocalMode.POSTGRES_PORT, LocalMode.KAFKA_PORT,
                LocalMode.KAFKA_PORT + 1, LocalMode.KEYCLOAK_PORT)) {
            assertThat(tablet.reaches(port)).as("port %d from the tablet", port).isFalse();
        }
        assertThat(tablet.reaches(8443)).isTrue();
        assertThat(tablet.reaches(8085)).isTrue();

        // plain http: the CA page whatever the path, and the CA itself
        for (String path : List.of("/", "/config.json", "/api/games", "/realms/arbiter/.well-known/openid-configuration")) {
            assertThat(curl("http://" + TabletHost.SERVER_ADDRESS + ":8085" + path)).contains("200 text/html")
                    .contains("Скачать сертификат площадки").contains(ORIGIN);
        }
        assertThat(curl("http://" + TabletHost.SERVER_ADDRESS + ":8085/venue/ca.crt"))
                .startsWith("200 application/x-x509-ca-cert").contains(Files.readString(ca()).trim());

        // https, verified against the CA: the realm's browser paths, with the issuer on this origin; not the master realm
        // nor Keycloak's admin console
        assertThat(curlTls("/realms/arbiter/.well-known/openid-configuration"))
                .startsWith("200 application/json").contains("\"issuer\":\"" + ORIGIN + "/realms/arbiter\"");
        assertThat(curlTls("/realms/master/.well-known/openid-configuration")).startsWith("404 ");
        assertThat(curlTls("/admin/master/console/")).startsWith("404 ");
        assertThat(curlTls("/admin/realms/arbiter/users")).startsWith("404 ");
        assertThat(curlTls("/config.json")).contains("\"issuer\":\"" + ORIGIN + "/realms/arbiter\"");
        // the stream PC's overlay, through the same origin
        assertThat(curlTls("/overlay/index.html")).startsWith("200 text/html");

        // private keys: 0600 in the data folder
        for (String file : List.of("ca.p12", "server.p12", "password")) {
            assertThat(Files.getPosixFilePermissions(work.resolve("data/tls").resolve(file)))
                    .containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        }
    }

    @Test
    @Order(2)
    void aJudgeSignsInOverVerifiedHttpsPlaysAndLosesNothingWhenHisWifiDrops() throws Exception {
        String game = createGame();
        command(game, "{\"type\":\"deal\"}");
        command(game, "{\"type\":\"endNight\"}");                // day 1, seat 1 speaks
        try (TabletBrowser browser = TabletBrowser.start(tablet, work, ca(), 1024, 768)) {
            RemoteWebDriver web = browser.web;
            JudgeTablet judge = new JudgeTablet(web, WAIT);
            web.get("http://" + TabletHost.SERVER_ADDRESS + ":8085/");     // what a new device sees on plain http
            assertThat(web.findElement(By.cssSelector(".addr")).getText()).isEqualTo(ORIGIN);
            save(web, "venue-ca-page-1024x768.png");
            web.get(ORIGIN + "/?game=" + game);
            await().atMost(Duration.ofSeconds(60)).until(() -> !web.findElements(By.id("username")).isEmpty());
            assertThat(web.getCurrentUrl()).startsWith(ORIGIN + "/realms/arbiter/protocol/openid-connect/auth");
            save(web, "venue-sign-in-1024x768.png");
            ConsoleBrowser.keycloak(web, "judge", "judge");
            await().atMost(Duration.ofSeconds(60)).until(judge::ready);
            assertThat(web.executeScript("return window.isSecureContext")).isEqualTo(true);
            assertThat(web.getCurrentUrl()).startsWith(ORIGIN + "/");
            assertThat(web.getTitle()).isEqualTo("Пульт судьи — Arbiter");

            int before = events(game).size();
            judge.send("endSpeech");                                 // seat 1's speech ends, online
            assertThat(judge.speaker()).isEqualTo("2");
            judge.save("venue-table-1024x768.png");

            tablet.linkDown();
            judge.endSpeech();                                        // seat 2's speech ends
            judge.foul(3);                                            // a foul to seat 3
            judge.endSpeech();                                        // seat 3's speech ends
            await().atMost(WAIT).until(() -> "3".equals(judge.pending()));
            await().atMost(WAIT).until(() -> "false".equals(judge.online()));
            judge.save("venue-offline-1024x768.png");
            web.navigate().refresh();                                 // a reload with no network: the app is on the tablet
            await().atMost(WAIT).until(() -> "3".equals(judge.pending()));
            assertThat(judge.ready()).isTrue();
            judge.save("venue-offline-reloaded-1024x768.png");
            assertThat(eventTypes(game)).doesNotContain("FoulGiven");

            tablet.linkUp();
            await().atMost(Duration.ofSeconds(60)).until(() -> judge.nothingWaits() && "true".equals(judge.online()));
            List<JsonNode> all = events(game);
            assertThat(all.subList(before, all.size()).stream().map(e -> e.get("type").asText() + seat(e)).toList())
                    .containsExactly("SpeechEnded 1", "SpeechStarted 2", "SpeechEnded 2", "SpeechStarted 3", "FoulGiven 3",
                            "SpeechEnded 3", "SpeechStarted 4");
            await().atMost(WAIT).until(() -> "4".equals(judge.speaker()));
            judge.save("venue-back-online-1024x768.png");
        }
    }

    // ---- the tablet's requests -----------------------------------------------------------------------------

    /** {@code <status> <content type>\n<body>} of a plain http GET made on the tablet. */
    private static String curl(String url) throws Exception {
        return curlOnTablet(List.of(url));
    }

    /** The same over https to the console's origin, verified against the venue's CA only. */
    private static String curlTls(String path) throws Exception {
        return curlOnTablet(List.of("--cacert", ca().toString(), ORIGIN + path));
    }

    private static String curlOnTablet(List<String> args) throws Exception {
        List<String> command = new ArrayList<>(List.of("curl", "-sS", "--max-time", "10", "-w", "\\n%{http_code} %{content_type}"));
        command.addAll(args);
        TabletHost.Result result = tablet.run(TabletHost.inside(command.toArray(String[]::new)));
        assertThat(result.exit()).as("curl %s: %s", args, result.output()).isZero();
        String output = result.output();
        int last = output.lastIndexOf('\n');
        return output.substring(last + 1).replace("; charset=utf-8", "").replace(";charset=UTF-8", "") + "\n" + output.substring(0, last);
    }

    private static Path ca() {
        return work.resolve("data/tls/ca.crt");
    }

    // ---- the API on loopback, for setting up and checking ----------------------------------------------------

    private static String token() {
        return new TokenClient(LocalMode.KEYCLOAK_ISSUER).accessToken("judge");
    }

    private static String createGame() {
        StringBuilder players = new StringBuilder();
        for (int seat = 1; seat <= 10; seat++) {
            players.append(seat == 1 ? "" : ",").append("{\"seat\":").append(seat)
                    .append(",\"playerId\":\"venue-").append(seat).append("\",\"nickname\":\"Игрок ").append(seat).append("\"}");
        }
        return given().baseUri(LocalMode.GAME_SERVICE).auth().oauth2(token()).contentType(ContentType.JSON)
                .body("{\"ruleset\":\"FIIM\",\"players\":[" + players + "]}")
                .post("/api/games").then().statusCode(201).extract().path("gameId");
    }

    private static void command(String game, String body) {
        given().baseUri(LocalMode.GAME_SERVICE).auth().oauth2(token()).contentType(ContentType.JSON)
                .body(body).post("/api/games/" + game + "/commands").then().statusCode(200);
    }

    private static List<JsonNode> events(String game) throws Exception {
        String body = given().baseUri(LocalMode.GAME_SERVICE).auth().oauth2(token())
                .get("/api/games/" + game + "/events").then().statusCode(200).extract().asString();
        List<JsonNode> list = new ArrayList<>();
        JSON.readTree(body).forEach(list::add);
        return list;
    }

    private static List<String> eventTypes(String game) throws Exception {
        return events(game).stream().map(e -> e.get("type").asText()).toList();
    }

    private static String seat(JsonNode event) {
        JsonNode seat = event.get("payload").get("seat");
        return seat == null ? "" : " " + seat.asInt();
    }
}
