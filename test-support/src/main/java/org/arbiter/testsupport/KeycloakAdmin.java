package org.arbiter.testsupport;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

/**
 * Keycloak's admin REST API, as far as tests need it: a web app started on a port chosen at run time is allowed as a
 * client's web origin (Keycloak's {@code +} does not expand the realm's wildcard-port redirect URIs into origins, so
 * the browser's token request would fail CORS); a user beyond the realm's demo users (a third judge, a player who
 * protests) is added, or one is removed.
 */
public final class KeycloakAdmin {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private KeycloakAdmin() {
    }

    /** Adds {@code origin} (e.g. {@code http://127.0.0.1:41234}) to the web origins of {@code clientId} in the realm. */
    public static void allowWebOrigin(RealKeycloak keycloak, String clientId, String origin) {
        updateClient(keycloak, clientId, client -> addOnce(client.withArray("webOrigins"), origin));
    }

    /** Adds {@code origin} to the web origins of {@code clientId} and {@code origin/*} to its redirect URIs. */
    public static void allowOrigin(RealKeycloak keycloak, String clientId, String origin) {
        updateClient(keycloak, clientId, client -> {
            addOnce(client.withArray("webOrigins"), origin);
            addOnce(client.withArray("redirectUris"), origin + "/*");
        });
    }

    private static void addOnce(ArrayNode values, String value) {
        for (JsonNode present : values) {
            if (present.asText().equals(value)) {
                return;
            }
        }
        values.add(value);
    }

    private static void updateClient(RealKeycloak keycloak, String clientId, java.util.function.Consumer<ObjectNode> change) {
        try {
            String token = adminToken(keycloak);
            String clients = keycloak.baseUrl() + "/admin/realms/" + RealKeycloak.REALM + "/clients";
            ObjectNode client = findOne(token, clients, "clientId=", clientId);
            change.accept(client);
            send(HttpRequest.newBuilder(URI.create(clients + "/" + client.get("id").asText()))
                    .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                    .PUT(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(client))).build(), 204);
        } catch (IOException e) {
            throw new IllegalStateException("Keycloak admin API failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * Adds user {@code username} (his password his name, his profile complete, so neither a token request nor the sign-in
     * page asks for more) with the realm roles {@code roles}.
     */
    public static void addUser(RealKeycloak keycloak, String username, String... roles) {
        try {
            String token = adminToken(keycloak);
            String realm = keycloak.baseUrl() + "/admin/realms/" + RealKeycloak.REALM;
            ObjectNode user = JSON.createObjectNode().put("username", username).put("enabled", true)
                    .put("email", username + "@arbiter.local").put("emailVerified", true)
                    .put("firstName", username).put("lastName", "Test");
            user.putArray("credentials").addObject().put("type", "password").put("value", username).put("temporary", false);
            HttpResponse<String> created = HTTP.send(HttpRequest.newBuilder(URI.create(realm + "/users"))
                    .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(user))).build(), HttpResponse.BodyHandlers.ofString());
            if (created.statusCode() != 201) {
                throw new IllegalStateException("POST " + realm + "/users answered " + created.statusCode() + ": " + created.body());
            }
            String location = created.headers().firstValue("Location").orElseThrow();
            ArrayNode mapped = JSON.createArrayNode();
            for (String role : roles) {
                mapped.add(JSON.readTree(send(HttpRequest.newBuilder(URI.create(realm + "/roles/" + role))
                        .header("Authorization", "Bearer " + token).GET().build(), 200)));
            }
            if (!mapped.isEmpty()) {
                send(HttpRequest.newBuilder(URI.create(location + "/role-mappings/realm"))
                        .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(mapped))).build(), 204);
            }
        } catch (IOException e) {
            throw new IllegalStateException("Keycloak admin API failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Removes user {@code username} from the realm. */
    public static void deleteUser(RealKeycloak keycloak, String username) {
        onUser(keycloak, username, (token, user) -> HttpRequest.newBuilder(URI.create(user))
                .header("Authorization", "Bearer " + token).DELETE().build());
    }

    /** Ends every session of user {@code username} (as an administrator would): his refresh tokens are refused from now on. */
    public static void endSessions(RealKeycloak keycloak, String username) {
        onUser(keycloak, username, (token, user) -> HttpRequest.newBuilder(URI.create(user + "/logout"))
                .header("Authorization", "Bearer " + token).POST(HttpRequest.BodyPublishers.noBody()).build());
    }

    /** Finds user {@code username} and sends the request {@code action} makes of an admin token and his URL (204 expected). */
    private static void onUser(RealKeycloak keycloak, String username,
            java.util.function.BiFunction<String, String, HttpRequest> action) {
        try {
            String token = adminToken(keycloak);
            String users = keycloak.baseUrl() + "/admin/realms/" + RealKeycloak.REALM + "/users";
            send(action.apply(token, users + "/" + findOne(token, users, "exact=true&username=", username).get("id").asText()), 204);
        } catch (IOException e) {
            throw new IllegalStateException("Keycloak admin API failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The one entry of the admin API's {@code collection} whose {@code query} (a field and =) is {@code value}. */
    private static ObjectNode findOne(String token, String collection, String query, String value)
            throws IOException, InterruptedException {
        JsonNode found = JSON.readTree(send(HttpRequest.newBuilder(URI.create(collection + "?" + query
                + URLEncoder.encode(value, StandardCharsets.UTF_8))).header("Authorization", "Bearer " + token)
                .GET().build(), 200));
        if (found.size() != 1) {
            throw new IllegalStateException("Not one " + value + " in " + collection + ": " + found.size());
        }
        return (ObjectNode) found.get(0);
    }

    private static String adminToken(RealKeycloak keycloak) throws IOException, InterruptedException {
        String form = "grant_type=password&client_id=admin-cli&username=" + RealKeycloak.ADMIN_USER + "&password="
                + RealKeycloak.ADMIN_PASSWORD;
        String body = send(HttpRequest.newBuilder(URI.create(keycloak.baseUrl()
                        + "/realms/master/protocol/openid-connect/token"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), 200);
        return JSON.readTree(body).get("access_token").asText();
    }

    private static String send(HttpRequest request, int expected) throws IOException, InterruptedException {
        HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != expected) {
            throw new IllegalStateException(request.method() + " " + request.uri() + " answered "
                    + response.statusCode() + ": " + response.body());
        }
        return response.body();
    }
}
