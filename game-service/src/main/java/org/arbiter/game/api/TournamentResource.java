package org.arbiter.game.api;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.security.identity.SecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.annotation.security.PermitAll;
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
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.EventTypes;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.game.domain.TournamentService;
import org.arbiter.game.store.EventStore;
import org.arbiter.stream.refusal.Refusal;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** Tournaments: an organiser registers the regulations and the players. */
@Path("/api/tournaments")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class TournamentResource {

    @Inject
    TournamentService tournaments;

    @Inject
    EventStore store;

    @Inject
    SecurityIdentity identity;

    @POST
    @RolesAllowed("organiser")
    @APIResponse(responseCode = "201", description = "registered: the TournamentCreated event as stored",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = EventEnvelope.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_COMMAND")
    @APIResponse(responseCode = "409", description = "TOURNAMENT_EXISTS")
    @APIResponse(responseCode = "422", description = "UNKNOWN_RULESET, UNKNOWN_OPTION")
    public Uni<Response> create(@RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = Bodies.NewTournament.class))) JsonNode body) {
        return tournaments.create(body, Callers.of(identity))
                .map(event -> Response.status(201).entity(event).build());
    }

    @GET
    @Path("/{tournamentId}")
    @PermitAll
    @APIResponse(responseCode = "200", description = "the regulations",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = TournamentCreated.class)))
    @APIResponse(responseCode = "404", description = "unknown tournament")
    public Uni<TournamentCreated> regulations(@PathParam("tournamentId") String tournamentId) {
        return store.tournament(tournamentId).map(found -> found
                .map(t -> (TournamentCreated) EventJson.readPayload(EventTypes.nameOf(TournamentCreated.class), t.regulations))
                .orElseThrow(() -> Refusal.notFound("NOT_FOUND", "tournament " + tournamentId + " not found")));
    }
}
