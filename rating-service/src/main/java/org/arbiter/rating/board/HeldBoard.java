package org.arbiter.rating.board;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.operators.multi.processors.BroadcastProcessor;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.rating.table.TableView;

/**
 * One board held in memory: a row per game and its version. Every change is emitted under the board's lock, so its
 * messages leave in version order. Closing it (pushed out of memory) ends its clients' streams; they reconnect and
 * get a fresh snapshot.
 */
final class HeldBoard {

    static final Comparator<BoardRow> ORDER = Comparator.comparing(BoardRow::round, Comparator.nullsLast(Comparator.naturalOrder()))
            .thenComparing(BoardRow::tableNo, Comparator.nullsLast(Comparator.naturalOrder()))
            .thenComparing(BoardRow::gameId);

    final BoardKey key;
    private final Duration idleAfter;
    private final Map<String, BoardRow> rows = new HashMap<>();
    private final BroadcastProcessor<BoardMessage> changes = BroadcastProcessor.create();
    private long version;
    /** Set once, right after creation: the rows folded from the stored games (memoized). */
    Uni<Void> loaded;

    HeldBoard(BoardKey key, Duration idleAfter) {
        this.key = key;
        this.idleAfter = idleAfter;
    }

    /** A game's newer view: its row replaced and the change emitted. */
    synchronized void apply(TableView view, Instant now) {
        BoardRow held = rows.get(view.gameId());
        if (held != null && held.seq() >= view.seq()) {
            return;
        }
        BoardRow row = BoardRow.of(view, now, idleAfter);
        rows.put(row.gameId(), row);
        emit(List.of(row), now);
    }

    /** Flags the rows that became idle by {@code now}; one change for all of them. */
    synchronized void flagIdle(Instant now) {
        List<BoardRow> flagged = new ArrayList<>();
        for (BoardRow row : rows.values()) {
            if (!row.idle() && row.idleAt(now, idleAfter)) {
                flagged.add(row.flaggedIdle());
            }
        }
        if (!flagged.isEmpty()) {
            flagged.forEach(r -> rows.put(r.gameId(), r));
            emit(flagged, now);
        }
    }

    synchronized BoardMessage snapshot(Instant now) {
        return message(BoardMessage.SNAPSHOT, new ArrayList<>(rows.values()), now);
    }

    Multi<BoardMessage> changes() {
        return changes;
    }

    void close() {
        changes.onComplete();
    }

    private void emit(List<BoardRow> changed, Instant now) {
        version++;
        changes.onNext(message(BoardMessage.CHANGE, new ArrayList<>(changed), now));
    }

    private BoardMessage message(String kind, List<BoardRow> list, Instant now) {
        list.sort(ORDER);
        return new BoardMessage(key.tournamentId(), key.stage(), key.round(), version, kind, now, idleAfter.toSeconds(),
                List.copyOf(list));
    }
}
