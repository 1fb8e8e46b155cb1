package org.arbiter.rating.table;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ScheduledFuture;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.CommandUndone;
import org.arbiter.events.game.GameCreated;

/**
 * What the table feed holds of one game: its events from seq 1 and their fold, the view last released, and the views
 * waiting for the broadcast delay (by seq). Guarded by its own lock ({@code synchronized (game)}).
 */
final class HeldGame {

    final String gameId;
    final List<EventEnvelope> events = new ArrayList<>();
    final TreeMap<Long, ScheduledFuture<?>> waiting = new TreeMap<>();
    String tournamentId;
    Instant lastReleaseAt;
    TableView released;
    private TableFold table;

    HeldGame(String gameId) {
        this.gameId = gameId;
        this.table = TableFold.empty(gameId);
    }

    /**
     * Appends the next event. An undo takes back views still waiting from the first seq it names on: a view of a
     * history that no longer stands (the roles of an end taken back) is never released.
     */
    void add(EventEnvelope event) {
        events.add(event);
        if (event.payload() instanceof GameCreated c) {
            tournamentId = c.tournamentId();
        }
        if (event.payload() instanceof CommandUndone undo && !undo.seqs().isEmpty()) {
            cancelFrom(undo.seqs().stream().mapToLong(Long::longValue).min().getAsLong());
        }
        table = table.then(event, events);
    }

    /** The public view after the events held. */
    TableView view() {
        return table.view();
    }

    /** Forgets the events held and their fold (the waiting views stay: {@link #cancelFrom}). */
    void clearEvents() {
        events.clear();
        table = TableFold.empty(gameId);
    }

    long lastSeq() {
        return events.isEmpty() ? 0 : events.getLast().seq();
    }

    /** Cancels the views waiting with a seq of at least {@code seq}. */
    void cancelFrom(long seq) {
        Map<Long, ScheduledFuture<?>> taken = waiting.tailMap(seq, true);
        taken.values().forEach(f -> f.cancel(false));
        taken.clear();
    }

    /** Whether the game's last view is released, shows the end, and nothing waits: its memory can go. */
    boolean finished() {
        return released != null && released.ended() && waiting.isEmpty() && released.seq() == lastSeq();
    }
}
