package org.arbiter.rating.support;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventPayload;
import org.arbiter.events.game.BallotKind;
import org.arbiter.events.game.BestMoveMade;
import org.arbiter.events.game.CandidateVotes;
import org.arbiter.events.game.CommandUndone;
import org.arbiter.events.game.DayStarted;
import org.arbiter.events.game.DepartureHow;
import org.arbiter.events.game.DonChecked;
import org.arbiter.events.game.FoulGiven;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEndReason;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.GameFinalized;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.NightEnded;
import org.arbiter.events.game.NightStarted;
import org.arbiter.events.game.PlayerLeft;
import org.arbiter.events.game.PlayerNominated;
import org.arbiter.events.game.PlayerRemoved;
import org.arbiter.events.game.RemovalReason;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.RolesDealt;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.SheriffChecked;
import org.arbiter.events.game.Shot;
import org.arbiter.events.game.ShotsFired;
import org.arbiter.events.game.SpeechEnded;
import org.arbiter.events.game.SpeechKind;
import org.arbiter.events.game.SpeechStarted;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Team;
import org.arbiter.events.game.VotesCast;
import org.arbiter.events.game.VotingStarted;
import org.arbiter.events.game.Winner;
import org.arbiter.events.score.PartKind;
import org.arbiter.events.score.ScorePart;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.events.score.SeatScore;

/**
 * A short FIIM game as game-service would publish it, and the sheet scoring-service would publish for it. Roles:
 * seats 2, 8 mafia, 6 Don, 4 Sheriff, others civilians. Day 1: 2 is voted out; night 1: 4 (Sheriff) is killed and
 * names 2, 6, 8 as his best move (+0.4, 8.3.4); then the game ends with the winner given.
 */
public final class GameScript {

    public static final Map<Integer, Role> ROLES = roles();

    private final String gameId;
    private final String tournamentId;
    private final Stage stage;
    private final List<String> players;
    private final Instant start;
    private final List<EventEnvelope> events = new ArrayList<>();
    private long seq;

    public GameScript(String gameId, String tournamentId, Stage stage, List<String> players, Instant start) {
        this.gameId = gameId;
        this.tournamentId = tournamentId;
        this.stage = stage;
        this.players = List.copyOf(players);
        this.start = start;
    }

    private static Map<Integer, Role> roles() {
        Map<Integer, Role> roles = new LinkedHashMap<>();
        for (int seat = 1; seat <= 10; seat++) {
            roles.put(seat, Role.CIVILIAN);
        }
        roles.put(2, Role.MAFIA);
        roles.put(8, Role.MAFIA);
        roles.put(6, Role.DON);
        roles.put(4, Role.SHERIFF);
        return roles;
    }

    private EventEnvelope add(EventPayload payload) {
        seq++;
        EventEnvelope e = EventEnvelope.ofGame(gameId, seq, start.plusSeconds(seq), "judge", payload);
        events.add(e);
        return e;
    }

