package org.arbiter.rating.api;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import org.arbiter.events.EventJson;
import org.arbiter.rating.table.TableFeed;
import org.arbiter.rating.table.TableView;
import org.arbiter.stream.refusal.Refusal;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** The overlays' live table feed (public, after the tournament's broadcast delay) and the delay setting. */
@Path("/api")
public class TableResource {

    @Inject
    TableFeed feed;

    /** SSE: the released view now, then each released view; named {@code table}, id = the view's last event seq. */
    @GET
    @Path("/games/{id}/stream")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @PermitAll
    @APIResponse(responseCode = "200", description = "events named table, id = the view's last seq, data = a TableView",
            content = @Content(mediaType = MediaType.SERVER_SENT_EVENTS, schema = @Schema(implementation = TableView.class)))
    public Multi<OutboundSseEvent> stream(@PathParam("id") String gameId, @Context Sse sse) {
        return feed.stream(gameId).map(v -> sse.newEventBuilder().id(Long.toString(v.seq())).name("table")
                .mediaType(MediaType.TEXT_PLAIN_TYPE).data(String.class, json(v)).build());
    }

    /** The released view now (404 when nothing is released yet). */
    @GET
    @Path("/games/{id}/table")
    @Produces(MediaType.APPLICATION_JSON)
    @PermitAll
    @APIResponse(responseCode = "200", description = "the released view",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = TableView.class)))
    @APIResponse(responseCode = "404", description = "nothing released yet")
    public Uni<String> table(@PathParam("id") String gameId) {
        return feed.current(gameId).onItem().ifNull().failWith(() -> Refusal.notFound("NOT_FOUND",
                        "nothing of game " + gameId + " is released yet"))
                .map(TableResource::json);
    }

    /** The events' mapper: fields without a value (a role before the end) are left out, not written as null. */
    static String json(TableView view) {
        try {
            return EventJson.MAPPER.writeValueAsString(view);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    public record Delay(int seconds) {
    }

    @GET
    @Path("/tournaments/{id}/broadcast-delay")
    @Produces(MediaType.APPLICATION_JSON)
    @PermitAll
    public Delay delay(@PathParam("id") String tournamentId) {
        return new Delay(feed.delayOf(tournamentId));
    }

    /** Sets the table feed's broadcast delay of a tournament (0–3600 s); role organiser or chief-judge. */
    @PUT
    @Path("/tournaments/{id}/broadcast-delay")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed({"organiser", "chief-judge"})
    @APIResponse(responseCode = "200", description = "the delay set",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Delay.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_COMMAND: seconds outside 0-3600")
    public Uni<Delay> setDelay(@PathParam("id") String tournamentId, Delay delay) {
        if (delay == null || delay.seconds() < 0 || delay.seconds() > 3600) {
            throw Refusal.malformed("MALFORMED_COMMAND", "seconds: a whole number 0-3600");
        }
        return feed.setDelay(tournamentId, delay.seconds()).map(v -> new Delay(delay.seconds()));
    }
}
