package org.arbiter.testsupport;

import java.util.HashMap;
import java.util.Map;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * The real Keycloak server for Quarkus tests, one per JVM (realm {@code arbiter} with its demo users), log in
 * {@code target/arbiter-infra/keycloak.log}, stopped with its whole process tree at the end of the tests or when the JVM exits. Use with
 * {@code @WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)}.
 * Gives {@code quarkus.oidc.auth-server-url}, {@code quarkus.oidc.client-id=arbiter-services},
 * {@code quarkus.oidc.credentials.secret=arbiter-services-secret}, {@code quarkus.oidc.tenant-enabled=true} and
 * {@code quarkus.keycloak.admin-client.server-url} (game-service's accounts client).
 * Tests get tokens with {@code new TokenClient(KeycloakTestResource.issuerUrl()).accessToken("judge")}.
 */
public class KeycloakTestResource implements QuarkusTestResourceLifecycleManager {

    static final String PART = "keycloak";
    public static final String CLIENT_ID = "arbiter-services";
    public static final String CLIENT_SECRET = "arbiter-services-secret";
    /** The realm's client whose service account manages users only (game-service's accounts, docs/organiser.md "Logins"). */
    public static final String ACCOUNTS_CLIENT_ID = "arbiter-accounts";
    public static final String ACCOUNTS_CLIENT_SECRET = "arbiter-accounts-secret";

    /** The realm URL {@code http://127.0.0.1:P/realms/arbiter} (after start), also system property
     *  {@code arbiter.keycloak.url}. */
    public static String issuerUrl() {
        return System.getProperty("arbiter.keycloak.url");
    }

    /** A token client for the running Keycloak. */
    public static TokenClient tokens() {
        String url = issuerUrl();
        if (url == null) {
            throw new IllegalStateException("KeycloakTestResource has not started");
        }
        return new TokenClient(url);
    }

    @Override
    public Map<String, String> start() {
        return startShared();
    }

    static Map<String, String> startShared() {
        return JvmShared.getOrStart(PART, () -> {
            RealKeycloak keycloak = RealKeycloak.start(Infra.testDir("keycloak.log"));
            System.setProperty("arbiter.keycloak.url", keycloak.issuerUrl());
            Map<String, String> config = new HashMap<>();
            config.put("quarkus.oidc.auth-server-url", keycloak.issuerUrl());
            config.put("quarkus.oidc.client-id", CLIENT_ID);
            config.put("quarkus.oidc.credentials.secret", CLIENT_SECRET);
            config.put("quarkus.oidc.tenant-enabled", "true");
            config.put("quarkus.keycloak.admin-client.server-url", keycloak.baseUrl());
            return new JvmShared.Started(keycloak, config);
        });
    }

    /** Stops the server (if this class started it; at the latest it stops when the JVM exits). */
    @Override
    public void stop() {
        JvmShared.stop(PART);
    }
}
