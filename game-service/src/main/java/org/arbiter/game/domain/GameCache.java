package org.arbiter.game.domain;

import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.GameEvent;
import org.arbiter.game.store.EventStore;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.GameState;

/**
 * Game states rebuilt from their streams on demand and kept in memory. The stream is the truth:
 * every load asks for the stream's last seq and folds only the events the cache has not seen, so
 * a restart or another instance's append loses nothing.
 */
@ApplicationScoped
public class GameCache {

    private static final int MAX_GAMES = 10_000;

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
            long from = cached == null || cached.lastSeq() > lastSeq ? 0 : cached.lastSeq();
            return store.game(gameId).chain(record -> store.events(gameId, from).map(events -> {
                GameState state = from == 0 ? null : cached.state();
                long seq = from;
                for (EventEnvelope e : events) {
                    state = state == null ? GameRules.fold(List.of((GameEvent) e.payload()))
                            : GameRules.evolve(state, (GameEvent) e.payload());
                    seq = e.seq();
                }
                LoadedGame loaded = new LoadedGame(record.orElseThrow(), state, seq);
                remember(loaded);
                return loaded;
            }));
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
        games.merge(game.row().gameId, game, (old, neu) -> neu.lastSeq() >= old.lastSeq() ? neu : old);
    }

    public void forget(String gameId) {
        games.remove(gameId);
    }
}
