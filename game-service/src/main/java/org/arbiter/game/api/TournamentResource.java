package org.arbiter.game.api;

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
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.game.domain.TournamentBodies;
import org.arbiter.game.domain.TournamentService;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** A tournament's set-up (docs/organiser.md): an organiser registers it; he (or a chief judge) its players and judges. */
@Path("/api/tournaments")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class TournamentResource {

    @Inject
    TournamentService tournaments;

    @Inject
    SecurityIdentity identity;

    @Inject
    org.arbiter.game.domain.AccountService accounts;

    @POST
    @RolesAllowed("organiser")
    @APIResponse(responseCode = "201", description = "registered: the TournamentCreated event as stored",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = EventEnvelope.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_COMMAND")
    @APIResponse(responseCode = "403", description = "FORBIDDEN: not an organiser")
    @APIResponse(responseCode = "409", description = "TOURNAMENT_EXISTS")
    @APIResponse(responseCode = "422", description = "UNKNOWN_RULESET, UNKNOWN_OPTION")
    public Uni<Response> create(@RequestBody(required = true) TournamentBodies.NewTournament body) {
        return tournaments.create(body, Callers.of(identity))
                .map(event -> Response.status(201).entity(event).build());
    }

    @GET
    @RolesAllowed({"organiser", "chief-judge"})
    @APIResponse(responseCode = "200", description = "the tournaments the caller may set up, newest first: an organiser's own, "
            + "every one for a chief judge",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(type = SchemaType.ARRAY, implementation = TournamentService.Arranged.class)))
    public Uni<List<TournamentService.Arranged>> arrangeable() {
        return tournaments.arrangeable(Callers.of(identity));
    }

    @GET
    @Path("/{tournamentId}")
    @PermitAll
    @APIResponse(responseCode = "200", description = "the regulations (its players as listed at creation)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = TournamentCreated.class)))
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament")
    public Uni<TournamentCreated> regulations(@PathParam("tournamentId") String tournamentId) {
        return tournaments.regulations(tournamentId);
    }

    @POST
    @Path("/{tournamentId}/players")
    @RolesAllowed({"organiser", "chief-judge"})
    @APIResponse(responseCode = "201", description = "registered, with the id the service gave him",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = TournamentCreated.RegisteredPlayer.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_COMMAND: no nickname, or a field too long")
    @APIResponse(responseCode = "403", description = "FORBIDDEN: neither the tournament's organiser nor a chief judge")
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament")
    @APIResponse(responseCode = "409", description = "PLAYER_EXISTS (the nickname or external id), CONCURRENT_REGISTRATION")
    public Uni<Response> registerPlayer(@PathParam("tournamentId") String tournamentId,
            @RequestBody(required = true) TournamentBodies.NewPlayer body) {
        return tournaments.registerPlayer(tournamentId, body, Callers.of(identity))
                .map(player -> Response.status(201).entity(player).build());
    }

    @POST
    @Path("/{tournamentId}/players/csv")
    @Consumes({"text/csv", MediaType.TEXT_PLAIN})
    @RolesAllowed({"organiser", "chief-judge"})
    @APIResponse(responseCode = "201", description = "every row registered, in the file's order, with the ids the service gave",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(type = SchemaType.ARRAY, implementation = TournamentCreated.RegisteredPlayer.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_COMMAND: the text lists no player")
    @APIResponse(responseCode = "403", description = "FORBIDDEN: neither the tournament's organiser nor a chief judge")
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament")
    @APIResponse(responseCode = "409", description = "CONCURRENT_REGISTRATION")
    @APIResponse(responseCode = "422", description = "INVALID_PLAYER_ROWS: nobody registered; the message names every bad line "
            + "(\"line 4: nickname Гром is on line 2\")")
    public Uni<Response> importPlayers(@PathParam("tournamentId") String tournamentId,
            @RequestBody(required = true, description = "nickname[,club[,externalId]] a line; a header line nickname,... is optional",
                    content = @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING))) String csv) {
        return tournaments.importPlayers(tournamentId, csv, Callers.of(identity))
                .map(players -> Response.status(201).entity(players).build());
    }

    @GET
    @Path("/{tournamentId}/players")
    @PermitAll
    @APIResponse(responseCode = "200", description = "every registered player in registration order",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(type = SchemaType.ARRAY, implementation = TournamentCreated.RegisteredPlayer.class)))
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament")
    public Uni<List<TournamentCreated.RegisteredPlayer>> players(@PathParam("tournamentId") String tournamentId) {
        return tournaments.players(tournamentId);
    }

    @POST
    @Path("/{tournamentId}/judges")
    @RolesAllowed({"organiser", "chief-judge"})
    @APIResponse(responseCode = "200", description = "the tournament's judges now (usernames in order)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Bodies.JudgeList.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_COMMAND: no judge, or not a username")
    @APIResponse(responseCode = "403", description = "FORBIDDEN: neither the tournament's organiser nor a chief judge")
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament")
    @APIResponse(responseCode = "409", description = "CONCURRENT_REGISTRATION")
    public Uni<Bodies.JudgeList> registerJudges(@PathParam("tournamentId") String tournamentId,
            @RequestBody(required = true) TournamentBodies.Judges body) {
        return tournaments.registerJudges(tournamentId, body, Callers.of(identity)).map(Bodies.JudgeList::new);
    }

    @GET
    @Path("/{tournamentId}/judges")
    @RolesAllowed({"organiser", "chief-judge", "judge"})
    @APIResponse(responseCode = "200", description = "the tournament's judges (usernames in order)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Bodies.JudgeList.class)))
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament")
    public Uni<Bodies.JudgeList> judges(@PathParam("tournamentId") String tournamentId) {
        return tournaments.judges(tournamentId).map(Bodies.JudgeList::new);
    }

    @POST
    @Path("/{tournamentId}/player-accounts")
    @Consumes(MediaType.WILDCARD)
    @RolesAllowed("organiser")
    @APIResponse(responseCode = "201", description = "a login for every registered player who had none, in registration order",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(type = SchemaType.ARRAY, implementation = org.arbiter.game.domain.Accounts.Login.class)))
    @APIResponse(responseCode = "403", description = "FORBIDDEN: not the tournament's organiser")
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament")
    public Uni<Response> createForPlayers(@PathParam("tournamentId") String tournamentId) {
        return accounts.createForPlayers(tournamentId, Callers.of(identity))
                .map(logins -> Response.status(201).entity(logins).build());
    }

    @POST
    @Path("/{tournamentId}/staff")
    @RolesAllowed("organiser")
    @APIResponse(responseCode = "200", description = "the tournament's staff now: who registered it, the co-organisers and "
            + "chief judges named", content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = org.arbiter.game.domain.TournamentStaff.Named.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_COMMAND: nobody named, or not a username")
    @APIResponse(responseCode = "403", description = "FORBIDDEN: not one of the tournament's organisers")
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament")
    @APIResponse(responseCode = "409", description = "CONCURRENT_REGISTRATION")
    public Uni<org.arbiter.game.domain.TournamentStaff.Named> nameStaff(@PathParam("tournamentId") String tournamentId,
            @RequestBody(required = true) TournamentBodies.Staff body) {
        return tournaments.nameStaff(tournamentId, body, Callers.of(identity));
    }

    @GET
    @Path("/{tournamentId}/staff")
    @RolesAllowed({"organiser", "chief-judge", "judge"})
    @APIResponse(responseCode = "200", description = "the tournament's staff: who registered it, the co-organisers and chief judges named",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = org.arbiter.game.domain.TournamentStaff.Named.class)))
    @APIResponse(responseCode = "404", description = "NOT_FOUND: unknown tournament")
    public Uni<org.arbiter.game.domain.TournamentStaff.Named> staff(@PathParam("tournamentId") String tournamentId) {
        return tournaments.staff(tournamentId);
    }
}
