package org.arbiter.stream.audit;

import io.quarkus.arc.properties.UnlessBuildProperty;
import io.smallrye.mutiny.Uni;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.stream.inbox.EventInbox;

/**
 * The events this service has applied for a stream, for an organiser's audit (roles may be inside), and the streams
 * waiting for a missing event. Served by every
 * service with an inbox ({@value EventInbox#SCHEMA_PROPERTY} set).
 */
@Path("/api/audit")
@Produces(MediaType.APPLICATION_JSON)
@UnlessBuildProperty(name = EventInbox.SCHEMA_PROPERTY, stringValue = "", enableIfMissing = false)
public class AuditResource {

    @Inject
    EventInbox inbox;

    @GET
    @Path("/games/{gameId}/events")
    @RolesAllowed({"organiser", "chief-judge"})
    public Uni<List<EventEnvelope>> gameEvents(@PathParam("gameId") String gameId) {
        return inbox.events(EventInbox.GAME, gameId);
    }

    /** The streams waiting for a missing event (their later events parked, not applied), the longest waiting first. */
    @GET
    @Path("/gaps")
    @RolesAllowed({"organiser", "chief-judge"})
    public Uni<List<EventInbox.Gap>> gaps() {
        return inbox.gaps();
    }

    @GET
    @Path("/tournaments/{tournamentId}/events")
    @RolesAllowed({"organiser", "chief-judge"})
    public Uni<List<EventEnvelope>> tournamentEvents(@PathParam("tournamentId") String tournamentId) {
        return inbox.events(EventInbox.TOURNAMENT, tournamentId);
    }
}
