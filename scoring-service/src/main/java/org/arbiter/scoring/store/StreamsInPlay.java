package org.arbiter.scoring.store;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The game streams this instance has stored from seq 1 without a break, held so that a game's refold (at its end,
 * usually) folds them from memory instead of reading the whole stream back from {@code stream_runs}: while a
 * backlog was caught up that read-back and its parse took about a third of scoring's time.
 *
 * <p>A held stream is only ever used whole: {@link #extend} answers the game's events through a batch's last one
 * only when the batch's first stored event follows the held ones directly (seq {@code held + 1}); anything else
 * (another instance stored events of the game meanwhile, a rolled-back batch stored again, a stream pushed out)
 * answers null and the caller reads the stream from the database. A seq names one event of a stream for good, so
 * events held from a batch whose transaction then failed are still the stream's events at those seqs. At most
 * {@code scoring.streams-held} games are held, the least recently extended going first; a game leaves once its sheet
 * exists ({@link #forget}), its later events (amendments) being rare.
 */
@ApplicationScoped
public class StreamsInPlay {

    private final int capacity;
    private final LinkedHashMap<String, List<EventEnvelope>> held;

    public StreamsInPlay(@ConfigProperty(name = "scoring.streams-held", defaultValue = "128") int capacity) {
        this.capacity = capacity;
        this.held = new LinkedHashMap<>(16, 0.75f, true);
    }

    /**
     * The game's events from seq 1 through the last of {@code stored} (the batch's newly stored events of this game,
     * contiguous and in seq order), now held; null if they are not all known here (the caller reads the stream).
     */
    public synchronized List<EventEnvelope> extend(String gameId, List<EventEnvelope> stored) {
        long first = stored.getFirst().seq();
        List<EventEnvelope> before = first == 1 ? List.of() : held.get(gameId);
        if (before == null || (before.isEmpty() ? 0 : before.getLast().seq()) != first - 1) {
            held.remove(gameId);
            return null;
        }
        List<EventEnvelope> events = new ArrayList<>(before.size() + stored.size());
        events.addAll(before);
        events.addAll(stored);
        List<EventEnvelope> whole = Collections.unmodifiableList(events);
        put(gameId, whole);
        return whole;
    }

    /** Holds the game's whole stream as just read from the database (seq 1 through its last). */
    public synchronized void hold(String gameId, List<EventEnvelope> events) {
        put(gameId, List.copyOf(events));
    }

    private void put(String gameId, List<EventEnvelope> events) {
        held.put(gameId, events);
        var eldest = held.entrySet().iterator();
        while (held.size() > capacity) {
            eldest.next();
            eldest.remove();
        }
    }

    /** Stops holding the game (its sheet exists). */
    public synchronized void forget(String gameId) {
        held.remove(gameId);
    }
}
