package org.arbiter.game.domain;

import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.CommandUndone;
import org.arbiter.events.game.GameEvent;
import org.arbiter.game.store.EventStore;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.GameState;

/**
 * Game states rebuilt from their streams on demand and kept in memory. The stream is the truth:
 * every load asks for the stream's last seq and folds only the events the cache has not seen, so
 * a restart or another instance's append loses nothing. A kept game holds only its last undo frame.
 */
@ApplicationScoped
public class GameCache {

    private static final int MAX_GAMES = 10_000;

    /**
     * The undo frames a cached game keeps: the last command's, so the view offers undo as the whole game would. A
     * game's whole chain of frames holds a state per command (1,000 live tables filled a 64 MB heap with them,
     * docs/benchmarks.md); an undo is decided on the game folded from its start ({@link #whole}).
     */
    private static final int UNDO_FRAMES_KEPT = 1;

    @Inject
    EventStore store;

    private final Map<String, LoadedGame> games = new ConcurrentHashMap<>();

    public Uni<LoadedGame> load(String gameId) {
        return store.lastSeq(gameId).chain(lastSeq -> {
            if (lastSeq == 0) {
                return Uni.createFrom().failure(Refusals.notFound("game " + gameId));
            }
            LoadedGame cached = games.get(gameId);
            if (cached != null && cached.lastSeq() == lastSeq) {
                return Uni.createFrom().item(cached);
            }
            return cached == null || cached.lastSeq() > lastSeq ? whole(gameId) : onwardFrom(cached);
        });
    }

    /** The game folded from its first event, with every undo frame (an undo is decided on it). */
    public Uni<LoadedGame> whole(String gameId) {
        return store.game(gameId).chain(record -> store.events(gameId, 0).map(events -> {
            if (record.isEmpty() || events.isEmpty()) {
                throw Refusals.notFound("game " + gameId);
            }
            GameState state = GameRules.fold(events.stream().map(e -> (GameEvent) e.payload()).toList());
            LoadedGame loaded = new LoadedGame(record.get(), state, events.getLast().seq());
            remember(loaded);
            return loaded;
        }));
    }

    /**
     * The cached game moved on by the events after it. An undo among them needs the frames the cache let go: then the
     * game is folded from its start.
     */
    private Uni<LoadedGame> onwardFrom(LoadedGame cached) {
        String gameId = cached.row().gameId;
        return store.events(gameId, cached.lastSeq()).chain(events -> {
            if (events.stream().anyMatch(e -> e.payload() instanceof CommandUndone)) {
                return whole(gameId);
            }
            GameState state = cached.state();
            long seq = cached.lastSeq();
            for (EventEnvelope e : events) {
                state = GameRules.evolve(state, (GameEvent) e.payload());
                seq = e.seq();
            }
            LoadedGame loaded = new LoadedGame(cached.row(), state, seq, false);
            remember(loaded);
            return Uni.createFrom().item(loaded);
        });
    }

    /**
     * For a command: the cached state without asking the store, else a load. A cached state another
     * instance has moved past makes the append collide on (game_id, seq); the caller then reloads.
     */
    public Uni<LoadedGame> cachedOrLoad(String gameId) {
        LoadedGame cached = games.get(gameId);
        return cached != null ? Uni.createFrom().item(cached) : load(gameId);
    }

    /**
     * Keeps the game's newest state. A signed game (finalize) is dropped instead: it changes only by a
     * chief judge's amend, which loads it again, and holding thousands of finished games would only make
     * every garbage collection longer.
     */
    public void remember(LoadedGame game) {
        if (game.state().result().finalized()) {
            games.remove(game.row().gameId);
            return;
        }
        if (games.size() >= MAX_GAMES) {
            games.clear();
        }
        LoadedGame kept = new LoadedGame(game.row(), game.state().keepingUndo(UNDO_FRAMES_KEPT), game.lastSeq(), false);
        games.merge(game.row().gameId, kept, (old, neu) -> neu.lastSeq() >= old.lastSeq() ? neu : old);
    }

    public void forget(String gameId) {
        games.remove(gameId);
    }
}
