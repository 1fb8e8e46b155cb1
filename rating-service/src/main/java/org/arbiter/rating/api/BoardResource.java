package org.arbiter.rating.api;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import jakarta.annotation.security.PermitAll;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.util.Locale;
import org.arbiter.events.game.Stage;
import org.arbiter.rating.board.BoardKey;
import org.arbiter.rating.board.BoardMessage;
import org.arbiter.rating.board.LiveBoard;
import org.arbiter.rating.store.Json;
import org.arbiter.stream.refusal.Refusal;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/**
 * The live board of a tournament's round, stage or whole tournament: one row per table (docs/organiser.md "The live
 * board"). Public, like the table feed it is made of: it carries no role and follows the broadcast delay.
 */
@Path("/api/tournaments/{id}/board")
@PermitAll
public class BoardResource {

    @Inject
    LiveBoard board;

    /** The board now (kind {@code snapshot}). */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @APIResponse(responseCode = "200", description = "the board now",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = BoardMessage.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_REQUEST: an unknown stage, a round below 1 or without a stage")
    public Uni<String> snapshot(@PathParam("id") String tournamentId,
            @Parameter(description = "QUALIFYING, SEMIFINAL or FINAL; none: every stage") @QueryParam("stage") String stage,
            @Parameter(description = "the round (1, 2, ...) of the stage; none: every round") @QueryParam("round") Integer round) {
        return board.current(key(tournamentId, stage, round)).map(Json::write);
    }

    /**
     * Server-Sent Events named {@code board}, id = the board's version: first the snapshot, then each change (the
     * changed rows). A reconnecting client gets a fresh snapshot.
     */
    @GET
    @Path("/stream")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @APIResponse(responseCode = "200", description = "events named board, id = version, data = a BoardMessage",
            content = @Content(mediaType = MediaType.SERVER_SENT_EVENTS, schema = @Schema(implementation = BoardMessage.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_REQUEST: an unknown stage, a round below 1 or without a stage")
    public Multi<OutboundSseEvent> stream(@PathParam("id") String tournamentId, @QueryParam("stage") String stage,
            @QueryParam("round") Integer round, @Context Sse sse) {
        BoardKey key = key(tournamentId, stage, round);
        return board.stream(key).map(m -> sse.newEventBuilder().id(Long.toString(m.version())).name("board")
                .mediaType(MediaType.TEXT_PLAIN_TYPE).data(String.class, Json.write(m)).build());
    }

    private static BoardKey key(String tournamentId, String stage, Integer round) {
        String stageName = null;
        if (stage != null && !stage.isBlank()) {
            try {
                stageName = Stage.valueOf(stage.trim().toUpperCase(Locale.ROOT)).name();
            } catch (IllegalArgumentException e) {
                throw Refusal.malformed("MALFORMED_REQUEST", "stage: QUALIFYING, SEMIFINAL, FINAL or FRIENDLY");
            }
        }
        if (round != null && (round < 1 || stageName == null)) {
            throw Refusal.malformed("MALFORMED_REQUEST", "round: 1 or more, with its stage");
        }
        return new BoardKey(tournamentId, stageName, round);
    }
}
