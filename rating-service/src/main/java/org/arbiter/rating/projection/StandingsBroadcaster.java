package org.arbiter.rating.projection;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.operators.multi.processors.BroadcastProcessor;
import io.quarkus.runtime.Startup;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import org.arbiter.rating.store.Announcements;
import org.arbiter.rating.store.StandingsStore;
import org.jboss.logging.Logger;

/**
 * Hands committed standings versions to the SSE subscribers of this instance, in version order per tournament, each
 * once. A version this instance made comes with its message ({@link #publish}); every committed version, whoever
 * made it, is announced by PostgreSQL ({@link Announcements#STANDINGS}). A version that
 * arrives after a gap (made by another instance sharing the read model, or by a transaction of this one that has not
 * reported yet) is never waited for: versions are numbered under the tournament's row lock, so every version before
 * a committed one is committed, and the missing ones are read from the store (docs/deploy.md "Two instances").
 * Started with the service, so that it listens before any client subscribes.
 */
@Startup
@ApplicationScoped
public class StandingsBroadcaster {

    private static final Logger LOG = Logger.getLogger(StandingsBroadcaster.class);

    @Inject
    StandingsStore store;

    @Inject
    Announcements announcements;

    private final BroadcastProcessor<Published> processor = BroadcastProcessor.create();
    private final Map<String, Long> lastPublished = new HashMap<>();

    @PostConstruct
    void listen() {
        // (re)listening: what was announced meanwhile is read
        announcements.listen(Announcements.STANDINGS, this::announced, this::catchUpAll);
    }

    /** A version this instance committed, with its message. */
    public synchronized void publish(Published p) {
        Long last = lastPublished.get(p.tournamentId());
        if (last != null && p.version() <= last) {
            return;
        }
        if (last == null || p.version() == last + 1) {
            emit(p);
        } else {
            catchUp(p.tournamentId(), last);
        }
    }

    /** "tournamentId version": a version committed by any instance. */
    private void announced(String payload) {
        Announcements.Payload announced = Announcements.Payload.of(payload);
        String tournamentId = announced.id();
        long version = announced.number();
        Long last;
        synchronized (this) {
            last = lastPublished.get(tournamentId);
        }
        if (last == null || version > last) {
            catchUp(tournamentId, last == null ? version - 1 : last);
        }
    }

    private void catchUpAll() {
        List<Map.Entry<String, Long>> known;
        synchronized (this) {
            known = List.copyOf(lastPublished.entrySet());
        }
        known.forEach(e -> catchUp(e.getKey(), e.getValue()));
    }

    /** Publishes the stored versions after {@code after} (the oldest may no longer be kept: those go unsaid). */
    private void catchUp(String tournamentId, long after) {
        store.messagesAfter(tournamentId, after).subscribe().with(messages -> emitAll(tournamentId, messages),
                failure -> LOG.warnf(failure, "standings of %s after version %d could not be read; the next version reads them",
                        tournamentId, after));
    }

    private synchronized void emitAll(String tournamentId, SortedMap<Long, String> messages) {
        messages.forEach((version, json) -> {
            Long last = lastPublished.get(tournamentId);
            if (last == null || version > last) {
                emit(new Published(tournamentId, version, json));
            }
        });
    }

    private void emit(Published p) {
        lastPublished.put(p.tournamentId(), p.version());
        processor.onNext(p);
    }

    /** Every version published from now on, of every tournament. */
    public Multi<Published> stream() {
        return processor;
    }
}
