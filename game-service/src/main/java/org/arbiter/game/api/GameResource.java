package org.arbiter.game.api;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.security.identity.SecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.arbiter.events.game.Stage;
import org.arbiter.game.store.GameRow;
import org.arbiter.events.EventEnvelope;
import org.arbiter.game.domain.GameCache;
import org.arbiter.game.domain.GameService;
import org.arbiter.game.domain.NewGame;
import org.arbiter.game.store.EventStore;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.JudgeView;
import org.arbiter.rules.PublicView;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** The judge's table API (docs/rules/TABLE-API.md). */
@Path("/api/games")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class GameResource {

    @Inject
    GameService games;

    @Inject
    GameCache cache;

    @Inject
    EventStore store;

    @Inject
    SecurityIdentity identity;

    @POST
    @RolesAllowed({"judge", "chief-judge", "organiser"})
    @APIResponse(responseCode = "201", description = "the game is created; a resend of the same creation by the same "
            + "caller is answered the same, the game's id, and creates nothing",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Bodies.CreatedGame.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_COMMAND")
    @APIResponse(responseCode = "403", description = "a tournament's game by other than its organiser or a chief judge")
    @APIResponse(responseCode = "409", description = "GAME_EXISTS: the tournament has this stage's game of this table, "
            + "set up otherwise or by someone else")
    @APIResponse(responseCode = "413", description = "BODY_TOO_LARGE")
    @APIResponse(responseCode = "422", description = "UNKNOWN_RULESET, UNKNOWN_OPTION, INVALID_DEAL, UNKNOWN_TOURNAMENT, ...")
    public Uni<Response> create(@RequestBody(required = true) NewGame body) {
        return games.create(body, Callers.of(identity)).map(game -> Response.status(201)
                .entity(new Bodies.CreatedGame(game.row().gameId, game.version())).build());
    }

    @POST
    @Path("/{gameId}/commands")
    @RolesAllowed("judge")
    @APIResponse(responseCode = "200", description = "accepted: the new events and the judge's view",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Bodies.CommandAnswer.class)))
    @APIResponse(responseCode = "400", description = "MALFORMED_COMMAND")
    @APIResponse(responseCode = "403", description = "not this game's judge, or a chief judge's command")
    @APIResponse(responseCode = "404", description = "unknown game")
    @APIResponse(responseCode = "409", description = "STALE_VERSION (If-Match) or CONCURRENT_COMMAND")
    @APIResponse(responseCode = "413", description = "BODY_TOO_LARGE")
    @APIResponse(responseCode = "422", description = "the rules refuse it now (docs/rules/TABLE-API.md error codes); the game is unchanged")
    public Uni<Response> command(@PathParam("gameId") String gameId, @HeaderParam("If-Match") String ifMatch,
            @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = CommandSchemas.COMMAND))) JsonNode body) {
        return games.execute(gameId, body, ifMatch, Callers.of(identity))
                .map(outcome -> Response.status(outcome.status()).entity(outcome.json()).type(MediaType.APPLICATION_JSON_TYPE).build());
    }

    @GET
    @Path("/assigned")
    @RolesAllowed({"judge", "chief-judge"})
    @APIResponse(responseCode = "200", description = "exactly the games the caller judges (assigned to his table, or created "
            + "by him), oldest first",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(type = SchemaType.ARRAY, implementation = Bodies.AssignedGame.class)))
    public Uni<List<Bodies.AssignedGame>> assigned() {
        return games.judgedBy(Callers.of(identity)).map(loaded -> loaded.stream().map(game -> {
            JudgeView view = GameRules.judgeView(game.state());
            GameRow row = game.row();
            return new Bodies.AssignedGame(row.gameId, row.tournamentId, row.stage == null ? null : Stage.valueOf(row.stage),
                    row.roundNo, row.tableNo, row.gameNo, row.createdAt, game.version(), view.phase(), view.finalized());
        }).toList());
    }

    @GET
    @Path("/{gameId}")
    @RolesAllowed({"judge", "chief-judge", "organiser"})
    @APIResponse(responseCode = "200", description = "the judge's view, roles included; the ETag is the version",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Bodies.GameAnswer.class)))
    @APIResponse(responseCode = "403", description = "not the game's judge, a chief judge or an organiser")
    @APIResponse(responseCode = "404", description = "unknown game")
    public Uni<Response> judgeView(@PathParam("gameId") String gameId) {
        return games.read(gameId, Callers.of(identity)).map(game -> {
            JudgeView view = GameRules.judgeView(game.state());
            return Response.ok(new Bodies.GameAnswer(game.version(), view)).tag(Long.toString(game.version())).build();
        });
    }

    @GET
    @Path("/{gameId}/public")
    @PermitAll
    @APIResponse(responseCode = "200", description = "what anyone may see: never a role or a check before the end",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = PublicView.class)))
    @APIResponse(responseCode = "404", description = "unknown game")
    public Uni<PublicView> publicView(@PathParam("gameId") String gameId) {
        return cache.load(gameId).map(game -> GameRules.publicView(game.state()));
    }

    @GET
    @Path("/{gameId}/events")
    @RolesAllowed({"judge", "chief-judge", "organiser"})
    @APIResponse(responseCode = "200", description = "the game's log, in seq order", content = @Content(
            mediaType = MediaType.APPLICATION_JSON, schema = @Schema(type = SchemaType.ARRAY, implementation = EventEnvelope.class)))
    @APIResponse(responseCode = "403", description = "not the game's judge, a chief judge or an organiser")
    @APIResponse(responseCode = "404", description = "unknown game")
    public Uni<List<EventEnvelope>> events(@PathParam("gameId") String gameId) {
        return games.read(gameId, Callers.of(identity)).chain(game -> store.events(gameId, 0));
    }
}
