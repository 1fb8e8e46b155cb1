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
import org.arbiter.protocol.domain.Protocol;
import org.arbiter.protocol.domain.ProtocolService;
import org.arbiter.protocol.pdf.ProtocolPdf;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;

/**
 * The official protocol of a game (docs/rules/RULES.md §11), as JSON and as the PDF form. Any signed-in user may read it:
 * while the game runs it holds no role (9.4), like the public view of the game; the protests' texts and the
 * decisions' reasons only the game's players, its judge, chief judges and organisers ({@code ProtestAccess}).
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
}
