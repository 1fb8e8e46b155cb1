package org.arbiter.protocol.api;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.arbiter.protocol.domain.ProtestException;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Refusals as {@code {"error", "rule", "message"}} with their status. */
public class ErrorMappers {

    @ServerExceptionMapper
    public Response refused(ProtestException e) {
        return Response.status(e.status()).type(MediaType.APPLICATION_JSON)
                .entity(new ApiError(e.code(), e.rule(), e.getMessage())).build();
    }
}
