package org.arbiter.rating.table;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.GameStreams;
import org.arbiter.events.GameStreams.Standing;
import org.arbiter.events.EventPayload;
import org.arbiter.events.game.BestMoveMade;
import org.arbiter.events.game.DayStarted;
import org.arbiter.events.game.DonChecked;
import org.arbiter.events.game.FoulGiven;
import org.arbiter.events.game.GameAmended;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.JudgeAssigned;
import org.arbiter.events.game.NightStarted;
import org.arbiter.events.game.NominationWithdrawn;
import org.arbiter.events.game.PlayerLeft;
import org.arbiter.events.game.PlayerNominated;
import org.arbiter.events.game.PlayerRemoved;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.RolesDealt;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.SheriffChecked;
import org.arbiter.events.game.Shot;
import org.arbiter.events.game.ShotsFired;
import org.arbiter.events.game.SpeechEnded;
import org.arbiter.events.game.SpeechStarted;
import org.arbiter.events.game.TieOutcome;
import org.arbiter.events.game.VoteTied;
import org.arbiter.events.game.VotesCast;
import org.arbiter.events.game.VotingStarted;

/**
 * Folds a game's events into its public view, from the events that stand ({@link GameStreams#standing}): the events
 * a {@code CommandUndone} takes back are left out, as if they never happened (docs/architecture.md "Undo"). Secrets (roles, shots,
 * checks, a best move's black count) are kept aside and shown only when the folded game has ended.
 */
public final class TableFold {

