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
import java.util.function.BiFunction;
import org.arbiter.rating.domain.TournamentPlan;
import org.arbiter.rating.export.StandingsPdf;
import org.arbiter.rating.export.StandingsTable;
import org.arbiter.rating.projection.StandingsFeed;
import org.arbiter.rating.projection.StandingsMessage;
import org.arbiter.rating.store.Json;
import org.arbiter.rating.store.StandingsStore;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/**
 * A tournament's standings now as a file to download (public, like the snapshot): CSV and XLSX, the same columns, and
 * a PDF to print with them (A4, the tournament's name and stages, the header row on every page). One
 * path template ending in the file's extension: a root resource at {@code /api/tournaments/{id}} would, by JAX-RS's
 * choice of the root resource with the longest literal prefix, take every {@code /api/tournaments/{id}/...} request
 * from {@code TableResource} ({@code /api}) and answer the broadcast delay's paths 404.
 */
@Path("/api/tournaments/{id}/standings.{format: csv|xlsx|pdf}")
@PermitAll
public class StandingsExportResource {

    static final String CSV = "text/csv; charset=UTF-8";
    static final String XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    static final String PDF = "application/pdf";

    @Inject
    StandingsFeed feed;

    @Inject
    StandingsStore store;

    @GET
    @Produces({CSV, XLSX, PDF})
    @APIResponse(responseCode = "200", description = "the standings now: a header row and a row per player in place order "
            + "(standings.csv), one sheet with the same columns (standings.xlsx), or the same table to print, A4 (standings.pdf)",
            content = {@Content(mediaType = CSV, schema = @Schema(type = SchemaType.STRING)),
                    @Content(mediaType = XLSX, schema = @Schema(type = SchemaType.STRING, format = "binary")),
                    @Content(mediaType = PDF, schema = @Schema(type = SchemaType.STRING, format = "binary"))})
    public Uni<Response> file(@PathParam("id") String id, @PathParam("format") String format) {
        return switch (format) {
            case "csv" -> file(id, "csv", CSV, (message, plan) -> StandingsTable.csv(message));
            case "xlsx" -> file(id, "xlsx", XLSX, (message, plan) -> StandingsTable.xlsx(message));
            default -> file(id, "pdf", PDF, StandingsPdf::pdf);
        };
    }

    /**
     * The current standings (and the regulations they were counted by) written by {@code write} on a worker thread, as
     * an attachment named after the tournament.
     */
    private Uni<Response> file(String id, String extension, String type, BiFunction<StandingsMessage, TournamentPlan, byte[]> write) {
        String name = "standings-" + id.replaceAll("[^A-Za-z0-9._-]", "_") + "." + extension;
        return Uni.combine().all().unis(feed.current(id), store.plan(id)).asTuple()
                .emitOn(Infrastructure.getDefaultWorkerPool())
                .map(both -> write.apply(Json.read(both.getItem1(), StandingsMessage.class), both.getItem2()))
                .map(bytes -> Response.ok(bytes, type).header("Content-Disposition", "attachment; filename=\"" + name + "\"").build());
    }
}
