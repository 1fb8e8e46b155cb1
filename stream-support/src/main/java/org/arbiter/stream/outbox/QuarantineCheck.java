package org.arbiter.stream.outbox;

import io.quarkus.arc.properties.UnlessBuildProperty;
import io.smallrye.health.api.AsyncHealthCheck;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Readiness with the quarantine's size. A quarantined record is one event (or sheet, or protest) set aside, not a
 * service that cannot work: the tournament must go on, so the check stays UP and reports {@code quarantined: N}
 * for the operator (the gauge {@value Quarantine#METRIC} says the same); DOWN would take the service out of the
 * load balancer and stop every table for one bad record.
 */
@Readiness
@ApplicationScoped
@UnlessBuildProperty(name = Quarantine.SCHEMA_PROPERTY, stringValue = "", enableIfMissing = false)
public class QuarantineCheck implements AsyncHealthCheck {

    public static final String NAME = "outbox quarantine";

    @Inject
    Quarantine quarantine;

    @Override
    public Uni<HealthCheckResponse> call() {
        return quarantine.count()
                .map(n -> HealthCheckResponse.named(NAME).up().withData("quarantined", n).build())
                .onFailure().recoverWithItem(failure -> HealthCheckResponse.named(NAME).down()
                        .withData("error", String.valueOf(failure.getMessage())).build());
    }
}
