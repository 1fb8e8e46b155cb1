package org.arbiter.stream.api;

import io.vertx.core.http.HttpHeaders;
import io.vertx.core.json.Json;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * A request body is at most 64 KiB (docs/rules/TABLE-API.md "Error codes"): a larger one is answered 413 with the
 * one error body ({@code BODY_TOO_LARGE}) and the connection is closed (the rest of the body is not read). A declared
 * length decides here, before anything reads the body (route order -3, before Quarkus's own check, which would answer
 * 413 without a body); a body without one (chunked) is counted as it is read ({@link CountedBody}). Quarkus's own
 * {@code quarkus.http.limits.max-body-size} stays at its default (10 MiB), an outer bound these two reach first.
 */
@ApplicationScoped
public class BodyLimit {

    public static final long MAX_BYTES = 64 * 1024;
    public static final String CODE = "BODY_TOO_LARGE";

    /** The body of every 413. */
    static final ApiError ERROR = new ApiError(CODE, null, "a request body is at most " + MAX_BYTES + " bytes");

    void routes(@Observes Router router) {
        router.route().order(-3).handler(BodyLimit::check);
    }

    static void check(RoutingContext context) {
        String declared = context.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        if (declared == null || length(declared) <= MAX_BYTES) {
            context.next();
            return;
        }
        context.response().setStatusCode(413)
                .putHeader(HttpHeaders.CONTENT_TYPE, "application/json")
                .putHeader(HttpHeaders.CONNECTION, "close")
                .end(Json.encode(ERROR));
    }

    /** The declared length; one that is not a number counts as too large. */
    private static long length(String declared) {
        try {
            return Long.parseLong(declared.trim());
        } catch (NumberFormatException e) {
            return Long.MAX_VALUE;
        }
    }

    /** A body found larger than {@link #MAX_BYTES} while it was read; answered 413 by {@link ErrorMappers#tooLarge}. */
    public static final class TooLarge extends RuntimeException {
        TooLarge() {
            super(ERROR.message(), null, false, false);
        }
    }
}
