package org.arbiter.stream.warmup;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.concurrent.CompletableFuture;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Readiness waits for {@link ConnectionWarmup}: DOWN while the pool's connections and the producers' metadata are being
 * opened, then UP with what was opened; UP with the error if the warm-up failed (the service works, its first events
 * just open what they need themselves).
 */
@Readiness
@ApplicationScoped
public class WarmupCheck implements HealthCheck {

    public static final String NAME = "connection warm-up";

    @Inject
    ConnectionWarmup warmup;

    @Override
    public HealthCheckResponse call() {
        CompletableFuture<ConnectionWarmup.Opened> done = warmup.done();
        if (!done.isDone()) {
            return HealthCheckResponse.named(NAME).down().withData("state", "opening").build();
        }
        if (done.isCompletedExceptionally()) {
            return HealthCheckResponse.named(NAME).up().withData("state", "failed").build();
        }
        ConnectionWarmup.Opened opened = done.join();
        return HealthCheckResponse.named(NAME).up().withData("connections", opened.connections())
                .withData("topics", String.join(",", opened.topics())).build();
    }
}
