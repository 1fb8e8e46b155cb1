package org.arbiter.scoring.domain;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.GameStreams;
import org.arbiter.events.GameStreams.Standing;
import org.arbiter.events.game.AwardApproved;
import org.arbiter.events.game.AwardGiven;
import org.arbiter.events.game.BestMoveMade;
import org.arbiter.events.game.DayStarted;
import org.arbiter.events.game.DepartureHow;
import org.arbiter.events.game.GameAmended;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.GameEvent;
import org.arbiter.events.game.GameFinalized;
import org.arbiter.events.game.PlayerLeft;
import org.arbiter.events.game.PlayerRemoved;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.RolesDealt;
import org.arbiter.events.game.SpeechKind;
import org.arbiter.events.game.SpeechStarted;
import org.arbiter.events.game.Team;
import org.arbiter.events.game.VoteCancelled;
import org.arbiter.events.game.VotesCast;
import org.arbiter.events.game.WillMade;
import org.arbiter.events.game.Winner;

/**
 * What scoring needs to know of one game, read from the events that stand ({@link GameStreams#standing}: the
 * taken-back ones dropped, docs/rules/RULES.md §12.17). Pure: the same events always give the same facts.
 */
final class GameFacts {

    String gameId;
    GameCreated created;
    final Map<Integer, Role> roles = new TreeMap<>();
    /** departures in the order they happened */
    final List<PlayerLeft> departures = new ArrayList<>();
    /** seats removed (6.5, 6.7), during the game or after its end (7.12) */
    final Set<Integer> removed = new TreeSet<>();
    /** the player killed on night 1, the first shooting night (RULES §5), or null */
    Integer firstKilled;
    BestMoveMade bestMove;
    /** CLUB: wills by their maker (F8) */
    final Map<Integer, WillMade> wills = new TreeMap<>();
    /** players killed at night who then spoke morning last words (CLUB Choice 13) */
    final Set<Integer> killedWithLastWords = new TreeSet<>();
    /** every ballot (vote, re-vote, single candidate) in order */
    final List<VotesCast> ballots = new ArrayList<>();
    /** days whose vote a removal cancelled (7.1, 7.2, 5.7.3) */
    final Set<Integer> cancelledDays = new TreeSet<>();
    /** who sat at the table when day d started (after the night's kill) */
    final Map<Integer, Set<Integer>> tableAtDayStart = new HashMap<>();
    /** the end at the table, or null while the game goes on */
    GameEnded ended;
    /** the departure that ended the game at the table (null: none, e.g. a draw, 7.8 or a team defeat) */
    PlayerLeft decidingDeparture;
    /** the result now: the table's, or the chief judge's amend */
    Winner winner;
    boolean annulled;
    boolean amended;
    AwardGiven award;
    long awardSeq;
    boolean awardApproved;
    boolean finalized;
    /** the seq of the last event read (taken-back ones included: they are part of the stream), up to a gap */
    long lastSeq;

    private final Set<Integer> atTable = new TreeSet<>();

    private GameFacts() {
    }

    /**
     * The facts of a game's stream (any order, duplicates ignored), from the events that stand
     * ({@link GameStreams#standing}: up to the first gap); events of other streams are refused.
     */
    static GameFacts of(List<EventEnvelope> events) {
        Standing standing = GameStreams.standing(events);
        GameFacts facts = new GameFacts();
        facts.lastSeq = standing.throughSeq();
        for (EventEnvelope e : standing.events()) {
            facts.gameId = e.gameId();
            if (e.payload() instanceof GameEvent event) {
                facts.apply(e.seq(), event);
            }
        }
        return facts;
    }

    private void apply(long seq, GameEvent event) {
        switch (event) {
            case GameCreated c -> {
                created = c;
                c.players().forEach(p -> atTable.add(p.seat()));
            }
            case RolesDealt d -> roles.putAll(d.roles());
            case PlayerLeft left -> {
                departures.add(left);
                atTable.remove(left.seat());
                if (left.how() == DepartureHow.KILLED && left.night() != null && left.night() == 1 && firstKilled == null) {
                    firstKilled = left.seat();
                }
            }
            case PlayerRemoved r -> removed.add(r.seat());
            case BestMoveMade b -> bestMove = b;
            case WillMade w -> wills.putIfAbsent(w.by(), w);
            case SpeechStarted s when s.kind() == SpeechKind.LAST_WORDS && departedHow(s.seat()) == DepartureHow.KILLED ->
                    killedWithLastWords.add(s.seat());
            case VotesCast v -> ballots.add(v);
            case VoteCancelled c -> cancelledDays.add(c.day());
            case DayStarted d -> tableAtDayStart.put(d.day(), Set.copyOf(atTable));
            case GameEnded end -> {
                ended = end;
                winner = end.winner();
                decidingDeparture = departures.isEmpty() ? null : departures.getLast();
                if (end.reason() == org.arbiter.events.game.GameEndReason.TEAM_DEFEAT
                        || end.reason() == org.arbiter.events.game.GameEndReason.QUIET_ROUNDS_DRAW
                        || end.reason() == org.arbiter.events.game.GameEndReason.THREE_MISSES_AT_FOUR) {
                    decidingDeparture = null;
                }
            }
            case AwardGiven a -> {
                award = a;
                awardSeq = seq;
                awardApproved = false;
            }
            case AwardApproved a -> {
                if (a.awardSeq() == awardSeq) {
                    awardApproved = true;
                }
            }
            case GameFinalized f -> finalized = true;
            case GameAmended a -> {
                amended = true;
                if (a.annulled()) {
                    // docs/rules/CLUB.md §3.9: the award cleared by the annulment stays cleared
                    annulled = true;
                    winner = null;
                    award = null;
                    awardApproved = false;
                } else {
                    annulled = false;
                    winner = a.winner();
                }
            }
            default -> {
            }
        }
    }

    private DepartureHow departedHow(int seat) {
        for (PlayerLeft left : departures) {
            if (left.seat() == seat) {
                return left.how();
            }
        }
        return null;
    }

    boolean isEnded() {
        return ended != null;
    }

    Team team(int seat) {
        Role role = roles.get(seat);
        return role == null ? null : role.team();
    }

    boolean isRed(int seat) {
        return team(seat) == Team.RED;
    }

    boolean isBlack(int seat) {
        return team(seat) == Team.BLACK;
    }

    /** The award the sheet counts: the last one, once approved when it awaited approval (RULES §12.10). */
    AwardGiven countedAward() {
        if (award == null || (award.awaitingApproval() && !awardApproved)) {
            return null;
        }
        return award;
    }

    /** Seats 1–10 with their player ids, in seat order. */
    Map<Integer, String> players() {
        Map<Integer, String> players = new LinkedHashMap<>();
        created.players().stream().sorted(Comparator.comparingInt(p -> p.seat()))
                .forEach(p -> players.put(p.seat(), p.playerId()));
        return players;
    }
}
