package org.arbiter.game.api;

import io.smallrye.mutiny.Uni;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.arbiter.game.domain.AwaitingAwards;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** A tournament's awards awaiting the chief judge's approval, for chief judges and organisers. */
@Path("/api/tournaments/{tournamentId}/awards/awaiting")
@Produces(MediaType.APPLICATION_JSON)
public class AwaitingAwardsResource {

    @Inject
    AwaitingAwards awards;

    @GET
    @RolesAllowed({"chief-judge", "organiser"})
    @APIResponse(responseCode = "200", description = "every game of the tournament whose award in force awaits approval, "
            + "by round and table", content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(type = SchemaType.ARRAY, implementation = AwaitingAwards.AwaitingAward.class)))
    @APIResponse(responseCode = "403", description = "FORBIDDEN: neither a chief judge nor an organiser")
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament")
    public Uni<List<AwaitingAwards.AwaitingAward>> awaiting(@PathParam("tournamentId") String tournamentId) {
        return awards.of(tournamentId);
    }
}
