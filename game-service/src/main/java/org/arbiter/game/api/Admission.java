package org.arbiter.game.api;

import io.vertx.core.http.HttpHeaders;
import io.vertx.core.json.Json;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.concurrent.atomic.AtomicInteger;
import org.arbiter.stream.api.ErrorMappers;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * game-service sheds what it cannot serve (docs/reliability.md): at most {@code arbiter.admission.max-in-flight} requests of the
 * API are in the service at once, from their headers to their answer's end (or their connection's close); one more
 * is answered at once, before its body is read or anything is looked up or stored, 503 {@code SERVICE_UNAVAILABLE}
 * with {@code Retry-After} in the one error body. A round's first minute, when every judge of a big tournament deals at
 * once, then waits a second at the judges' tablets (the console's queue sends again after Retry-After with jitter)
 * instead of piling up in the service's heap. Health ({@code /q/...}) is never refused.
 */
@ApplicationScoped
public class Admission {

    static final String API = "/api/";

    @ConfigProperty(name = "arbiter.admission.max-in-flight")
    int limit;

    private final AtomicInteger inFlight = new AtomicInteger();

    void routes(@Observes Router router) {
        // after the body limit (-3): a body too large is refused before it takes a place
        router.route().order(-2).handler(this::admit);
    }

    void admit(RoutingContext context) {
        if (!context.request().path().startsWith(API)) {
            context.next();
            return;
        }
        if (inFlight.incrementAndGet() > limit) {
            inFlight.decrementAndGet();
            context.response().setStatusCode(503)
                    .putHeader(HttpHeaders.CONTENT_TYPE, "application/json")
                    .putHeader("Retry-After", Integer.toString(ErrorMappers.RETRY_AFTER_SECONDS))
                    .end(Json.encode(ErrorMappers.unavailableBody("game-service is serving as many requests as it can ("
                            + limit + "); send the request again after Retry-After")));
            return;
        }
        context.addEndHandler(ended -> inFlight.decrementAndGet());
        context.next();
    }

    /** The requests of the API in the service now. */
    public int inFlight() {
        return inFlight.get();
    }

    /** At most this many at once. */
    public int limit() {
        return limit;
    }
}
