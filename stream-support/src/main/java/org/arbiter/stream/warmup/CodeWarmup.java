package org.arbiter.stream.warmup;

import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.interceptor.Interceptor;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.jboss.logging.Logger;

/**
 * Plays {@code arbiter.warmup.games} synthetic games through the service's {@link Rehearsal}s at start, on a thread of
 * its own beside the connection warm-up, so that the first real game of the day does not run the path interpreted
 * and wait for its compilation (docs/deploy.md "Start-up warm-up"). It stops early after
 * {@code arbiter.warmup.seconds}. The service is ready only once this is done ({@link WarmupCheck}); a
 * failure is logged and the service is ready all the same (its first games then compile what they need, as before).
 */
@ApplicationScoped
public class CodeWarmup {

    private static final Logger LOG = Logger.getLogger(CodeWarmup.class);

    /** What was played: the games and how long they took. */
    public record Rehearsed(int games, long millis) {
    }

    @Inject
    Instance<Rehearsal> rehearsals;

    @Inject
    WarmupConfig warmup;

    private final CompletableFuture<Rehearsed> done = new CompletableFuture<>();

    void onStart(@Observes @Priority(Interceptor.Priority.APPLICATION + 1000) StartupEvent start) {
        List<Rehearsal> each = rehearsals.stream().toList();
        if (!warmup.enabled() || warmup.games() <= 0 || each.isEmpty()) {
            done.complete(new Rehearsed(0, 0));
            return;
        }
        Thread thread = new Thread(() -> play(each), "code-warm-up");
        thread.setDaemon(true);
        thread.start();
    }

    private void play(List<Rehearsal> each) {
        long started = System.nanoTime();
        long deadline = started + warmup.seconds() * 1_000_000_000L;
        int played = 0;
        try {
            while (played < warmup.games() && System.nanoTime() < deadline) {
                for (Rehearsal rehearsal : each) {
                    rehearsal.rehearse(played);
                }
                played++;
            }
            Rehearsed rehearsed = new Rehearsed(played, (System.nanoTime() - started) / 1_000_000);
            LOG.infof("warm-up: %d synthetic games played through this service's path in %d ms", rehearsed.games(),
                    rehearsed.millis());
            done.complete(rehearsed);
        } catch (RuntimeException | Error failure) {
            LOG.warnf(failure, "warm-up: synthetic game %d failed (the first games compile what they need)", played);
            done.completeExceptionally(failure);
        }
    }

    /** Completes with what was played. */
    public CompletableFuture<Rehearsed> done() {
        return done;
    }
}
