package org.arbiter.rating.table;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.GameStreams;
import org.arbiter.events.GameStreams.Standing;
import org.arbiter.events.game.CommandUndone;
import org.arbiter.events.game.DayStarted;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.GameEvent;
import org.arbiter.events.game.JudgeAssigned;
import org.arbiter.events.game.PlayerRemoved;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Shot;
import org.arbiter.events.game.ShotsFired;
import org.arbiter.events.game.SpeechStarted;
import org.arbiter.events.game.VotesCast;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.GameState;
import org.arbiter.rules.JudgeView;
import org.arbiter.rules.Phase;
import org.arbiter.rules.PublicView;

/**
 * Folds a game's events into its public view, from the events that stand ({@link GameStreams#standing}): the events
 * a {@code CommandUndone} takes back are left out, as if they never happened (docs/architecture.md "Undo"). The play's
 * state is the rules engine's; secrets (roles, shots, checks, a best move's black count) are shown only when the
 * engine's game has ended. A fold takes a game's next events one by one; an undo is folded again from the game's
 * events ({@link #then}).
 */
public final class TableFold {

    private final String gameId;
    private final Facts facts = new Facts();
    private GameState state;
    private long throughSeq;
    private Instant lastEventAt;

    private TableFold(String gameId) {
        this.gameId = gameId;
    }

    /** Players removed from the tournament by a 7.3 removal in this game (clause starting with "7.3"). */
    public static Set<String> removedFromTournament(List<EventEnvelope> events) {
        Set<String> removed = new HashSet<>();
        Map<Integer, String> players = new TreeMap<>();
        for (EventEnvelope e : GameStreams.standing(events).events()) {
            if (e.payload() instanceof GameCreated c) {
                c.players().forEach(p -> players.put(p.seat(), p.playerId()));
            } else if (e.payload() instanceof PlayerRemoved r && r.clause() != null
                    && (r.clause().equals("7.3") || r.clause().startsWith("7.3."))) {
                String player = players.get(r.seat());
                if (player != null) {
                    removed.add(player);
                }
            }
        }
        return removed;
    }

    /**
     * The table's public view after its standing events: the play's state (phase, day, night, speaker, candidates,
     * fouls, departures, best move, result, checks) is the engine's fold and public view ({@link GameRules#publicView}),
     * one truth with the judge's; what the view adds is read from the events (the speech's start, the last ballot,
     * the night's shots, a removal's clause). Roles, shots and checks only once the engine's game has ended.
     */
    public static TableView fold(String gameId, Collection<EventEnvelope> events) {
        return over(gameId, events).view();
    }

    /** The fold of no events yet. */
    public static TableFold empty(String gameId) {
        return new TableFold(gameId);
    }

    /** The fold of a game's events: in any order, an event possibly more than once ({@link GameStreams#standing}). */
    public static TableFold over(String gameId, Collection<EventEnvelope> events) {
        Standing standing = GameStreams.standing(events);
        TableFold fold = new TableFold(gameId);
        standing.events().forEach(fold::apply);
        events.stream().filter(e -> e.seq() <= standing.throughSeq())
                .sorted(Comparator.comparingLong(EventEnvelope::seq)).forEach(fold::read);
        return fold;
    }

    /**
     * The fold after {@code event}, the last of {@code events} (the game's events so far): this one with the event
     * folded on top when it is the next seq and not an undo, else all of {@code events} folded again ({@link #over}).
     * Either way the same view as folding them all.
     */
    public TableFold then(EventEnvelope event, Collection<EventEnvelope> events) {
        if (event.seq() != throughSeq + 1 || event.payload() instanceof CommandUndone) {
            return over(gameId, events);
        }
        apply(event);
        read(event);
        return this;
    }

    /** The position read up to, and the judge's last command: a JudgeAssigned is the organiser's, not the table's. */
    private void read(EventEnvelope e) {
        throughSeq = e.seq();
        if (!(e.payload() instanceof JudgeAssigned)) {
            lastEventAt = e.occurredAt();
        }
    }

