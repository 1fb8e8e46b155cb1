package org.arbiter.rating.api;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import jakarta.annotation.security.PermitAll;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import org.arbiter.rating.projection.StandingsFeed;
import org.arbiter.rating.projection.StandingsMessage;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** A tournament's standings: a JSON snapshot and an SSE feed (public, no token). */
@Path("/api/tournaments/{id}/standings")
@PermitAll
public class StandingsResource {

    @Inject
    StandingsFeed feed;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @APIResponse(responseCode = "200", description = "the standings now (version 0 and no rows before anything counted)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = StandingsMessage.class)))
    public Uni<String> snapshot(@PathParam("id") String id) {
        return feed.current(id);
    }

    /**
     * Server-Sent Events, each named {@code standings} with the version as its id and the full table as data.
     * Without {@code Last-Event-ID} the first message is the current snapshot; with it, every stored version after
     * that id in order; then each new version. Versions are never skipped or repeated on one connection.
     */
    @GET
    @Path("/stream")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @APIResponse(responseCode = "200", description = "events named standings, id = version, data = a StandingsMessage",
            content = @Content(mediaType = MediaType.SERVER_SENT_EVENTS, schema = @Schema(implementation = StandingsMessage.class)))
    public Multi<OutboundSseEvent> stream(@PathParam("id") String id, @HeaderParam("Last-Event-ID") String lastEventId,
            @Context Sse sse) {
        return feed.messages(id, parse(lastEventId)).map(p -> sse.newEventBuilder().id(Long.toString(p.version()))
                .name("standings").mediaType(MediaType.TEXT_PLAIN_TYPE).data(String.class, p.json()).build());
    }

    private static Long parse(String lastEventId) {
        if (lastEventId == null || lastEventId.isBlank()) {
            return null;
        }
        try {
            return Long.parseLong(lastEventId.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