    private TableFold() {
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

    public static TableView fold(String gameId, List<EventEnvelope> events) {
        State s = new State(gameId);
        Standing standing = GameStreams.standing(events);
        standing.events().forEach(s::apply);
        // the judge's last command: a JudgeAssigned is the organiser's, not the table moving on
        Instant lastEventAt = events.stream()
                .filter(e -> e.seq() <= standing.throughSeq() && !(e.payload() instanceof JudgeAssigned))
                .max(java.util.Comparator.comparingLong(EventEnvelope::seq))
                .map(EventEnvelope::occurredAt).orElse(null);
        return s.view(standing.throughSeq(), lastEventAt);
    }

    private static final class State {
        final String gameId;
        String tournamentId;
        Integer tableNo;
        Integer gameNo;
        String stage;
        String phase = "SETUP";
        int day;
        int night;
        final Map<Integer, SeatState> seats = new TreeMap<>();
        TableView.Speaker speaker;
        List<Integer> candidates = List.of();
        TableView.Ballot votes;
        BestMoveMade bestMove;
        GameEnded ended;
        String amendedWinner;
        Map<Integer, Role> roles = Map.of();
        final List<TableView.Check> checks = new ArrayList<>();
        final List<TableView.NightShots> shots = new ArrayList<>();

        State(String gameId) {
            this.gameId = gameId;
        }

        void apply(EventEnvelope e) {
            EventPayload p = e.payload();
            switch (p) {
                case GameCreated c -> {
                    tournamentId = c.tournamentId();
                    tableNo = c.tableNo();
                    gameNo = c.gameNo();
                    stage = c.stage() == null ? null : c.stage().name();
                    for (SeatedPlayer sp : c.players()) {
                        seats.put(sp.seat(), new SeatState(sp.seat(), sp.playerId(), sp.nickname()));
                    }
                }
                case RolesDealt r -> roles = Map.copyOf(r.roles());
                case NightStarted n -> {
                    phase = "NIGHT";
                    night = n.night();
                    speaker = null;
                    candidates = List.of();
                }
                case ShotsFired f -> shots.add(new TableView.NightShots(f.night(),
                        f.shots().stream().map(Shot::shooter).toList(),
                        f.shots().stream().map(Shot::target).toList(), f.killed()));
                case DonChecked d -> checks.add(new TableView.Check(d.night(), "DON", d.don(), d.target(),
                        d.sheriff() ? "SHERIFF" : "NOT_SHERIFF"));
                case SheriffChecked sc -> checks.add(new TableView.Check(sc.night(), "SHERIFF", sc.sheriff(), sc.target(),
                        sc.team().name()));
                case DayStarted d -> {
                    phase = "DAY";
                    day = d.day();
                    speaker = null;
                    candidates = List.of();
                    votes = null;
                }
                case SpeechStarted sp -> {
                    speaker = new TableView.Speaker(sp.seat(), sp.kind().name(), sp.seconds(), e.occurredAt());
                    phase = switch (sp.kind()) {
                        case LAST_WORDS -> ended != null ? "FINISHED" : "LAST_WORDS";
                        case TIE -> "TIE_SPEECHES";
                        case DISCUSSION -> "DAY";
                    };
                }
                case SpeechEnded se -> speaker = null;
                case PlayerNominated n -> candidates = List.copyOf(n.candidates());
                case NominationWithdrawn w -> candidates = List.copyOf(w.candidates());
                case VotingStarted v -> {
                    phase = v.round() > 1 ? "REVOTE" : "VOTING";
                    candidates = List.copyOf(v.candidates());
                    speaker = null;
                }
                case VotesCast v -> votes = new TableView.Ballot(v.day(), v.round(), v.kind().name(),
                        v.counts().stream().map(c -> new TableView.Count(c.candidate(), c.votes())).toList(),
                        List.copyOf(v.leaving()));
                case VoteTied t -> {
                    candidates = List.copyOf(t.tied());
                    if (t.next() == TieOutcome.LIFT_ALL) {
                        phase = "LIFT_ALL";
                    }
                }
                case FoulGiven f -> seat(f.seat()).fouls = f.fouls();
                case PlayerLeft l -> {
                    SeatState st = seat(l.seat());
                    st.status = l.how().name();
                    st.leftDay = l.day();
                    st.leftNight = l.night();
                }
                case PlayerRemoved r -> {
                    SeatState st = seat(r.seat());
                    st.removal = r.reason().name() + (r.clause() == null ? "" : " " + r.clause());
                    if (r.leavesTable() && st.status.equals("AT_TABLE")) {
                        st.status = "REMOVED";
                        st.leftDay = r.day();
                        st.leftNight = r.night();
                    }
                }
                case BestMoveMade b -> bestMove = b;
                case GameEnded g -> {
                    ended = g;
                    phase = "FINISHED";
                }
                case GameAmended a -> amendedWinner = a.annulled() ? "ANNULLED" : a.winner() == null ? null : a.winner().name();
                default -> {
                }
            }
        }

        SeatState seat(int seat) {
            return seats.computeIfAbsent(seat, n -> new SeatState(n, null, null));
        }

        TableView view(long seq, Instant lastEventAt) {
            boolean over = ended != null;
            List<TableView.Seat> list = new ArrayList<>();
            for (SeatState st : seats.values()) {
                Role role = over ? roles.get(st.seat) : null;
                list.add(new TableView.Seat(st.seat, st.playerId, st.nickname, st.fouls, st.status, st.leftDay,
                        st.leftNight, st.removal, role == null ? null : role.name()));
            }
            TableView.BestMove bm = bestMove == null ? null
                    : new TableView.BestMove(bestMove.seat(), List.copyOf(bestMove.targets()), over ? bestMove.blacks() : null);
            String winner = !over ? null : amendedWinner != null ? amendedWinner : ended.winner() == null ? null : ended.winner().name();
            return new TableView(gameId, tournamentId, tableNo, gameNo, stage, seq, phase, day, night, list, speaker,
                    candidates, votes, bm, over, winner, over ? ended.reason().name() : null,
                    over ? List.copyOf(checks) : null, over ? List.copyOf(shots) : null, lastEventAt);
        }
    }

    private static final class SeatState {
        final int seat;
        final String playerId;
        final String nickname;
        int fouls;
        String status = "AT_TABLE";
        Integer leftDay;
        Integer leftNight;
        String removal;

        SeatState(int seat, String playerId, String nickname) {
            this.seat = seat;
            this.playerId = playerId;
            this.nickname = nickname;
        }
    }

}
