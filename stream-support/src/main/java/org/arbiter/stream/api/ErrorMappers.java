package org.arbiter.stream.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.arbiter.stream.refusal.Refusal;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Every service's failures as the one {@link ApiError} body: a domain {@link Refusal} with the status of its kind,
 * malformed JSON as {@code MALFORMED_COMMAND}, the framework's own 4xx with a code, anything else as a 500 that
 * says nothing was stored. Found by every service through this module's bean archive.
 */
public class ErrorMappers {

    private static final Logger LOG = Logger.getLogger(ErrorMappers.class);

    public static final String UNAUTHORIZED = "UNAUTHORIZED";

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

    @ServerExceptionMapper
    public Response unexpected(RuntimeException e) {
        LOG.error("unexpected failure", e);
        return json(500, new ApiError("INTERNAL_ERROR", null, "unexpected failure; nothing was stored"));
    }

    private static Response json(int status, ApiError body) {
        return Response.status(status).type(MediaType.APPLICATION_JSON).entity(body).build();
    }
}
