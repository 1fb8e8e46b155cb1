package org.arbiter.game.api;

import io.quarkus.security.identity.SecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.arbiter.game.domain.Rounds;
import org.arbiter.game.domain.StageBodies;
import org.arbiter.game.domain.StageSeater;
import org.arbiter.game.domain.TableJudges;
import org.arbiter.game.domain.StageSeating;
import org.arbiter.game.domain.SolvedSeating;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** A stage of a tournament (docs/organiser.md): its seating, and its rounds published as games. */
@Path("/api/tournaments/{tournamentId}/stages/{stage}")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class StageResource {

    @Inject
    Rounds rounds;

    @Inject
    StageSeater seater;

    @Inject
    TableJudges judges;

    @Inject
    SecurityIdentity identity;

    @PUT
    @Path("/seating")
    @RolesAllowed({"organiser", "chief-judge"})
    @APIResponse(responseCode = "200", description = "stored in place of the stage's seating before",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = StageSeating.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_COMMAND")
    @APIResponse(responseCode = "403", description = "FORBIDDEN: neither the tournament's organiser nor a chief judge")
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament")
    @APIResponse(responseCode = "409", description = "STAGE_PUBLISHED: a round of the stage is published")
    @APIResponse(responseCode = "422", description = "UNKNOWN_STAGE, UNREGISTERED_PLAYER, INVALID_SEATING (rounds 1..R, seats 1-10, "
            + "a player once a round)")
    public Uni<StageSeating> seat(@PathParam("tournamentId") String tournamentId, @PathParam("stage") String stage,
            @RequestBody(required = true) StageSeating body) {
        return rounds.seat(tournamentId, stage, body, Callers.of(identity));
    }

    @POST
    @Path("/seating/solve")
    @RolesAllowed({"organiser", "chief-judge"})
    @APIResponse(responseCode = "200", description = "seated by the solver and stored in place of the stage's seating before",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = SolvedSeating.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_COMMAND")
    @APIResponse(responseCode = "403", description = "FORBIDDEN: neither the tournament's organiser nor a chief judge")
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament")
    @APIResponse(responseCode = "409", description = "STAGE_PUBLISHED: a round of the stage is published")
    @APIResponse(responseCode = "422", description = "UNKNOWN_STAGE, UNREGISTERED_PLAYER, FILLING_REQUIRED, SEATING_IMPOSSIBLE, "
            + "SEPARATION_IMPOSSIBLE")
    public Uni<SolvedSeating> solve(@PathParam("tournamentId") String tournamentId, @PathParam("stage") String stage,
            @RequestBody(required = true) StageBodies.SeatingOrder body) {
        return seater.solve(tournamentId, stage, body, Callers.of(identity));
    }

    @GET
    @Path("/seating")
    @RolesAllowed({"organiser", "chief-judge", "judge"})
    @APIResponse(responseCode = "200", description = "the stage's seating (no rounds before one is stored)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = StageSeating.class)))
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament")
    @APIResponse(responseCode = "422", description = "UNKNOWN_STAGE")
    public Uni<StageSeating> seating(@PathParam("tournamentId") String tournamentId, @PathParam("stage") String stage) {
        return rounds.seating(tournamentId, stage);
    }

    @GET
    @Path("/rounds/{round}")
    @RolesAllowed({"organiser", "chief-judge", "judge"})
    @APIResponse(responseCode = "200", description = "the published round's tables, each its game and its judge now",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(type = SchemaType.ARRAY, implementation = Rounds.PublishedTable.class)))
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament, or the round is not published")
    @APIResponse(responseCode = "422", description = "UNKNOWN_STAGE")
    public Uni<List<Rounds.PublishedTable>> round(@PathParam("tournamentId") String tournamentId, @PathParam("stage") String stage,
            @PathParam("round") int round) {
        return judges.round(tournamentId, stage, round);
    }

    @PUT
    @Path("/rounds/{round}/tables/{table}/judge")
    @RolesAllowed({"organiser", "chief-judge"})
    @APIResponse(responseCode = "200", description = "the table with its judge now (JudgeAssigned appended to the game's stream "
            + "unless he was its judge already)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Rounds.PublishedTable.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_COMMAND")
    @APIResponse(responseCode = "403", description = "FORBIDDEN: neither the tournament's organiser nor a chief judge")
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament, or no such table in the published round")
    @APIResponse(responseCode = "409", description = "CONCURRENT_COMMAND: a command took the stream's next position first")
    @APIResponse(responseCode = "422", description = "UNKNOWN_STAGE, UNREGISTERED_JUDGE, JUDGE_TWICE")
    public Uni<Rounds.PublishedTable> reassign(@PathParam("tournamentId") String tournamentId, @PathParam("stage") String stage,
            @PathParam("round") int round, @PathParam("table") int table,
            @RequestBody(required = true) StageBodies.TableJudge body) {
        return judges.reassign(tournamentId, stage, round, table, body, Callers.of(identity));
    }

    @POST
    @Path("/rounds/{round}/publish")
    @RolesAllowed({"organiser", "chief-judge"})
    @APIResponse(responseCode = "201", description = "the round's games, one a table, with their judges",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(type = SchemaType.ARRAY, implementation = Rounds.PublishedTable.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_COMMAND")
    @APIResponse(responseCode = "403", description = "FORBIDDEN: neither the tournament's organiser nor a chief judge")
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament, or the seating has no such round")
    @APIResponse(responseCode = "409", description = "ROUND_PUBLISHED")
    @APIResponse(responseCode = "422", description = "UNKNOWN_STAGE, UNREGISTERED_JUDGE, JUDGE_TWICE, UNJUDGED_TABLE, INVALID_SEATING")
    public Uni<Response> publish(@PathParam("tournamentId") String tournamentId, @PathParam("stage") String stage,
            @PathParam("round") int round,
            @RequestBody(required = true) StageBodies.RoundJudges body) {
        return rounds.publish(tournamentId, stage, round, body, Callers.of(identity))
                .map(tables -> Response.status(201).entity(tables).build());
    }
}
