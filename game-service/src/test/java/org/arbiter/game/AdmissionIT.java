package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.vertx.mutiny.sqlclient.Pool;
import jakarta.inject.Inject;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.game.api.Admission;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/**
 * A full bounded queue answers 503 with Retry-After and stores nothing (issue 38.1): the service's places are taken by
 * requests whose bodies have not all arrived (each held open on a socket of its own), and then a creation and a command
 * are answered 503 {@code SERVICE_UNAVAILABLE} with {@code Retry-After: 1} in the one error body, nothing is stored
 * (rows counted in PostgreSQL), health still answers; once the held requests end, the next is served.
 */
@QuarkusTest
@TestSecurity(user = "judge-admission", roles = "judge")
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class AdmissionIT {

    private static final String UNAVAILABLE = "{\"error\":\"SERVICE_UNAVAILABLE\",\"rule\":null,\"message\":"
            + "\"game-service is serving as many requests as it can (%d); send the request again after Retry-After\"}";

    @Inject
    Pool pool;

    @Inject
    Admission admission;

    @Test
    void aFullQueueAnswers503WithRetryAfterAndStoresNothing() throws Exception {
        String gameId = given().contentType(ContentType.JSON).body(HttpGames.newGame("FIIM", null))
                .post("/api/games").then().statusCode(201).extract().path("gameId");
        await().atMost(Duration.ofSeconds(60)).until(() -> admission.inFlight() == 0);
        int limit = admission.limit();
        assertThat(limit).isEqualTo(256);

        byte[] creation = HttpGames.newGame("FIIM", null).getBytes(StandardCharsets.UTF_8);
        List<Socket> held = new ArrayList<>();
        try {
            for (int i = 0; i < limit; i++) {
                Socket socket = new Socket("127.0.0.1", RestAssured.port);
                OutputStream out = socket.getOutputStream();
                out.write(("POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: " + creation.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                out.write(creation, 0, creation.length - 1);   // the last byte comes later: the request stays in
                out.flush();
                held.add(socket);
            }
            await().atMost(Duration.ofSeconds(60)).until(() -> admission.inFlight() == limit);
            long[] before = StoredRows.counts(pool);

            Response refusedCreation = given().contentType(ContentType.JSON).body(HttpGames.newGame("FIIM", null))
                    .post("/api/games");
            Response refusedCommand = given().contentType(ContentType.JSON).body("{\"type\":\"deal\",\"commandId\":\"a-1\"}")
                    .post("/api/games/" + gameId + "/commands");
            Response refusedRead = given().get("/api/games/" + gameId);
            for (Response refused : List.of(refusedCreation, refusedCommand, refusedRead)) {
                assertThat(refused.statusCode()).isEqualTo(503);
                assertThat(refused.header("Retry-After")).isEqualTo("1");
                assertThat(refused.contentType()).isEqualTo("application/json");
                assertThat(refused.asString()).isEqualTo(UNAVAILABLE.formatted(limit));
            }
            assertThat(given().get("/q/health/ready").statusCode()).as("health is never refused").isEqualTo(200);
            assertThat(StoredRows.counts(pool)).as("nothing stored").containsExactly(before);
            assertThat(admission.inFlight()).isEqualTo(limit);

            for (Socket socket : held) {
                socket.getOutputStream().write(creation, creation.length - 1, 1);
                socket.getOutputStream().flush();
            }
            for (Socket socket : held) {
                String status = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII))
                        .readLine();
                assertThat(status).isEqualTo("HTTP/1.1 201 Created");
            }
        } finally {
            for (Socket socket : held) {
                socket.close();
            }
        }
        await().atMost(Duration.ofSeconds(60)).until(() -> admission.inFlight() == 0);
        given().contentType(ContentType.JSON).body("{\"type\":\"deal\",\"commandId\":\"a-1\"}")
                .post("/api/games/" + gameId + "/commands").then().statusCode(200);
    }
}
