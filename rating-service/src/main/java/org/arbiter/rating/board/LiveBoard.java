package org.arbiter.rating.board;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.Cancellable;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.arbiter.rating.feed.CatchUpThenLive;
import org.arbiter.rating.feed.FeedClients;
import org.arbiter.rating.feed.RecentlyUsed;
import org.arbiter.rating.store.BoardStore;
import org.arbiter.rating.table.TableFeed;
import org.arbiter.rating.table.TableView;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The organisers' live board (docs/organiser.md "The live board"): every table of a tournament's round (or stage),
 * one row each, from the table feed's released views, so it shows exactly what the public feed shows (no role, ever;
 * after the tournament's broadcast delay). A board is loaded when a client first asks for it (the round's games from
 * {@link BoardStore}, each game's released view from {@link TableFeed}), then follows the releases; a timer flags a
 * table without a command for {@code rating.board.idle-after-seconds}. At most {@code rating.board.boards-held}
 * boards are held (the least recently used goes, ending its clients' streams).
 */
@ApplicationScoped
public class LiveBoard {

    private static final Logger LOG = Logger.getLogger(LiveBoard.class);

    @Inject
    TableFeed tableFeed;

    @Inject
    BoardStore store;

    @Inject
    FeedClients clients;

    @ConfigProperty(name = "rating.board.idle-after-seconds", defaultValue = "300")
    long idleAfterSeconds;

    @ConfigProperty(name = "rating.board.boards-held", defaultValue = "64")
    int boardsHeld;

    @ConfigProperty(name = "rating.board.idle-check-millis", defaultValue = "1000")
    long idleCheckMillis;

    private RecentlyUsed<BoardKey, HeldBoard> boards;
    private Cancellable releases;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "board-idle");
        t.setDaemon(true);
        return t;
    });

    @PostConstruct
    void create() {
        boards = new RecentlyUsed<>(boardsHeld, HeldBoard::close);
        releases = tableFeed.released().subscribe().with(this::onView);
        timer.scheduleWithFixedDelay(this::flagIdle, idleCheckMillis, idleCheckMillis, TimeUnit.MILLISECONDS);
    }

    @PreDestroy
    void stop() {
        releases.cancel();
        timer.shutdownNow();
    }

    /** The board's snapshot, then each change. */
    public Multi<BoardMessage> stream(BoardKey key) {
        HeldBoard board = held(key);
        Uni<List<BoardMessage>> snapshot = board.loaded.map(v -> List.of(board.snapshot(Instant.now())));
        return clients.bounded(CatchUpThenLive.messages(board.changes(), snapshot, BoardMessage::version, -1));
    }

    /** The board now. */
    public Uni<BoardMessage> current(BoardKey key) {
        HeldBoard board = held(key);
        return board.loaded.map(v -> board.snapshot(Instant.now()));
    }

    /** Boards held in memory now. */
    public int boardsHeld() {
        return boards.size();
    }

    private HeldBoard held(BoardKey key) {
        return boards.computeIfAbsent(key, k -> {
            HeldBoard board = new HeldBoard(k, Duration.ofSeconds(idleAfterSeconds));
            board.loaded = load(board).memoize().indefinitely();
            return board;
        });
    }

    /** Folds the board's stored games in: each one's released view (a game not released yet joins when it is). */
    private Uni<Void> load(HeldBoard board) {
        BoardKey key = board.key;
        return store.games(key.tournamentId())
                .onItem().transformToMulti(games -> Multi.createFrom().iterable(games))
                .select().where(g -> key.shows(key.tournamentId(), g.stage(), g.round()))
                .onItem().transformToUni(g -> tableFeed.current(g.gameId())).merge(4)
                .invoke(view -> board.apply(view, Instant.now()))
                .collect().last().replaceWithVoid()
                .onFailure().invoke(e -> boards.remove(key, board));
    }

    private void onView(TableView view) {
        if (view.tournamentId() == null) {
            return;
        }
        try {
            for (BoardKey key : BoardKey.of(view)) {
                HeldBoard board = boards.get(key);
                if (board != null) {
                    board.apply(view, Instant.now());
                }
            }
        } catch (RuntimeException e) {
            LOG.errorf(e, "board: the view of game %s (seq %d) was not applied", view.gameId(), view.seq());
        }
    }

    private void flagIdle() {
        try {
            Instant now = Instant.now();
            boards.values().forEach(board -> board.flagIdle(now));
        } catch (RuntimeException e) {
            LOG.error("board: the idle check failed", e);
        }
    }
}
