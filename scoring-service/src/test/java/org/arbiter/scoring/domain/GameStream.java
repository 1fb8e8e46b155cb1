package org.arbiter.scoring.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.AwardApproved;
import org.arbiter.events.game.AwardGiven;
import org.arbiter.events.game.BallotKind;
import org.arbiter.events.game.BestMoveMade;
import org.arbiter.events.game.CandidateVotes;
import org.arbiter.events.game.CommandUndone;
import org.arbiter.events.game.DayStarted;
import org.arbiter.events.game.DepartureHow;
import org.arbiter.events.game.GameAmended;
import org.arbiter.events.game.GameEndReason;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.GameEvent;
import org.arbiter.events.game.GameFinalized;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.NightEnded;
import org.arbiter.events.game.Penalty;
import org.arbiter.events.game.PlayerLeft;
import org.arbiter.events.game.PlayerRemoved;
import org.arbiter.events.game.RemovalReason;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.RolesDealt;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SpeechKind;
import org.arbiter.events.game.SpeechStarted;
import org.arbiter.events.game.VoteCancelled;
import org.arbiter.events.game.VotesCast;
import org.arbiter.events.game.WillMade;
import org.arbiter.events.game.Winner;
import org.arbiter.events.score.ScoreSheet;

/**
 * A game's stream written event by event, for unit tests of single clauses. Roles: blacks 2 (mafia), 6 (Don),
 * 8 (mafia); the Sheriff 4; the others civilians. Only the events scoring reads are written.
 */
final class GameStream {

    static final Map<Integer, Role> ROLES = Map.of(1, Role.CIVILIAN, 2, Role.MAFIA, 3, Role.CIVILIAN, 4, Role.SHERIFF,
            5, Role.CIVILIAN, 6, Role.DON, 7, Role.CIVILIAN, 8, Role.MAFIA, 9, Role.CIVILIAN, 10, Role.CIVILIAN);
    private static final Instant AT = Instant.parse("2026-04-01T10:00:00Z");

    private final List<EventEnvelope> events = new ArrayList<>();
    private final List<Integer> atTable = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));

    private GameStream(Ruleset ruleset) {
        add(EngineGame.created(ruleset, GameOptions.DEFAULT));
        add(new RolesDealt(new TreeMap<>(ROLES), false));
    }

    static GameStream of(Ruleset ruleset) {
        return new GameStream(ruleset);
    }

    GameStream add(GameEvent event) {
        events.add(EventEnvelope.ofGame("g-1", events.size() + 1, AT, "judge-1", event));
        return this;
    }

    long lastSeq() {
        return events.size();
    }

    List<EventEnvelope> events() {
        return List.copyOf(events);
    }

    ScoreSheet sheet() {
        return ScoreSheets.fold(events).orElseThrow(() -> new AssertionError("no sheet: the game has not ended"));
    }

    ScoreSheet provisional() {
        return ScoreSheets.provisional(events).orElseThrow();
    }

    List<Integer> atTable() {
        return List.copyOf(atTable);
    }

    /** Night {@code night}: {@code seat} killed, leaving as the night ends (4.5.4). */
    GameStream kill(int night, int seat) {
        add(new NightEnded(night, seat));
        atTable.remove(Integer.valueOf(seat));
        return add(new PlayerLeft(seat, DepartureHow.KILLED, null, night, "4.5.4", true));
    }

    /** Day {@code day} starts; with {@code lastWords}, the night's killed player speaks his last words first. */
    GameStream day(int day, Integer lastWords) {
        add(new DayStarted(day, atTable.getFirst(), atTable()));
        if (lastWords != null) {
            add(new SpeechStarted(day, lastWords, SpeechKind.LAST_WORDS, 60));
        }
        return this;
    }

    GameStream kill(int night, int seat, boolean morning) {
        kill(night, seat);
        return morning ? day(night + 1, seat) : this;
    }

    GameStream voted(int day, int seat) {
        atTable.remove(Integer.valueOf(seat));
        return add(new PlayerLeft(seat, DepartureHow.VOTED, day, null, "4.4.12", true));
    }

    GameStream removed(int seat, Integer day, boolean afterEnd) {
        add(new PlayerRemoved(seat, RemovalReason.DISQUALIFICATION, "6.7.4", day, null, !afterEnd, afterEnd));
        if (!afterEnd && atTable.contains(seat)) {
            atTable.remove(Integer.valueOf(seat));
            add(new PlayerLeft(seat, DepartureHow.REMOVED, day, null, "6.7.4", false));
        }
        return this;
    }

    /** A ballot of the players now at the table; each count as {@code cv(candidate, voters...)}. */
    GameStream ballot(int day, int round, BallotKind kind, List<Integer> leaving, CandidateVotes... counts) {
        List<Integer> candidates = Arrays.stream(counts).map(CandidateVotes::candidate).toList();
        List<Integer> tied = leaving.isEmpty() ? candidates : List.of();
        return add(new VotesCast(day, round, kind, candidates, List.of(counts), atTable(), leaving, tied));
    }

    static CandidateVotes cv(int candidate, Integer... voters) {
        return new CandidateVotes(candidate, List.of(voters), List.of(), voters.length);
    }

    /** A count whose {@code defaults} did not vote and count for the last candidate (4.4.9). */
    static CandidateVotes cvDefault(int candidate, List<Integer> voters, List<Integer> defaults) {
        return new CandidateVotes(candidate, voters, defaults, voters.size() + defaults.size());
    }

    GameStream cancelled(int day, int removedSeat) {
        return add(new VoteCancelled(day, removedSeat, "7.1"));
    }

    GameStream bestMove(int seat, int blacks, boolean hint, Integer... targets) {
        return add(new BestMoveMade(seat, List.of(targets), hint, blacks));
    }

    GameStream will(int by, Integer target, boolean reminded, int night) {
        return add(new WillMade(by, target, reminded, night));
    }

    GameStream ended(Winner winner, GameEndReason reason) {
        return add(new GameEnded(winner, reason, "8", AT, List.of()));
    }

    GameStream redWins() {
        return ended(Winner.RED, GameEndReason.NO_BLACK_LEFT);
    }

    GameStream blackWins() {
        return ended(Winner.BLACK, GameEndReason.BLACK_PARITY);
    }

    GameStream award(Map<Integer, String> extra, Map<Integer, Penalty> penalties, boolean awaitingApproval) {
        Map<Integer, BigDecimal> points = new TreeMap<>();
        extra.forEach((seat, value) -> points.put(seat, new BigDecimal(value)));
        return add(new AwardGiven(points, new TreeMap<>(penalties), awaitingApproval,
                awaitingApproval ? List.of("8.4.3") : List.of()));
    }

    GameStream award(Map<Integer, String> extra) {
        return award(extra, Map.of(), false);
    }

    static Penalty penalty(String points, String clause) {
        return new Penalty(new BigDecimal(points), clause);
    }

    GameStream approve(long awardSeq) {
        return add(new AwardApproved(awardSeq));
    }

    GameStream finalized() {
        return add(new GameFinalized(AT));
    }

    GameStream amend(Winner winner) {
        return add(new GameAmended(winner, false, "protest upheld"));
    }

    GameStream annul() {
        return add(new GameAmended(null, true, "protest upheld"));
    }

    GameStream undo(Long... seqs) {
        return add(new CommandUndone("vote", List.of(seqs)));
    }
}
