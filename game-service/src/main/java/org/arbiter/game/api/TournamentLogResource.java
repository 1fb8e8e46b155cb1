package org.arbiter.game.api;

import io.smallrye.mutiny.Uni;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.arbiter.game.domain.AuditLogs;
import org.arbiter.game.domain.TournamentLog;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/**
 * A tournament's audit log (docs/organiser.md "Audit"), filtered by table, judge and event type, for chief judges and
 * organisers; the JSON is the export.
 */
@Path("/api/tournaments/{tournamentId}/log")
@Produces(MediaType.APPLICATION_JSON)
public class TournamentLogResource {

    @Inject
    AuditLogs logs;

    @GET
    @RolesAllowed({"chief-judge", "organiser"})
    @APIResponse(responseCode = "200", description = "the tournament's games' entries that pass the filter, by time",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = TournamentLog.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_COMMAND: an unknown event type, offset or limit out of range")
    @APIResponse(responseCode = "403", description = "FORBIDDEN: neither a chief judge nor an organiser")
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament")
    public Uni<String> tournament(@PathParam("tournamentId") String tournamentId,
            @Parameter(description = "only this table's games") @QueryParam("table") Integer table,
            @Parameter(description = "only the games this judge (username) judges") @QueryParam("judge") String judge,
            @Parameter(description = "only events of these types (repeatable), e.g. FoulGiven") @QueryParam("type") List<String> types,
            @QueryParam("offset") @DefaultValue("0") int offset,
            @Parameter(description = "entries at most, 1-5000") @QueryParam("limit") @DefaultValue("1000") int limit) {
        return logs.tournament(tournamentId, table, judge == null || judge.isBlank() ? null : judge,
                types == null ? List.of() : types, offset, limit).map(Bodies::json);
    }
}
