package org.arbiter.stream.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.arbiter.stream.consumer.Failures;
import org.arbiter.stream.refusal.Refusal;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Every service's failures as the one {@link ApiError} body: a domain {@link Refusal} with the status of its kind,
 * malformed JSON as {@code MALFORMED_COMMAND}, the framework's own 4xx with a code, a store or broker that is away
 * as a 503 {@code SERVICE_UNAVAILABLE} with {@code Retry-After} ({@link #unavailable}), anything else as a 500 that
 * says nothing was stored. Found by every service through this module's bean archive.
 */
public class ErrorMappers {

    private static final Logger LOG = Logger.getLogger(ErrorMappers.class);

    public static final String UNAUTHORIZED = "UNAUTHORIZED";
    public static final String SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE";
    /** The seconds of every 503's {@code Retry-After}: a client waits this long and a random part of it again. */
    public static final int RETRY_AFTER_SECONDS = 1;

    /** The HTTP status of a kind of refusal. */
    public static int status(Refusal.Kind kind) {
        return switch (kind) {
            case MALFORMED -> 400;
            case NOT_PERMITTED -> 403;
            case NOT_FOUND -> 404;
            case CONFLICT -> 409;
            case FORBIDDEN_BY_RULES -> 422;
        };
    }

    @ServerExceptionMapper
    public Response refused(Refusal e) {
        return json(status(e.kind()), new ApiError(e.code(), e.rule(), e.getMessage()));
    }

    /** A body without a declared length found too large while it was read ({@link CountedBody}): as a declared one. */
    @ServerExceptionMapper
    public Response tooLarge(BodyLimit.TooLarge e) {
        return Response.status(413).type(MediaType.APPLICATION_JSON).header("Connection", "close").entity(BodyLimit.ERROR).build();
    }

    /** Malformed JSON; or a body record that checks itself refused while it was read: that refusal. */
    @ServerExceptionMapper
    public Response malformedJson(JsonProcessingException e) {
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
            if (cause instanceof Refusal refusal) {
                return refused(refusal);
            }
        }
        return json(400, new ApiError("MALFORMED_COMMAND", null, "malformed JSON: " + e.getOriginalMessage()));
    }

    /** A body of the wrong shape for a typed record: the same body as any malformed JSON, not the framework's own. */
    @ServerExceptionMapper
    public Response mismatchedJson(com.fasterxml.jackson.databind.exc.MismatchedInputException e) {
        return malformedJson(e);
    }

    @ServerExceptionMapper
    public Response web(WebApplicationException e) {
        if (e.getCause() instanceof JsonProcessingException json) {
            return malformedJson(json);
        }
        int status = e.getResponse().getStatus();
        String code = switch (status) {
            case 400 -> "MALFORMED_COMMAND";
            case 401 -> UNAUTHORIZED;
            case 403 -> "FORBIDDEN";
            case 404 -> "NOT_FOUND";
            case 405 -> "METHOD_NOT_ALLOWED";
            case 406, 415 -> "UNSUPPORTED_MEDIA_TYPE";
            default -> "HTTP_" + status;
        };
        return json(status, new ApiError(code, null, e.getMessage()));
    }

    /** A role missing (not the domain's refusal): the same body. */
    @ServerExceptionMapper
    public Response forbidden(ForbiddenException e) {
        return json(403, new ApiError("FORBIDDEN", null, "the caller's roles do not allow this"));
    }

    /**
     * No token, or one that does not verify: 401 with the same body and the bearer challenge (RFC 6750). A token
     * that fails verification is mapped here too, proactive authentication reporting it to the REST layer.
     */
    @ServerExceptionMapper({UnauthorizedException.class, AuthenticationFailedException.class})
    public Response unauthorized(RuntimeException e) {
        return Response.status(401).type(MediaType.APPLICATION_JSON).header("WWW-Authenticate", "Bearer")
                .entity(new ApiError(UNAUTHORIZED, null, "a valid bearer token is required")).build();
    }

    /**
     * Any other failure. One that is the machinery's, not the request's ({@link Failures#passing}: PostgreSQL or the
     * broker away, a connection closed or refused, no connection free in time, a SQLSTATE of class 08, 40, 53, 55, 57
     * or 58) is a 503 that says when to try again; the rest is a 500. Any throwable: a refused connection reaches the REST
     * layer as a checked {@code ConnectException}, "Pool closed" as Vert.x's {@code NoStackTraceThrowable}, no exception.
     */
    @ServerExceptionMapper
    public Response unexpected(Throwable e) {
        if (Failures.passing(e)) {
            LOG.warnf("a store or broker is away: %s", Failures.reason(e));
            return unavailable("a store or broker is away for the moment; send the request again after Retry-After"
                    + " (a command with a commandId is applied once)");
        }
        LOG.error("unexpected failure", e);
        return json(500, new ApiError("INTERNAL_ERROR", null, "unexpected failure; nothing was stored"));
    }

    /** The one 503: {@code SERVICE_UNAVAILABLE} in the one body, with {@code Retry-After: }{@value #RETRY_AFTER_SECONDS}. */
    public static Response unavailable(String message) {
        return Response.status(503).type(MediaType.APPLICATION_JSON).header("Retry-After", RETRY_AFTER_SECONDS)
                .entity(unavailableBody(message)).build();
    }

    /** The body of {@link #unavailable}, for an answer written below the REST layer. */
    public static ApiError unavailableBody(String message) {
        return new ApiError(SERVICE_UNAVAILABLE, null, message);
    }

    private static Response json(int status, ApiError body) {
        return Response.status(status).type(MediaType.APPLICATION_JSON).entity(body).build();
    }
}
