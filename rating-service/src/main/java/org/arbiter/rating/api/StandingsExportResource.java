package org.arbiter.rating.api;

import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import jakarta.annotation.security.PermitAll;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Response;
import java.util.function.Function;
import org.arbiter.rating.export.StandingsTable;
import org.arbiter.rating.projection.StandingsFeed;
import org.arbiter.rating.projection.StandingsMessage;
import org.arbiter.rating.store.Json;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/**
 * A tournament's standings now as a file to download (public, like the snapshot): CSV and XLSX, the same columns. One
 * path template ending in the file's extension: a root resource at {@code /api/tournaments/{id}} would, by JAX-RS's
 * choice of the root resource with the longest literal prefix, take every {@code /api/tournaments/{id}/...} request
 * from {@code TableResource} ({@code /api}) and answer the broadcast delay's paths 404.
 */
@Path("/api/tournaments/{id}/standings.{format: csv|xlsx}")
@PermitAll
public class StandingsExportResource {

    static final String CSV = "text/csv; charset=UTF-8";
    static final String XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

    @Inject
    StandingsFeed feed;

    @GET
    @Produces({CSV, XLSX})
    @APIResponse(responseCode = "200", description = "the standings now: a header row and a row per player in place order "
            + "(standings.csv), or one sheet with the same columns (standings.xlsx)",
            content = {@Content(mediaType = CSV, schema = @Schema(type = SchemaType.STRING)),
                    @Content(mediaType = XLSX, schema = @Schema(type = SchemaType.STRING, format = "binary"))})
    public Uni<Response> file(@PathParam("id") String id, @PathParam("format") String format) {
        return "csv".equals(format) ? file(id, "csv", CSV, StandingsTable::csv) : file(id, "xlsx", XLSX, StandingsTable::xlsx);
    }

    /** The current standings written by {@code write} on a worker thread, as an attachment named after the tournament. */
    private Uni<Response> file(String id, String extension, String type, Function<StandingsMessage, byte[]> write) {
        String name = "standings-" + id.replaceAll("[^A-Za-z0-9._-]", "_") + "." + extension;
        return feed.current(id)
                .emitOn(Infrastructure.getDefaultWorkerPool())
                .map(json -> write.apply(Json.read(json, StandingsMessage.class)))
                .map(bytes -> Response.ok(bytes, type).header("Content-Disposition", "attachment; filename=\"" + name + "\"").build());
    }
}