    private void apply(EventEnvelope e) {
        if (e.payload() instanceof GameCreated created) {
            state = GameRules.start(created);
        } else if (state != null && e.payload() instanceof GameEvent event) {
            state = GameRules.evolve(state, event);
        }
        facts.apply(e);
    }

    /** The public view now. */
    public TableView view() {
        if (state == null) {
            return new TableView(gameId, null, null, null, null, throughSeq, Phase.SETUP.name(), 0, 0,
                    List.of(), null, List.of(), null, null, false, null, null, null, null, lastEventAt);
        }
        return facts.view(gameId, state.created(), GameRules.publicView(state), throughSeq, lastEventAt);
    }

    /** What the public view shows beyond the engine's state, read from the standing events. */
    private static final class Facts {
        SpeechStarted speech;
        Instant speechStartedAt;
        TableView.Ballot votes;
        GameEnded ended;
        final Map<Integer, String> removals = new TreeMap<>();
        final List<TableView.NightShots> shots = new ArrayList<>();

        void apply(EventEnvelope e) {
            switch (e.payload()) {
                case SpeechStarted sp -> {
                    speech = sp;
                    speechStartedAt = e.occurredAt();
                }
                case DayStarted d -> votes = null;
                case ShotsFired f -> shots.add(new TableView.NightShots(f.night(),
                        f.shots().stream().map(Shot::shooter).toList(),
                        f.shots().stream().map(Shot::target).toList(), f.killed()));
                case VotesCast v -> votes = new TableView.Ballot(v.day(), v.round(), v.kind().name(),
                        v.counts().stream().map(c -> new TableView.Count(c.candidate(), c.votes())).toList(),
                        List.copyOf(v.leaving()));
                case PlayerRemoved r -> removals.put(r.seat(), r.reason().name() + (r.clause() == null ? "" : " " + r.clause()));
                case GameEnded g -> ended = g;
                default -> {
                }
            }
        }

        TableView view(String gameId, GameCreated created, PublicView pv, long seq, Instant lastEventAt) {
            boolean over = pv.phase().equals(Phase.FINISHED.name());
            Map<Integer, JudgeView.DepartureView> departed = new TreeMap<>();
            pv.departures().forEach(d -> departed.put(d.seat(), d));
            List<TableView.Seat> seats = new ArrayList<>();
            for (SeatedPlayer player : pv.players()) {
                int seat = player.seat();
                JudgeView.DepartureView left = departed.get(seat);
                seats.add(new TableView.Seat(seat, player.playerId(), player.nickname(), pv.fouls().getOrDefault(seat, 0),
                        left == null ? "AT_TABLE" : left.how(), left == null ? null : left.day(),
                        left == null ? null : left.night(), removals.get(seat),
                        over && pv.roles() != null ? pv.roles().get(seat) : null));
            }
            TableView.Speaker speaker = pv.speaker() == null ? null
                    : new TableView.Speaker(pv.speaker(), speech.kind().name(), pv.seconds(), speechStartedAt);
            JudgeView.BestMoveView bm = pv.bestMove();
            TableView.BestMove bestMove = bm == null ? null : new TableView.BestMove(bm.seat(), bm.targets(), bm.blacks());
            String winner = !over ? null : pv.annulled() ? "ANNULLED" : pv.winner();
            return new TableView(gameId, created.tournamentId(), created.tableNo(), created.gameNo(),
                    created.stage() == null ? null : created.stage().name(), seq, pv.phase(), pv.day(), pv.night(),
                    seats, speaker, pv.candidates(), votes, bestMove, over, winner,
                    over ? ended.reason().name() : null,
                    over ? pv.checks().stream().map(c -> new TableView.Check(c.night(), c.role(), c.seat(), c.target(),
                            c.result())).toList() : null,
                    over ? List.copyOf(shots) : null, lastEventAt);
        }
    }

}
