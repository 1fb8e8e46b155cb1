package org.arbiter.console;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.net.URI;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Which service answers an {@code /api/**} path (and rating-service's overlay pages, {@code /overlay/**}): the console
 * proxies every call there, so the browser and OBS talk to one origin. game-service takes everything no other service
 * owns.
 */
@ConfigMapping(prefix = "console")
public interface ServiceRoutes {

    Pattern SCORING = Pattern.compile("^/api/games/[^/]+/score$");
    Pattern PROTOCOL = Pattern.compile("^/api/(games/[^/]+/(protocol|protocol\\.pdf|protests)|tournaments/[^/]+/protests"
            + "|tournaments/[^/]+/stages/[^/]+/(rounds/[^/]+/)?protocols\\.pdf)(/.*)?$");
    /** Standings (and their files), the board, a table's overlay feed and view, the broadcast delay, the overlay pages. */
    Pattern RATING = Pattern.compile("^(/api/tournaments/[^/]+/(standings|standings\\.(csv|xlsx|pdf)|board|broadcast-delay)(/.*)?"
            + "|/api/games/[^/]+/(stream|table)|/overlay(/.*)?)$");

    /** game-service's base URL. */
    @WithDefault("http://127.0.0.1:8081")
    String gameServiceUrl();

    @WithDefault("http://127.0.0.1:8082")
    String scoringServiceUrl();

    @WithDefault("http://127.0.0.1:8083")
    String protocolServiceUrl();

    @WithDefault("http://127.0.0.1:8084")
    String ratingServiceUrl();

    /** The Keycloak realm the browser logs in to (its issuer URL). */
    @WithDefault("http://127.0.0.1:58180/realms/arbiter")
    String issuer();

    /**
     * Keycloak on loopback ({@code http://127.0.0.1:58180}) when the console serves the realm's browser paths on its own
     * origin (the venue); unset, the browser goes to the issuer directly.
     */
    Optional<String> keycloakUrl();

    /** The issuer's path, {@code /realms/arbiter}: what the console forwards to {@link #keycloakUrl()}. */
    default String realmPath() {
        return URI.create(issuer()).getPath().replaceAll("/+$", "");
    }

    /** The public client of the web app (authorization code + PKCE). */
    @WithDefault("arbiter-web")
    String clientId();

    /** The base URL of the service that answers {@code path}. */
    default String baseUrlFor(String path) {
        if (SCORING.matcher(path).matches()) {
            return scoringServiceUrl();
        }
        if (PROTOCOL.matcher(path).matches()) {
            return protocolServiceUrl();
        }
        if (RATING.matcher(path).matches()) {
            return ratingServiceUrl();
        }
        return gameServiceUrl();
    }
}
