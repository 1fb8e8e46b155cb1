package org.arbiter.system;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import org.arbiter.testsupport.KeycloakAdmin;
import org.arbiter.testsupport.LocalInfra;
import org.arbiter.testsupport.RealKeycloak;
import org.arbiter.testsupport.RealPostgres;
import org.arbiter.testsupport.TokenClient;
import org.junit.jupiter.api.Test;

/**
 * Local mode's Keycloak keeps its state in the local PostgreSQL (database {@code keycloak}): a user made at the venue,
 * a realm user removed, and a signed-in session are all there after Keycloak restarts, and the realm file is not
 * imported over what is there.
 */
class KeycloakStateIT {

    static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void usersRemovalsAndSessionsSurviveARestartAndTheRealmIsImportedOnce() throws Exception {
        // a data folder of its own each run: a first start imports the realm, the second must not
        Path work = Files.createTempDirectory(Files.createDirectories(Path.of("target").toAbsolutePath()), "keycloak-state-");
        try (RealPostgres postgres = RealPostgres.start(work.resolve("postgres"))) {
            RealKeycloak.Database database = new RealKeycloak.Database(
                    postgres.createDatabaseIfMissing(LocalInfra.KEYCLOAK_DATABASE), postgres.user(), postgres.password());
            int port = ServiceProcess.freePort();
            String refreshToken;
            try (RealKeycloak keycloak = RealKeycloak.start(port, work.resolve("keycloak-1.log"), null, database)) {
                KeycloakAdmin.addUser(keycloak, "ivanov", "judge");
                KeycloakAdmin.deleteUser(keycloak, "viewer");
                HttpResponse<String> signedIn = new TokenClient(keycloak.issuerUrl()).requestToken("ivanov", "ivanov");
                assertThat(signedIn.statusCode()).isEqualTo(200);
                refreshToken = JSON.readTree(signedIn.body()).get("refresh_token").asText();
            }
            try (RealKeycloak keycloak = RealKeycloak.start(port, work.resolve("keycloak-2.log"), null, database)) {
                TokenClient tokens = new TokenClient(keycloak.issuerUrl());
                assertThat(TokenClient.realmRoles(tokens.accessToken("ivanov"))).contains("judge");
                assertThat(tokens.requestToken("viewer", "viewer").statusCode()).isEqualTo(400);   // invalid_grant: no such user
                assertThat(tokens.refresh(refreshToken).statusCode()).isEqualTo(200);
                assertThat(tokens.requestToken("judge", "judge").statusCode()).isEqualTo(200);
                assertThat(Files.readString(work.resolve("keycloak-2.log"))).contains("Realm 'arbiter' already exists. Import skipped");
            }
        }
    }
}
