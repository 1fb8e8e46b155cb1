package org.arbiter.rating.projection;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.operators.multi.processors.BroadcastProcessor;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Hands committed standings versions to the SSE subscribers of this instance, in version order per tournament:
 * two transactions of one tournament commit in order (row lock) but may report in the other order, so a version
 * that arrives early waits for the one before it.
 */
@ApplicationScoped
public class StandingsBroadcaster {

    private final BroadcastProcessor<Published> processor = BroadcastProcessor.create();
    private final Map<String, Long> lastPublished = new HashMap<>();
    private final Map<String, TreeMap<Long, Published>> early = new HashMap<>();

    public synchronized void publish(Published p) {
        Long last = lastPublished.get(p.tournamentId());
        if (last != null && p.version() <= last) {
            return;
        }
        if (last != null && p.version() > last + 1) {
            early.computeIfAbsent(p.tournamentId(), t -> new TreeMap<>()).put(p.version(), p);
            return;
        }
        emit(p);
        TreeMap<Long, Published> waiting = early.get(p.tournamentId());
        while (waiting != null && !waiting.isEmpty() && waiting.firstKey() == lastPublished.get(p.tournamentId()) + 1) {
            emit(waiting.pollFirstEntry().getValue());
        }
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
