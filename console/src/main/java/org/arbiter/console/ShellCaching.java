package org.arbiter.console;

import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * How long a browser keeps the web app's files. Quarkus serves every static file {@code public, immutable,
 * max-age=86400} ({@code quarkus.http.static-resources.max-age}); that suits the hashed files under {@code /assets/},
 * whose name changes with their content, but it kept {@code index.html}, the service worker and the manifest on a
 * tablet for a day after a new release. Those are answered {@code no-cache} instead: the browser asks again each
 * time (a 304 when nothing changed), so a release reaches the tablets at their next load.
 */
@ApplicationScoped
public class ShellCaching {

    static final String HASHED = "/assets/";

    void routes(@Observes Router router) {
        router.route().order(-200).handler(this::mark);
    }

    private void mark(RoutingContext ctx) {
        String path = ctx.normalizedPath();
        if (!path.startsWith(HASHED)) {
            ctx.addHeadersEndHandler(v -> {
                HttpServerResponse response = ctx.response();
                String caching = response.headers().get("Cache-Control");
                if (caching != null && caching.contains("immutable")) {
                    response.headers().set("Cache-Control", "no-cache");
                }
                if (path.endsWith(".webmanifest") && !response.headers().contains("Content-Type")) {
                    response.headers().set("Content-Type", "application/manifest+json");
                }
            });
        }
        ctx.next();
    }
}
