package org.arbiter.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Gets real access tokens from Keycloak with the password grant of the public client {@code arbiter-web}:
 * {@code POST <issuer>/protocol/openid-connect/token}.
 */
public final class TokenClient {

    public static final String CLIENT_ID = "arbiter-web";

    private static final ObjectMapper JSON = new ObjectMapper();

    private final String issuerUrl;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** @param issuerUrl the realm URL, e.g. {@code http://127.0.0.1:58180/realms/arbiter} */
    public TokenClient(String issuerUrl) {
        this.issuerUrl = issuerUrl.endsWith("/") ? issuerUrl.substring(0, issuerUrl.length() - 1) : issuerUrl;
    }

    /** The token endpoint of the realm. */
    public String tokenEndpoint() {
        return issuerUrl + "/protocol/openid-connect/token";
    }

    /** The access token of a demo user whose password equals the user name. */
    public String accessToken(String username) {
        return accessToken(username, username);
    }

    /** The access token (a signed JWT) for these credentials; a refusal throws {@link TokenRequestFailed}. */
    public String accessToken(String username, String password) {
        HttpResponse<String> response = requestToken(username, password);
        if (response.statusCode() != 200) {
            throw new TokenRequestFailed(response.statusCode(), response.body());
        }
        try {
            return JSON.readTree(response.body()).get("access_token").asText();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The raw answer of the token endpoint to a password grant: 200 with a token; for a wrong password Keycloak
     * 26.7 answers 400 {@code {"error":"invalid_grant","error_description":"Invalid user credentials"}}.
     */
    public HttpResponse<String> requestToken(String username, String password) {
        return post(Map.of("grant_type", "password", "client_id", CLIENT_ID, "username", username,
                "password", password, "scope", "openid"));
    }

    /** The raw answer to a refresh grant: 200 with new tokens while the session lives, 400 once it is gone. */
    public HttpResponse<String> refresh(String refreshToken) {
        return post(Map.of("grant_type", "refresh_token", "client_id", CLIENT_ID, "refresh_token", refreshToken));
    }

    /** A service token (client credentials grant), e.g. for {@code arbiter-services}; refusal throws. */
    public String clientCredentialsToken(String clientId, String secret) {
        HttpResponse<String> response = requestClientCredentials(clientId, secret);
        if (response.statusCode() != 200) {
            throw new TokenRequestFailed(response.statusCode(), response.body());
        }
        try {
            return JSON.readTree(response.body()).get("access_token").asText();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The raw answer to a client credentials grant: 200 with a token, 401 for a wrong secret. */
    public HttpResponse<String> requestClientCredentials(String clientId, String secret) {
        return post(Map.of("grant_type", "client_credentials", "client_id", clientId, "client_secret", secret));
    }

    private HttpResponse<String> post(Map<String, String> fields) {
        String form = fields
                .entrySet().stream()
                .map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                        + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        HttpRequest request = HttpRequest.newBuilder(URI.create(tokenEndpoint()))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form))
                .build();
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException("Token request to " + tokenEndpoint() + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The claims of a JWT (payload decoded, signature not checked: for tests). */
    public static JsonNode claims(String jwt) {
        String[] parts = jwt.split("\\.");
        if (parts.length < 2) {
            throw new IllegalArgumentException("Not a JWT");
        }
        try {
            return JSON.readTree(Base64.getUrlDecoder().decode(parts[1]));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The roles of {@code realm_access.roles}, in token order. */
    public static List<String> realmRoles(String jwt) {
        List<String> roles = new ArrayList<>();
        claims(jwt).path("realm_access").path("roles").forEach(role -> roles.add(role.asText()));
        return roles;
    }

    /** The token endpoint refused the request. */
    public static final class TokenRequestFailed extends RuntimeException {
        private final int status;
        private final String body;

        public TokenRequestFailed(int status, String body) {
            super("Token endpoint answered " + status + ": " + body);
            this.status = status;
            this.body = body;
        }

        public int status() {
            return status;
        }

        public String body() {
            return body;
        }
    }
}
