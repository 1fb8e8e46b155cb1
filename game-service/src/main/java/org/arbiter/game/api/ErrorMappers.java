package org.arbiter.game.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Maps every failure to the contract's error body: 4xx with a stable code, never a bare 500 page. */
public class ErrorMappers {

    private static final Logger LOG = Logger.getLogger(ErrorMappers.class);

    @ServerExceptionMapper
    public Response api(ApiException e) {
        return json(e.status(), e.body());
    }

    @ServerExceptionMapper
    public Response malformedJson(JsonProcessingException e) {
        return json(400, new ApiError("MALFORMED_COMMAND", null, "malformed JSON: " + e.getOriginalMessage()));
    }

    @ServerExceptionMapper
    public Response web(WebApplicationException e) {
        int status = e.getResponse().getStatus();
        if (e.getCause() instanceof JsonProcessingException json) {
            return malformedJson(json);
        }
        String code = switch (status) {
            case 400 -> "MALFORMED_COMMAND";
            case 401 -> "UNAUTHORIZED";
            case 403 -> "FORBIDDEN";
            case 404 -> "NOT_FOUND";
            case 405 -> "METHOD_NOT_ALLOWED";
            case 406, 415 -> "UNSUPPORTED_MEDIA_TYPE";
            default -> "HTTP_" + status;
        };
        return json(status, new ApiError(code, null, e.getMessage()));
    }

    @ServerExceptionMapper
    public Response unexpected(RuntimeException e) {
        LOG.error("unexpected failure", e);
        return json(500, new ApiError("INTERNAL_ERROR", null, "unexpected failure; nothing was stored"));
    }

    static Response json(int status, Object body) {
        return Response.status(status).type(MediaType.APPLICATION_JSON).entity(body).build();
    }
}
