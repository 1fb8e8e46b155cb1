package org.arbiter.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** The realm file that tests and local mode import into Keycloak. */
class RealmFileTest {

    private static JsonNode realm() throws Exception {
        try (InputStream in = RealmFileTest.class.getResourceAsStream(RealKeycloak.REALM_RESOURCE)) {
            return new ObjectMapper().readTree(in);
        }
    }

    private static List<String> texts(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(v -> values.add(v.asText()));
        return values;
    }

    @Test
    void realmRolesWithChiefJudgeIncludingJudge() throws Exception {
        JsonNode realm = realm();
        assertThat(realm.get("realm").asText()).isEqualTo("arbiter");
        assertThat(realm.get("accessTokenLifespan").asInt()).isEqualTo(3600);
        // a tournament day: a judge signed in in the morning is still signed in at the last round (docs/console.md)
        assertThat(realm.get("ssoSessionIdleTimeout").asInt()).isEqualTo(16 * 3600);
        assertThat(realm.get("ssoSessionMaxLifespan").asInt()).isEqualTo(16 * 3600);
        Map<String, JsonNode> roles = new LinkedHashMap<>();
        realm.path("roles").path("realm").forEach(r -> roles.put(r.get("name").asText(), r));
        assertThat(roles).containsOnlyKeys("judge", "chief-judge", "organiser", "viewer");
        assertThat(texts(roles.get("chief-judge").path("composites").path("realm"))).containsExactly("judge");
    }

    @Test
    void demoUsersHaveTheirNameAsPasswordAndNoRequiredAction() throws Exception {
        Map<String, List<String>> rolesByUser = new LinkedHashMap<>();
        for (JsonNode user : realm().path("users")) {
            String name = user.get("username").asText();
            if (user.has("serviceAccountClientId")) {
                continue;                                     // the accounts client's service account (clients())
            }
            rolesByUser.put(name, texts(user.path("realmRoles")));
            assertThat(user.get("enabled").asBoolean()).isTrue();
            assertThat(user.get("emailVerified").asBoolean()).isTrue();
            assertThat(user.get("email").asText()).isNotBlank();
            assertThat(user.get("firstName").asText()).isNotBlank();
            assertThat(user.get("lastName").asText()).isNotBlank();
            assertThat(user.path("requiredActions")).isEmpty();
            JsonNode credential = user.path("credentials").get(0);
            assertThat(credential.get("value").asText()).isEqualTo(name);
            assertThat(credential.get("temporary").asBoolean()).isFalse();
        }
        assertThat(rolesByUser).containsExactly(
                Map.entry("judge", List.of("judge")),
                Map.entry("judge2", List.of("judge")),
                Map.entry("chief", List.of("chief-judge")),
                Map.entry("organiser", List.of("organiser")),
                Map.entry("organiser2", List.of("organiser")),       // another tournament's organiser (access tests)
                Map.entry("viewer", List.of("viewer")));
    }

    @Test
    void clients() throws Exception {
        Map<String, JsonNode> clients = new LinkedHashMap<>();
        realm().path("clients").forEach(c -> clients.put(c.get("clientId").asText(), c));
        assertThat(clients).containsOnlyKeys("arbiter-web", "arbiter-services", "arbiter-accounts");
        JsonNode web = clients.get("arbiter-web");
        assertThat(web.get("publicClient").asBoolean()).isTrue();
        assertThat(web.get("directAccessGrantsEnabled").asBoolean()).isTrue();
        assertThat(texts(web.get("redirectUris"))).containsExactly("http://127.0.0.1:*", "http://localhost:*");
        assertThat(texts(web.get("webOrigins"))).containsExactly("http://127.0.0.1:8085", "http://localhost:8085");
        JsonNode services = clients.get("arbiter-services");
        assertThat(services.get("publicClient").asBoolean()).isFalse();
        assertThat(services.get("secret").asText()).isEqualTo(KeycloakTestResource.CLIENT_SECRET);
        assertThat(services.get("serviceAccountsEnabled").asBoolean()).isTrue();
        assertThat(services.get("directAccessGrantsEnabled").asBoolean()).isTrue();
        // the organiser's logins are made by this client's service account, which may manage users and nothing else
        JsonNode accounts = clients.get("arbiter-accounts");
        assertThat(accounts.get("publicClient").asBoolean()).isFalse();
        assertThat(accounts.get("serviceAccountsEnabled").asBoolean()).isTrue();
        assertThat(accounts.get("standardFlowEnabled").asBoolean()).isFalse();
        assertThat(accounts.get("directAccessGrantsEnabled").asBoolean()).isFalse();
        JsonNode serviceAccount = null;
        for (JsonNode user : realm().path("users")) {
            if ("arbiter-accounts".equals(user.path("serviceAccountClientId").asText())) {
                serviceAccount = user;
            }
        }
        assertThat(serviceAccount).isNotNull();
        assertThat(serviceAccount.path("realmRoles")).isEmpty();
        assertThat(texts(serviceAccount.path("clientRoles").path("realm-management")))
                .containsExactly("manage-users", "view-users");
        assertThat(serviceAccount.path("clientRoles").size()).isEqualTo(1);
    }
}
