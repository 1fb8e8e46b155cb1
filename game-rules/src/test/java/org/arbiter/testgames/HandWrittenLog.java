package org.arbiter.testgames;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
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
import org.arbiter.events.game.NightEnded;
import org.arbiter.events.game.Penalty;
import org.arbiter.events.game.PlayerLeft;
import org.arbiter.events.game.PlayerRemoved;
import org.arbiter.events.game.RemovalReason;
import org.arbiter.events.game.SpeechKind;
import org.arbiter.events.game.SpeechStarted;
import org.arbiter.events.game.VoteCancelled;
import org.arbiter.events.game.VotesCast;
import org.arbiter.events.game.WillMade;
import org.arbiter.events.game.Winner;

/**
 * A {@link TestGame}'s log written event by event, the engine not asked: for a consumer's test of one clause, or a
 * log pinned event by event. Only the events the consumers read are written; seats at the table are followed (seat
 * order) for the days and ballots.
 */
public final class HandWrittenLog {

    private final TestGame game;
    private final List<Integer> atTable = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));

    HandWrittenLog(TestGame game) {
        this.game = game;
    }

    /** Writes {@code event} at the next step's time. */
    public HandWrittenLog add(GameEvent event) {
        game.record(event);
        return this;
    }

    public TestGame game() {
        return game;
    }

    public List<EventEnvelope> events() {
        return game.events();
    }

    public <R> R fold(Function<List<EventEnvelope>, R> fold) {
        return game.fold(fold);
    }

    public long lastSeq() {
        return game.lastSeq();
    }

    public List<Integer> atTable() {
        return List.copyOf(atTable);
    }

    /** Night {@code night}: {@code seat} killed, leaving as the night ends (4.5.4). */
    public HandWrittenLog kill(int night, int seat) {
        add(new NightEnded(night, seat));
        atTable.remove(Integer.valueOf(seat));
        return add(new PlayerLeft(seat, DepartureHow.KILLED, null, night, "4.5.4", true));
    }

    /** As {@link #kill(int, int)}; with {@code morning}, day {@code night + 1} starts with his last words. */
    public HandWrittenLog kill(int night, int seat, boolean morning) {
        kill(night, seat);
        return morning ? day(night + 1, seat) : this;
    }

    /** Day {@code day} starts; with {@code lastWords}, the night's killed player speaks his last words first. */
    public HandWrittenLog day(int day, Integer lastWords) {
        add(new DayStarted(day, atTable.getFirst(), atTable()));
        if (lastWords != null) {
            add(new SpeechStarted(day, lastWords, SpeechKind.LAST_WORDS, 60));
        }
        return this;
    }

    /** {@code seat} voted out on {@code day} (4.4.12). */
    public HandWrittenLog voted(int day, int seat) {
        atTable.remove(Integer.valueOf(seat));
        return add(new PlayerLeft(seat, DepartureHow.VOTED, day, null, "4.4.12", true));
    }

    /** {@code seat} disqualified (6.7.4) on {@code day}, during the game (leaving the table) or after its end. */
    public HandWrittenLog removed(int seat, Integer day, boolean afterEnd) {
        add(new PlayerRemoved(seat, RemovalReason.DISQUALIFICATION, "6.7.4", day, null, !afterEnd, afterEnd));
        if (!afterEnd && atTable.contains(seat)) {
            atTable.remove(Integer.valueOf(seat));
            add(new PlayerLeft(seat, DepartureHow.REMOVED, day, null, "6.7.4", false));
        }
        return this;
    }

    /** A ballot of the players now at the table; each count as {@code votes(candidate, voters...)}. */
    public HandWrittenLog ballot(int day, int round, BallotKind kind, List<Integer> leaving, CandidateVotes... counts) {
        List<Integer> candidates = Arrays.stream(counts).map(CandidateVotes::candidate).toList();
        List<Integer> tied = leaving.isEmpty() ? candidates : List.of();
        return add(new VotesCast(day, round, kind, candidates, List.of(counts), atTable(), leaving, tied));
    }

    /** A candidate's count: the players who voted for him. */
    public static CandidateVotes votes(int candidate, Integer... voters) {
        return new CandidateVotes(candidate, List.of(voters), List.of(), voters.length);
    }

    /** A count whose {@code defaults} did not vote and count for the last candidate (4.4.9). */
    public static CandidateVotes votesWithDefaults(int candidate, List<Integer> voters, List<Integer> defaults) {
        return new CandidateVotes(candidate, voters, defaults, voters.size() + defaults.size());
    }

    /** Day {@code day}'s vote cancelled by the removal of {@code removedSeat} (7.1). */
    public HandWrittenLog cancelled(int day, int removedSeat) {
        return add(new VoteCancelled(day, removedSeat, "7.1"));
    }

    public HandWrittenLog bestMove(int seat, int blacks, boolean hint, Integer... targets) {
        return add(new BestMoveMade(seat, List.of(targets), hint, blacks));
    }

    public HandWrittenLog will(int by, Integer target, boolean reminded, int night) {
        return add(new WillMade(by, target, reminded, night));
    }

    /** The game's end at the table (8), at this step's time. */
    public HandWrittenLog ended(Winner winner, GameEndReason reason) {
        return add(new GameEnded(winner, reason, "8", game.nextTime(), List.of()));
    }

    public HandWrittenLog redWins() {
        return ended(Winner.RED, GameEndReason.NO_BLACK_LEFT);
    }

    public HandWrittenLog blackWins() {
        return ended(Winner.BLACK, GameEndReason.BLACK_PARITY);
    }

    /** The judge's award: {@code extra} points by seat (decimal text), penalties, perhaps awaiting approval (8.4.3). */
    public HandWrittenLog award(Map<Integer, String> extra, Map<Integer, Penalty> penalties, boolean awaitingApproval) {
        Map<Integer, BigDecimal> points = new TreeMap<>();
        extra.forEach((seat, value) -> points.put(seat, new BigDecimal(value)));
        return add(new AwardGiven(points, new TreeMap<>(penalties), awaitingApproval,
                awaitingApproval ? List.of("8.4.3") : List.of()));
    }

    public HandWrittenLog award(Map<Integer, String> extra) {
        return award(extra, Map.of(), false);
    }

    public static Penalty penalty(String points, String clause) {
        return new Penalty(new BigDecimal(points), clause);
    }

    public HandWrittenLog approve(long awardSeq) {
        return add(new AwardApproved(awardSeq));
    }

    /** The judge's signature, at this step's time. */
    public HandWrittenLog finalized() {
        return add(new GameFinalized(game.nextTime()));
    }

    /** The chief judge's amend after an upheld protest: {@code winner} instead. */
    public HandWrittenLog amend(Winner winner) {
        return add(new GameAmended(winner, false, "protest upheld", null));
    }

    /** The chief judge's annulment after an upheld protest. */
    public HandWrittenLog annul() {
        return add(new GameAmended(null, true, "protest upheld", null));
    }

    /** The judge's undo of a vote: the events {@code seqs} taken back. */
    public HandWrittenLog undo(Long... seqs) {
        return add(new CommandUndone("vote", List.of(seqs)));
    }
}
