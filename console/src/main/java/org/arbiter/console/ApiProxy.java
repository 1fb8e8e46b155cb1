package org.arbiter.console;

import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Forwards {@code /api/**} and {@code /overlay/**} to the service that owns the path ({@link ServiceRoutes}), streaming
 * both bodies (the services' SSE feeds too), and serves {@code /config.json}: where the browser logs in. With
 * {@code console.keycloak-url} set (the venue, docs/venue.md) it also forwards the realm's browser paths
 * ({@code /realms/<realm>/**} and the themes' {@code /resources/**}) to Keycloak on loopback, with the
 * {@code X-Forwarded-*} headers: sign-in is on the console's own origin, and Keycloak's admin console and master realm
 * stay off the network.
 */
@ApplicationScoped
public class ApiProxy {

    /** Hop-by-hop headers (RFC 9110 §7.6.1) and the host, which the client sets for the target. */
    private static final Set<String> NOT_FORWARDED = Set.of("connection", "keep-alive", "proxy-connection",
            "transfer-encoding", "te", "trailer", "upgrade", "host");

    @Inject
    Vertx vertx;

    @Inject
    ServiceRoutes routes;

    private HttpClient client;

    void routes(@Observes Router router) {
        client = vertx.createHttpClient(new HttpClientOptions().setConnectTimeout(5_000).setIdleTimeout(120));
        router.route("/api/*").order(-100).handler(ctx -> forward(ctx, routes.baseUrlFor(ctx.request().path()), false));
        router.route("/overlay/*").order(-100).handler(ctx -> forward(ctx, routes.baseUrlFor(ctx.request().path()), false));
        routes.keycloakUrl().ifPresent(keycloak -> {
            router.routeWithRegex("^" + Pattern.quote(routes.realmPath()) + "(/.*)?$").order(-100)
                    .handler(ctx -> forward(ctx, keycloak, true));
            router.route("/resources/*").order(-100).handler(ctx -> forward(ctx, keycloak, true));
        });
        router.get("/config.json").order(-100).handler(ctx -> ctx.response()
                .putHeader("Content-Type", "application/json")
                .putHeader("Cache-Control", "no-store")
                .end(new JsonObject().put("issuer", routes.issuer()).put("clientId", routes.clientId()).encode()));
    }

    private void forward(RoutingContext ctx, String baseUrl, boolean forwardedHeaders) {
        HttpServerRequest in = ctx.request();
        in.pause();
        MultiMap headers = MultiMap.caseInsensitiveMultiMap();
        copy(in.headers(), headers);
        if (forwardedHeaders) {
            headers.set("X-Forwarded-Proto", in.scheme());
            int port = in.authority().port() > 0 ? in.authority().port() : in.isSSL() ? 443 : 80;
            headers.set("X-Forwarded-Host", in.authority().host() + ":" + port);
            headers.set("X-Forwarded-Port", Integer.toString(port));
            headers.set("X-Forwarded-For", in.remoteAddress().hostAddress());
        }
        RequestOptions options = new RequestOptions()
                .setMethod(in.method())
                .setAbsoluteURI(baseUrl + in.uri())
                .setHeaders(headers);
        client.request(options)
                .compose(out -> out.send(in))
                .onSuccess(answer -> {
                    HttpServerResponse response = ctx.response().setStatusCode(answer.statusCode());
                    copy(answer.headers(), response.headers());
                    if (!answer.headers().contains("Content-Length")) {
                        response.setChunked(true);
                    }
                    answer.pipeTo(response);
                })
                .onFailure(e -> {
                    if (!ctx.response().headWritten()) {
                        ctx.response().setStatusCode(502).putHeader("Content-Type", "application/json")
                                .end(new JsonObject().put("error", "SERVICE_UNAVAILABLE")
                                        .put("message", String.valueOf(e.getMessage())).encode());
                    } else {
                        ctx.response().reset();
                    }
                });
    }

    private static void copy(MultiMap from, MultiMap to) {
        from.forEach(header -> {
            if (!NOT_FORWARDED.contains(header.getKey().toLowerCase())) {
                to.add(header.getKey(), header.getValue());
            }
        });
    }
}
