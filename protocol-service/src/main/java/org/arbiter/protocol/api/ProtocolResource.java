package org.arbiter.protocol.api;

import io.quarkus.security.Authenticated;
import io.quarkus.security.identity.SecurityIdentity;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.arbiter.events.game.Stage;
import org.arbiter.protocol.domain.Labels;
import org.arbiter.protocol.domain.Protocol;
import org.arbiter.protocol.domain.ProtocolService;
import org.arbiter.protocol.pdf.ProtocolPdf;
import org.arbiter.stream.refusal.Refusal;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;

/**
 * The official protocol of a game (docs/rules/RULES.md §11), as JSON and as the PDF form. Any signed-in user may read it:
 * while the game runs it holds no role (9.4), like the public view of the game; the protests' texts and the
 * decisions' reasons only the game's players, its judge, chief judges and organisers ({@code ProtestAccess}). A
 * round's or a stage's protocols come as one PDF, one game after another in round and table order, each as the caller
 * may see it.
 */
@Path("/api")
@Authenticated
public class ProtocolResource {

    public static final String PDF = "application/pdf";

    @Inject
    ProtocolService protocols;

    @Inject
    SecurityIdentity identity;

    @GET
    @Path("/games/{gameId}/protocol")
    @Produces(MediaType.APPLICATION_JSON)
    @APIResponse(responseCode = "200", description = "the protocol now",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Protocol.class)))
    @APIResponse(responseCode = "404", description = "GAME_NOT_FOUND")
    public Uni<Protocol> protocol(@PathParam("gameId") String gameId) {
        return protocols.protocol(gameId, Callers.reader(identity));
    }

    @GET
    @Path("/games/{gameId}/protocol.pdf")
    @Produces(PDF)
    @APIResponse(responseCode = "200", description = "the protocol form, A4",
            content = @Content(mediaType = PDF, schema = @Schema(type = SchemaType.STRING, format = "binary")))
    @APIResponse(responseCode = "404", description = "GAME_NOT_FOUND",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "ApiError")))
    public Uni<Response> pdf(@PathParam("gameId") String gameId) {
        ProtocolPdf renderer = new ProtocolPdf(protocols.zone());
        return protocols.protocol(gameId, Callers.reader(identity))
                .emitOn(Infrastructure.getDefaultWorkerPool())
                .map(renderer::render)
                .map(bytes -> Response.ok(bytes, PDF)
                        .header("Content-Disposition", "inline; filename=\"protocol-" + gameId + ".pdf\"")
                        .build());
    }

    @GET
    @Path("/tournaments/{tournamentId}/stages/{stage}/rounds/{round}/protocols.pdf")
    @Produces(PDF)
    @APIResponse(responseCode = "200", description = "the round's protocols, a game a page (or more) in table order",
            content = @Content(mediaType = PDF, schema = @Schema(type = SchemaType.STRING, format = "binary")))
    @APIResponse(responseCode = "404", description = "UNKNOWN_STAGE, NO_GAMES",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "ApiError")))
    public Uni<Response> roundPdf(@PathParam("tournamentId") String tournamentId, @PathParam("stage") String stage,
            @PathParam("round") int round) {
        return bundle(tournamentId, stage, round, "-" + stage + "-round-" + round);
    }

    @GET
    @Path("/tournaments/{tournamentId}/stages/{stage}/protocols.pdf")
    @Produces(PDF)
    @APIResponse(responseCode = "200", description = "the stage's protocols, a game a page (or more) in round and table order",
            content = @Content(mediaType = PDF, schema = @Schema(type = SchemaType.STRING, format = "binary")))
    @APIResponse(responseCode = "404", description = "UNKNOWN_STAGE, NO_GAMES",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "ApiError")))
    public Uni<Response> stagePdf(@PathParam("tournamentId") String tournamentId, @PathParam("stage") String stage) {
        return bundle(tournamentId, stage, null, "-" + stage);
    }

    /** The protocols of the stage (or of one of its rounds) as one PDF, rendered on a worker thread. */
    private Uni<Response> bundle(String tournamentId, String stageName, Integer round, String suffix) {
        Stage stage;
        try {
            stage = Stage.valueOf(stageName);
        } catch (IllegalArgumentException e) {
            return Uni.createFrom().failure(Refusal.notFound("UNKNOWN_STAGE", "no stage " + stageName));
        }
        ProtocolPdf renderer = new ProtocolPdf(protocols.zone());
        String name = ("protocols-" + tournamentId + suffix).replaceAll("[^A-Za-z0-9._-]", "_") + ".pdf";
        return protocols.protocols(tournamentId, stage, round, Callers.reader(identity))
                .emitOn(Infrastructure.getDefaultWorkerPool())
                .map(list -> renderer.render(title(list, stage, round), list))
                .map(bytes -> Response.ok(bytes, PDF).header("Content-Disposition", "inline; filename=\"" + name + "\"").build());
    }

    private static String title(List<Protocol> list, Stage stage, Integer round) {
        return "Протоколы: " + list.getFirst().tournamentName() + ", " + Labels.stage(stage)
                + (round == null ? "" : ", тур " + round);
    }
}