    /** Every event up to the game's end (the winner given), without finalize. */
    public List<EventEnvelope> playUntilEnd(Winner winner) {
        List<SeatedPlayer> seated = new ArrayList<>();
        for (int seat = 1; seat <= 10; seat++) {
            seated.add(new SeatedPlayer(seat, players.get(seat - 1), "Ник-" + players.get(seat - 1)));
        }
        add(new GameCreated(tournamentId, stage, 1, 1, Ruleset.FIIM, GameOptions.DEFAULT, seated, "judge"));
        add(new RolesDealt(ROLES, false));
        add(new NightStarted(0));
        add(new NightEnded(0, null));
        add(new DayStarted(1, 1, List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)));
        add(new SpeechStarted(1, 1, SpeechKind.DISCUSSION, 60));
        add(new PlayerNominated(1, 1, 2, List.of(2)));
        add(new FoulGiven(3, 1, false));
        add(new SpeechEnded(1, 1, SpeechKind.DISCUSSION));
        add(new SpeechStarted(1, 3, SpeechKind.DISCUSSION, 60));
        add(new PlayerNominated(1, 3, 8, List.of(2, 8)));
        add(new SpeechEnded(1, 3, SpeechKind.DISCUSSION));
        add(new VotingStarted(1, 1, List.of(2, 8)));
        add(new VotesCast(1, 1, BallotKind.VOTE, List.of(2, 8),
                List.of(new CandidateVotes(2, List.of(1, 3, 4, 5, 7, 9), List.of(), 6),
                        new CandidateVotes(8, List.of(), List.of(2, 6, 8, 10), 4)),
                List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), List.of(2), List.of()));
        add(new PlayerLeft(2, DepartureHow.VOTED, 1, null, "4.4.12", true));
        add(new SpeechStarted(1, 2, SpeechKind.LAST_WORDS, 60));
        add(new SpeechEnded(1, 2, SpeechKind.LAST_WORDS));
        add(new NightStarted(1));
        add(new ShotsFired(1, List.of(new Shot(6, 4), new Shot(8, 4)), 4, false));
        add(new DonChecked(1, 6, 4, true));
        add(new SheriffChecked(1, 4, 8, Team.BLACK));
        add(new NightEnded(1, 4));
        add(new PlayerLeft(4, DepartureHow.KILLED, null, 1, "4.5.4", true));
        add(new SpeechStarted(2, 4, SpeechKind.LAST_WORDS, 60));
        add(new BestMoveMade(4, List.of(2, 6, 8), false, 3));
        add(new SpeechEnded(2, 4, SpeechKind.LAST_WORDS));
        add(new DayStarted(2, 3, List.of(3, 5, 6, 7, 8, 9, 10, 1)));
        add(new SpeechStarted(2, 3, SpeechKind.DISCUSSION, 60));
        add(new PlayerRemoved(10, RemovalReason.DISQUALIFICATION, "6.7.4", 2, null, true, false));
        add(new PlayerLeft(10, DepartureHow.REMOVED, 2, null, "6.7.4", false));
        add(new SpeechEnded(2, 3, SpeechKind.DISCUSSION));
        add(new GameEnded(winner, winner == Winner.RED ? GameEndReason.NO_BLACK_LEFT : GameEndReason.BLACK_PARITY,
                "8", start.plusSeconds(seq + 1), List.of()));
        return List.copyOf(events);
    }

    public EventEnvelope finalizeGame() {
        return add(new GameFinalized(start.plusSeconds(seq + 1)));
    }

    /** A command taken back: the given seqs (as game-service's undo names them). */
    public EventEnvelope undo(String command, List<Long> seqs) {
        return add(new CommandUndone(command, seqs));
    }

    public List<EventEnvelope> events() {
        return List.copyOf(events);
    }

    public long lastSeq() {
        return seq;
    }

    /**
     * The sheet scoring-service would publish for this game under FIIM: +1 per winning seat (8.2.1), the killed
     * Sheriff's best move 3/3 +0.4 (8.3.4), −0.5 for the removed seat 10 (8.2.4), the judge's extras given.
     */
    public ScoreSheet sheet(Winner winner, long version, boolean finalized, Map<Integer, String> judgeExtras) {
        List<SeatScore> seats = new ArrayList<>();
        for (int seat = 1; seat <= 10; seat++) {
            Role role = ROLES.get(seat);
            List<ScorePart> parts = new ArrayList<>();
            if (winner != Winner.DRAW && Winner.of(role.team()) == winner) {
                parts.add(ScorePart.of(PartKind.WIN, "1", "8.2.1"));
            }
            if (seat == 4) {
                parts.add(ScorePart.of(PartKind.BEST_MOVE, "0.4", "8.3.4"));
            }
            if (seat == 10) {
                parts.add(ScorePart.of(PartKind.DISQUALIFICATION, "-0.5", "8.2.4"));
            }
            if (judgeExtras.containsKey(seat)) {
                parts.add(ScorePart.of(PartKind.JUDGE, new BigDecimal(judgeExtras.get(seat)), "8.4"));
            }
            seats.add(SeatScore.of(seat, players.get(seat - 1), role, parts, seat == 4, seat == 10));
        }
        return new ScoreSheet(gameId, tournamentId, stage, Ruleset.FIIM, version, winner.name(), false, finalized, seats);
    }
}
