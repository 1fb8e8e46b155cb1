package org.arbiter.protocol.api;

import io.quarkus.security.Authenticated;
import io.quarkus.security.identity.SecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.arbiter.events.protest.ProtestDecided;
import org.arbiter.events.protest.ProtestDecision;
import org.arbiter.protocol.domain.Protest;
import org.arbiter.protocol.domain.ProtestAccess;
import org.arbiter.protocol.domain.ProtestService;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/**
 * Protests (8.9): filed by a player of the game or its judge within 10 minutes after the end, decided once by
 * the chief judge. The rules are in {@code ProtestRules}.
 */
@Path("/api")
@Produces(MediaType.APPLICATION_JSON)
public class ProtestResource {

    @Inject
    ProtestService protests;

    @Inject
    SecurityIdentity identity;

    /** The body of a protest: what the player writes in the protocol's protest box. */
    public record FileRequest(String text) {
    }

    /** The chief judge's decision; {@code resultChange} when an upheld protest changes the result. */
    public record DecisionRequest(ProtestDecision decision, String reasons, ProtestDecided.ResultChange resultChange) {
    }

    @POST
    @Path("/games/{gameId}/protests")
    @Consumes(MediaType.APPLICATION_JSON)
    @Authenticated
    @APIResponse(responseCode = "201", description = "filed",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Protest.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_REQUEST")
    @APIResponse(responseCode = "403", description = "NOT_A_PLAYER_OF_THE_GAME")
    @APIResponse(responseCode = "404", description = "GAME_NOT_FOUND")
    @APIResponse(responseCode = "422", description = "GAME_NOT_OVER, PROTEST_WINDOW_CLOSED")
    public Uni<Response> file(@PathParam("gameId") String gameId, FileRequest request) {
        String caller = identity.getPrincipal().getName();
        return protests.file(gameId, caller, request == null ? null : request.text())
                .map(p -> Response.created(URI.create("/api/games/" + gameId + "/protests/" + p.protestId()))
                        .entity(p).build());
    }

    @GET
    @Path("/games/{gameId}/protests")
    @Authenticated
    @APIResponse(responseCode = "200", description = "the game's protests, in filing order", content = @Content(
            mediaType = MediaType.APPLICATION_JSON, schema = @Schema(type = SchemaType.ARRAY, implementation = Protest.class)))
    @APIResponse(responseCode = "403", description = "not a player of the game, its judge, a chief judge or an organiser")
    @APIResponse(responseCode = "404", description = "GAME_NOT_FOUND")
    public Uni<List<Protest>> ofGame(@PathParam("gameId") String gameId) {
        return protests.ofGame(gameId, Callers.reader(identity));
    }

    @GET
    @Path("/tournaments/{tournamentId}/protests/open")
    @RolesAllowed({ProtestAccess.CHIEF_JUDGE, ProtestAccess.ORGANISER})
    public Uni<List<Protest>> openOfTournament(@PathParam("tournamentId") String tournamentId) {
        return protests.openOfTournament(tournamentId);
    }

    @POST
    @Path("/games/{gameId}/protests/{protestId}/decision")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed("chief-judge")
    @APIResponse(responseCode = "200", description = "decided",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Protest.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_REQUEST")
    @APIResponse(responseCode = "404", description = "PROTEST_NOT_FOUND")
    @APIResponse(responseCode = "409", description = "PROTEST_ALREADY_DECIDED")
    public Uni<Protest> decide(@PathParam("gameId") String gameId, @PathParam("protestId") String protestId,
            DecisionRequest request) {
        String chief = identity.getPrincipal().getName();
        if (request == null) {
            request = new DecisionRequest(null, null, null);
        }
        return protests.decide(gameId, protestId, chief, request.decision(), request.reasons(), request.resultChange());
    }
}
