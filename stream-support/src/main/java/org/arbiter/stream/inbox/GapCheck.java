package org.arbiter.stream.inbox;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.arc.properties.UnlessBuildProperty;
import io.smallrye.health.api.AsyncHealthCheck;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

/**
 * Readiness with the streams waiting for a missing event ({@link EventInbox#gaps}). Like the outbox quarantine it
 * stays UP (one game waiting must not take the service from every other table) and says which: {@code parkedStreams},
 * {@code parkedEvents} and the first {@value #LISTED} streams as {@code "game <id>": "waits for seq N (M parked)"}.
 * Each probe also brings the gauge {@value EventInbox#METRIC} (events parked) up to date.
 */
@Readiness
@ApplicationScoped
@UnlessBuildProperty(name = EventInbox.SCHEMA_PROPERTY, stringValue = "", enableIfMissing = false)
public class GapCheck implements AsyncHealthCheck {

    public static final String NAME = "stream gaps";
    static final int LISTED = 10;

    private final EventInbox inbox;
    private final AtomicLong parked = new AtomicLong();

    @Inject
    public GapCheck(EventInbox inbox, MeterRegistry registry) {
        this.inbox = inbox;
        registry.gauge(EventInbox.METRIC, parked);
    }

    @Override
    public Uni<HealthCheckResponse> call() {
        return inbox.gaps().map(this::response)
                .onFailure().recoverWithItem(failure -> HealthCheckResponse.named(NAME).down()
                        .withData("error", String.valueOf(failure.getMessage())).build());
    }

    private HealthCheckResponse response(List<EventInbox.Gap> gaps) {
        long events = gaps.stream().mapToLong(EventInbox.Gap::parked).sum();
        parked.set(events);
        HealthCheckResponseBuilder up = HealthCheckResponse.named(NAME).up()
                .withData("parkedStreams", gaps.size()).withData("parkedEvents", events);
        gaps.stream().limit(LISTED).forEach(gap -> up.withData(gap.streamKind() + " " + gap.streamId(),
                "waits for seq " + gap.missingSeq() + " (" + gap.parked() + " parked)"));
        return up.build();
    }
}
