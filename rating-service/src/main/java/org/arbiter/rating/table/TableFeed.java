package org.arbiter.rating.table;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.operators.multi.processors.BroadcastProcessor;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.GameCreated;
import org.arbiter.rating.feed.CatchUpThenLive;
import org.arbiter.rating.store.Schema;
import org.arbiter.stream.inbox.EventInbox;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The overlays' live table feed: each game's public view ({@link TableFold}) after every event, released to the
 * subscribers after the tournament's broadcast delay (0 by default; at least that long after the event happened
 * and after this service received it). Views are kept in memory; a game not in memory is folded from the inbox.
 */
@ApplicationScoped
public class TableFeed {

    @Inject
    Pool pool;

    @Inject
    EventInbox inbox;

    @ConfigProperty(name = "rating.table-feed.default-delay-seconds", defaultValue = "0")
    int defaultDelaySeconds;

    private final Map<String, GameLog> games = new ConcurrentHashMap<>();
    private final Map<String, Integer> delays = new ConcurrentHashMap<>();
    private final BroadcastProcessor<TableView> released = BroadcastProcessor.create();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "table-feed-delay");
        t.setDaemon(true);
        return t;
    });

    @PreDestroy
    void stop() {
        timer.shutdownNow();
    }

    /** A new event of a game (called once per event, after it was stored). */
    public void onEvent(EventEnvelope event) {
        Instant receivedAt = Instant.now();
        GameLog log = games.get(event.gameId());
        if (log == null && event.seq() == 1) {
            log = games.computeIfAbsent(event.gameId(), GameLog::new);
        }
        if (log == null) {
            load(event.gameId()).subscribe().with(l -> { }, e -> { });
            return;
        }
        synchronized (log) {
            if (event.seq() != log.events.size() + 1) {
                games.remove(event.gameId());
                load(event.gameId()).subscribe().with(l -> { }, e -> { });
                return;
            }
            log.events.add(event);
            if (event.payload() instanceof GameCreated c) {
                log.tournamentId = c.tournamentId();
            }
            TableView view = TableFold.fold(log.gameId, log.events);
            Instant happened = event.occurredAt().isAfter(receivedAt) ? event.occurredAt() : receivedAt;
            schedule(log, view, happened.plusSeconds(delayOf(log.tournamentId)));
        }
    }

    private void schedule(GameLog log, TableView view, Instant releaseAt) {
        if (log.lastReleaseAt != null && releaseAt.isBefore(log.lastReleaseAt)) {
            releaseAt = log.lastReleaseAt;                  // never out of order when the delay shrinks
        }
        log.lastReleaseAt = releaseAt;
        long wait = Duration.between(Instant.now(), releaseAt).toMillis();
        if (wait <= 0) {
            release(log, view);
        } else {
            timer.schedule(() -> release(log, view), wait, TimeUnit.MILLISECONDS);
        }
    }

    private void release(GameLog log, TableView view) {
        synchronized (log) {
            if (log.released != null && log.released.seq() >= view.seq()) {
                return;
            }
            log.released = view;
        }
        released.onNext(view);
    }

    /** Folds a game from the inbox: what is past its delay is released now, the rest is scheduled. */
    Uni<GameLog> load(String gameId) {
        return inbox.events(EventInbox.GAME, gameId).map(events -> {
            GameLog log = games.computeIfAbsent(gameId, GameLog::new);
            synchronized (log) {
                if (log.events.size() >= events.size()) {
                    return log;
                }
                log.events.clear();
                for (EventEnvelope e : events) {
                    log.events.add(e);
                    if (e.payload() instanceof GameCreated c) {
                        log.tournamentId = c.tournamentId();
                    }
                }
                int delay = delayOf(log.tournamentId);
                Instant now = Instant.now();
                int lastPast = -1;
                for (int i = 0; i < events.size(); i++) {
                    if (!events.get(i).occurredAt().plusSeconds(delay).isAfter(now)) {
                        lastPast = i;
                    }
                }
                if (lastPast >= 0) {
                    schedule(log, TableFold.fold(gameId, events.subList(0, lastPast + 1)), now);
                }
                for (int i = lastPast + 1; i < events.size(); i++) {
                    schedule(log, TableFold.fold(gameId, events.subList(0, i + 1)),
                            events.get(i).occurredAt().plusSeconds(delay));
                }
            }
            return log;
        });
    }

    /** The released view now (if any), then each view as it is released. */
    public Multi<TableView> stream(String gameId) {
        Multi<TableView> live = released.filter(v -> v.gameId().equals(gameId));
        GameLog known = games.get(gameId);
        Uni<GameLog> log = known != null ? Uni.createFrom().item(known) : load(gameId);
        Uni<List<TableView>> first = log.map(l -> {
            synchronized (l) {
                return l.released == null ? List.<TableView>of() : List.of(l.released);
            }
        });
        return CatchUpThenLive.messages(live, first, TableView::seq, -1);
    }

    /** The released view now, or null. */
    public Uni<TableView> current(String gameId) {
        GameLog known = games.get(gameId);
        Uni<GameLog> log = known != null ? Uni.createFrom().item(known) : load(gameId);
        return log.map(l -> {
            synchronized (l) {
                return l.released;
            }
        });
    }

    /** The tournament's broadcast delay in seconds. */
    public int delayOf(String tournamentId) {
        return tournamentId == null ? defaultDelaySeconds : delays.getOrDefault(tournamentId, defaultDelaySeconds);
    }

    /** Loads the stored delays (at start-up). */
    public Uni<Void> loadDelays() {
        return pool.query("select tournament_id, seconds from " + Schema.NAME + ".broadcast_delays").execute()
                .invoke(rows -> rows.forEach(r -> delays.put(r.getString("tournament_id"), r.getInteger("seconds"))))
                .replaceWithVoid();
    }

    /** Sets a tournament's broadcast delay; applies to events received from now on. */
    public Uni<Void> setDelay(String tournamentId, int seconds) {
        return pool.preparedQuery("insert into " + Schema.NAME + ".broadcast_delays (tournament_id, seconds) "
                        + "values ($1, $2) on conflict (tournament_id) do update set seconds = excluded.seconds")
                .execute(Tuple.of(tournamentId, seconds))
                .invoke(() -> delays.put(tournamentId, seconds))
                .replaceWithVoid();
    }

    static final class GameLog {
        final String gameId;
        final List<EventEnvelope> events = new ArrayList<>();
        String tournamentId;
        Instant lastReleaseAt;
        TableView released;

        GameLog(String gameId) {
            this.gameId = gameId;
        }
    }
}
