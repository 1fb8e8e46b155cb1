package org.arbiter.stream.warmup;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.concurrent.CompletableFuture;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

/**
 * Readiness waits for the start-up warm-up: DOWN while {@link ConnectionWarmup} opens the pool's connections and the
 * producers' metadata ({@code state: opening}) or {@link CodeWarmup} plays its synthetic games ({@code state:
 * rehearsing}), then UP with what was opened and played; a part that failed shows as {@code failed} and the check is
 * UP all the same (the service works, its first events just open and compile what they need themselves).
 */
@Readiness
@ApplicationScoped
public class WarmupCheck implements HealthCheck {

    public static final String NAME = "start-up warm-up";

    @Inject
    ConnectionWarmup connections;

    @Inject
    CodeWarmup code;

    @Override
    public HealthCheckResponse call() {
        CompletableFuture<ConnectionWarmup.Opened> opened = connections.done();
        CompletableFuture<CodeWarmup.Rehearsed> rehearsed = code.done();
        HealthCheckResponseBuilder check = HealthCheckResponse.named(NAME);
        if (!opened.isDone()) {
            return check.down().withData("state", "opening").build();
        }
        if (!rehearsed.isDone()) {
            return check.down().withData("state", "rehearsing").build();
        }
        check.up();
        if (opened.isCompletedExceptionally()) {
            check.withData("connections", "failed");
        } else {
            check.withData("connections", opened.join().connections()).withData("topics", String.join(",", opened.join().topics()));
        }
        if (rehearsed.isCompletedExceptionally()) {
            check.withData("games", "failed");
        } else {
            check.withData("games", rehearsed.join().games());
        }
        return check.build();
    }
}
