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
import java.util.Map;
import org.arbiter.events.EventEnvelope;
import org.arbiter.game.domain.GameCache;
import org.arbiter.game.domain.GameService;
import org.arbiter.game.store.EventStore;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.JudgeView;
import org.arbiter.rules.PublicView;

/** The judge's table API (TABLE-API.md). */
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
    @RolesAllowed({"judge", "organiser"})
    public Uni<Response> create(JsonNode body) {
        return games.create(body, Callers.of(identity)).map(game -> Response.status(201)
                .entity(Map.of("gameId", game.record().gameId, "version", game.version())).build());
    }

    @POST
    @Path("/{gameId}/commands")
    @RolesAllowed("judge")
    public Uni<Response> command(@PathParam("gameId") String gameId, @HeaderParam("If-Match") String ifMatch, JsonNode body) {
        return games.execute(gameId, body, ifMatch, Callers.of(identity))
                .map(outcome -> Response.status(outcome.status()).entity(outcome.json()).type(MediaType.APPLICATION_JSON_TYPE).build());
    }

    @GET
    @Path("/{gameId}")
    @RolesAllowed({"judge", "chief-judge", "organiser"})
    public Uni<Response> judgeView(@PathParam("gameId") String gameId) {
        return cache.load(gameId).map(game -> {
            JudgeView view = GameRules.judgeView(game.state());
            return Response.ok(Map.of("version", game.version(), "state", view)).tag(Long.toString(game.version())).build();
        });
    }

    @GET
    @Path("/{gameId}/public")
    @PermitAll
    public Uni<PublicView> publicView(@PathParam("gameId") String gameId) {
        return cache.load(gameId).map(game -> GameRules.publicView(game.state()));
    }

    @GET
    @Path("/{gameId}/events")
    @RolesAllowed({"judge", "chief-judge", "organiser"})
    public Uni<List<EventEnvelope>> events(@PathParam("gameId") String gameId) {
        return cache.load(gameId).chain(game -> store.events(gameId, 0));
    }
}
