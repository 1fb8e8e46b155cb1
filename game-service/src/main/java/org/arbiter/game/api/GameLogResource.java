package org.arbiter.game.api;

import io.quarkus.security.identity.SecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.arbiter.game.domain.AuditLogs;
import org.arbiter.game.domain.GameLog;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** A game's audit log (docs/organiser.md "Audit") for its judge, chief judges and organisers; the JSON is the export. */
@Path("/api/games/{gameId}/log")
@Produces(MediaType.APPLICATION_JSON)
public class GameLogResource {

    @Inject
    AuditLogs logs;

    @Inject
    SecurityIdentity identity;

    @GET
    @RolesAllowed({"judge", "chief-judge", "organiser"})
    @APIResponse(responseCode = "200", description = "every event with actor and time, undone ones marked, amendments with "
            + "the result before and after", content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = GameLog.class)))
    @APIResponse(responseCode = "403", description = "FORBIDDEN: not the game's judge, a chief judge or an organiser")
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown game")
    public Uni<String> game(@PathParam("gameId") String gameId) {
        return logs.game(gameId, Callers.of(identity)).map(Bodies::json);
    }
}
