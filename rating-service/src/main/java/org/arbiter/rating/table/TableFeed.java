package org.arbiter.rating.table;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.operators.multi.processors.BroadcastProcessor;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.GameCreated;
import org.arbiter.rating.feed.CatchUpThenLive;
import org.arbiter.rating.feed.FeedClients;
import org.arbiter.rating.feed.RecentlyUsed;
import org.arbiter.rating.store.Announcements;
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

    /** How long a fold from the inbox waits before it is tried again, and how often at most. */
    static final Duration INBOX_RETRY = Duration.ofMillis(100);
    static final int INBOX_TRIES = 100;

    @Inject
    Pool pool;

    @Inject
    EventInbox inbox;

    @ConfigProperty(name = "rating.table-feed.default-delay-seconds", defaultValue = "0")
    int defaultDelaySeconds;

    /** Games held in memory at most; the least recently used goes (a game not held is folded from the inbox). */
    @ConfigProperty(name = "rating.table-feed.games-held", defaultValue = "1000")
    int gamesHeld;

    @Inject
    FeedClients clients;

    @Inject
    Announcements announcements;

    private RecentlyUsed<String, HeldGame> games;
    /**
     * The final view of each game that left memory (as many as games are held): served as it is, since the inbox may
     * not hold the game's last events yet when this feed has them first (docs/deploy.md "Two instances").
     */
    private RecentlyUsed<String, TableView> finals;
    private final Map<String, Integer> delays = new ConcurrentHashMap<>();
    private final BroadcastProcessor<TableView> released = BroadcastProcessor.create();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "table-feed-delay");
        t.setDaemon(true);
        return t;
    });

    @PostConstruct
    void create() {
        // a delay set through another instance (docs/deploy.md "Two instances"); all of them again after a lost listen
        announcements.listen(Announcements.DELAYS, payload -> {
            Announcements.Payload set = Announcements.Payload.of(payload);
            delays.put(set.id(), (int) set.number());
        }, () -> loadDelays().subscribe().with(done -> { }, failure -> { }));
        // a game pushed out stops its waiting views: the next event or request folds it again from the inbox
        finals = new RecentlyUsed<>(gamesHeld, view -> { });
        games = new RecentlyUsed<>(gamesHeld, game -> {
            synchronized (game) {
                game.cancelFrom(0);
            }
        });
    }

    @PreDestroy
    void stop() {
        timer.shutdownNow();
    }

    /** How many games the feed holds in memory now. */
    public int gamesHeld() {
        return games.size();
    }

    /**
     * An event of a game as this instance's own feed consumer reads it from table-events (every partition; it may
     * come before the standings projection, of this instance or another, has stored it, and again after a
     * redelivery). The next event is appended; an older one is dropped; a game not held, or one missing events
     * before this one, is folded from the inbox with this event on top.
     */
    public void onEvent(EventEnvelope event) {
        Instant receivedAt = Instant.now();
        TableView last = finals.get(event.gameId());
        if (last != null) {
            if (event.seq() <= last.seq()) {
                return;
            }
            finals.remove(event.gameId());                  // an event after the end (an undo): the game goes on
        }
        HeldGame game = event.seq() == 1 ? games.computeIfAbsent(event.gameId(), HeldGame::new) : games.get(event.gameId());
        if (game == null || !took(game, event, receivedAt)) {
            fromInbox(event, receivedAt, 1);
        }
    }

    /** Drops an event the game has, appends its next one; false when events before this one are missing. */
    private boolean took(HeldGame game, EventEnvelope event, Instant receivedAt) {
        synchronized (game) {
            if (event.seq() > game.lastSeq() + 1) {
                return false;
            }
            if (event.seq() == game.lastSeq() + 1) {
                append(game, event, receivedAt);
            }
            return true;
        }
    }

    /**
     * Folds the game from the inbox, then appends {@code event} if the inbox holds everything before it. The inbox
     * (shared by the instances) stores every event, but it may be behind this feed: until it has caught up the fold
     * is tried again every {@link #INBOX_RETRY}, at most {@link #INBOX_TRIES} times.
     */
    private void fromInbox(EventEnvelope event, Instant receivedAt, int attempt) {
        load(event.gameId()).subscribe().with(game -> {
            if (game == null || !took(game, event, receivedAt)) {
                retry(event, receivedAt, attempt);
            }
        }, failure -> retry(event, receivedAt, attempt));
    }

    private void retry(EventEnvelope event, Instant receivedAt, int attempt) {
        if (attempt < INBOX_TRIES) {
            timer.schedule(() -> fromInbox(event, receivedAt, attempt + 1), INBOX_RETRY.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    /** Appends the game's next event and schedules its view (under the game's lock). */
    private void append(HeldGame game, EventEnvelope event, Instant receivedAt) {
        game.add(event);
        Instant happened = event.occurredAt().isAfter(receivedAt) ? event.occurredAt() : receivedAt;
        schedule(game, game.view(), happened.plusSeconds(delayOf(game.tournamentId)));
    }

    private void schedule(HeldGame game, TableView view, Instant releaseAt) {
        if (game.lastReleaseAt != null && releaseAt.isBefore(game.lastReleaseAt)) {
            releaseAt = game.lastReleaseAt;                 // never out of order when the delay shrinks
        }
        game.lastReleaseAt = releaseAt;
        long wait = Duration.between(Instant.now(), releaseAt).toMillis();
        if (wait <= 0) {
            release(game, view);
        } else {
            game.waiting.put(view.seq(), timer.schedule(() -> release(game, view), wait, TimeUnit.MILLISECONDS));
        }
    }

    private void release(HeldGame game, TableView view) {
        synchronized (game) {
            game.waiting.remove(view.seq());
            if (game.released != null && game.released.seq() >= view.seq()) {
                return;
            }
            game.released = view;
            leaveIfFinished(game);
        }
        released.onNext(view);
    }

    /**
     * Folds a game from the inbox: what is past its delay is released now, the rest is scheduled. Null (and nothing
     * held) for a game without events.
     */
    Uni<HeldGame> load(String gameId) {
        return inbox.events(EventInbox.GAME, gameId).map(events -> {
            if (events.isEmpty()) {
                return null;
            }
            HeldGame game = games.computeIfAbsent(gameId, HeldGame::new);
            synchronized (game) {
                if (game.events.size() >= events.size()) {
                    return game;
                }
                game.cancelFrom(0);
                game.clearEvents();
                String tournamentId = events.stream().map(EventEnvelope::payload).filter(GameCreated.class::isInstance)
                        .map(p -> ((GameCreated) p).tournamentId()).findFirst().orElse(null);
                int delay = delayOf(tournamentId);
                Instant now = Instant.now();
                int lastPast = -1;
                for (int i = 0; i < events.size(); i++) {
                    if (!events.get(i).occurredAt().plusSeconds(delay).isAfter(now)) {
                        lastPast = i;
                    }
                }
                for (int i = 0; i <= lastPast; i++) {
                    game.add(events.get(i));
                }
                if (lastPast >= 0) {
                    schedule(game, game.view(), now);
                }
                for (int i = lastPast + 1; i < events.size(); i++) {
                    game.add(events.get(i));
                    schedule(game, game.view(), events.get(i).occurredAt().plusSeconds(delay));
                }
                leaveIfFinished(game);
            }
            return game;
        });
    }

    /** Every game's views as they are released (after the broadcast delay), in release order per game. */
    public Multi<TableView> released() {
        return released;
    }

    /** The released view now (if any), then each view as it is released. */
    public Multi<TableView> stream(String gameId) {
        Multi<TableView> live = released.filter(v -> v.gameId().equals(gameId));
        Uni<List<TableView>> first = current(gameId).map(view -> view == null ? List.<TableView>of() : List.of(view));
        return clients.bounded(CatchUpThenLive.messages(live, first, TableView::seq, -1));
    }

    /**
     * The released view now, or null (an unknown game is not held): of the game held, else its final view, else
     * folded from the inbox.
     */
    public Uni<TableView> current(String gameId) {
        HeldGame known = games.get(gameId);
        TableView last = known == null ? finals.get(gameId) : null;
        if (last != null) {
            return Uni.createFrom().item(last);
        }
        return (known != null ? Uni.createFrom().item(known) : load(gameId)).map(game -> {
            if (game == null) {
                return null;
            }
            synchronized (game) {
                return game.released;
            }
        });
    }

    /** A game whose final view is out leaves memory; the view stays among the finals (under the game's lock). */
    private void leaveIfFinished(HeldGame game) {
        if (game.finished()) {
            games.remove(game.gameId, game);
            finals.put(game.gameId, game.released);
        }
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

    /** Sets a tournament's broadcast delay; applies to events received from now on, by every instance. */
    public Uni<Void> setDelay(String tournamentId, int seconds) {
        return pool.preparedQuery("insert into " + Schema.NAME + ".broadcast_delays (tournament_id, seconds) "
                        + "values ($1, $2) on conflict (tournament_id) do update set seconds = excluded.seconds")
                .execute(Tuple.of(tournamentId, seconds))
                .invoke(() -> delays.put(tournamentId, seconds))
                .replaceWithVoid();
    }
}
