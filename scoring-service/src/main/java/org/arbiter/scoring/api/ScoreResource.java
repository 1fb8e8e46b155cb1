package org.arbiter.scoring.api;

import io.smallrye.mutiny.Uni;
import jakarta.annotation.security.PermitAll;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.scoring.store.SheetStore;
import org.arbiter.stream.refusal.Refusal;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/**
 * docs/rules/TABLE-API.md "Reading": a game's score sheet, the same JSON as its latest message on game-scores. Public:
 * a sheet exists only once the game ended, when roles may be shown.
 */
@Path("/api/games")
@Produces(MediaType.APPLICATION_JSON)
public class ScoreResource {

    @Inject
    SheetStore sheets;

    @GET
    @Path("/{gameId}/score")
    @PermitAll
    @APIResponse(responseCode = "200", description = "the game's latest score sheet, as on game-scores",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ScoreSheet.class)))
    @APIResponse(responseCode = "404", description = "no sheet: an unknown game, or one not ended yet")
    public Uni<Response> score(@PathParam("gameId") String gameId) {
        return sheets.find(gameId).map(sheet -> sheet
                .map(json -> Response.ok(json, MediaType.APPLICATION_JSON_TYPE).build())
                .orElseThrow(() -> Refusal.notFound("NOT_FOUND", "no score sheet for game " + gameId
                        + " (unknown, or not ended yet)")));
    }
}
