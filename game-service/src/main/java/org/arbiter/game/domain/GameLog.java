package org.arbiter.game.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventPayload;
import org.arbiter.events.EventTypes;
import org.arbiter.events.game.CommandUndone;
import org.arbiter.events.game.GameAmended;
import org.arbiter.events.game.GameEnded;
import org.arbiter.game.store.GameRow;

/**
 * A game's audit log (docs/organiser.md "Audit"): every stored event in seq order with who sent it and when, the
 * events an undo took back marked with the undo's seq, and each amendment with the result before and after it and the
 * protest it names. Nothing is left out: the undos and what they took back stay in the log.
 *
 * @param gameId       the game
 * @param tournamentId its tournament, or null
 * @param stage        its stage, or null
 * @param round        the round that published it, or null
 * @param tableNo      its table, or null
 * @param judge        its judge (the username of GameCreated)
 * @param entries      every event, in seq order
 */
public record GameLog(String gameId, String tournamentId, String stage, Integer round, Integer tableNo, String judge,
        List<Entry> entries) {

    /**
     * One event of the log.
     *
     * @param gameId    the game
     * @param tableNo   its table, or null
     * @param round     its round, or null
     * @param seq       its position in the game's stream
     * @param at        when the command that produced it was accepted
     * @param actor     who sent that command (the token's username)
     * @param type      the event's stable name
     * @param payload   the event itself
     * @param undone    an undo took it back (the console strikes it through)
     * @param undoneBy  the seq of that undo, else null
     * @param amendment for a GameAmended: the result before and after, and the protest, else null
     */
    public record Entry(String gameId, Integer tableNo, Integer round, long seq, Instant at, String actor, String type,
            EventPayload payload, boolean undone, Long undoneBy, Amendment amendment) {
    }

    /**
     * @param before    the result standing before the amendment: RED, BLACK, DRAW, ANNULLED, or null before an end
     * @param after     the result it sets: RED, BLACK, DRAW or ANNULLED
     * @param reason    the chief judge's reason
     * @param protestId the upheld protest it names, or null
     */
    public record Amendment(String before, String after, String reason, String protestId) {
    }

    /**
     * The event types that mark the others: an undo (what it took back), an end and an amendment (the result before
     * each amendment). {@link #entries} needs at least these of the game beside the events it shows.
     */
    public static final Set<String> MARKING_TYPES = Set.of(EventTypes.nameOf(CommandUndone.class),
            EventTypes.nameOf(GameEnded.class), EventTypes.nameOf(GameAmended.class));

    /** The log of {@code game} from its stored events (seq order). */
    public static GameLog of(GameRow game, List<EventEnvelope> events) {
        return new GameLog(game.gameId, game.tournamentId, game.stage, game.roundNo, game.tableNo, game.judge,
                entries(game, events, events));
    }

    /**
     * The entries of {@code shown} (events of {@code game}, in the order given), each marked by {@code marking}: the
     * game's events of the {@link #MARKING_TYPES} in seq order (its whole stream will do), which say what an undo took
     * back and the result standing before each amendment.
     */
    public static List<Entry> entries(GameRow game, List<EventEnvelope> shown, List<EventEnvelope> marking) {
        Map<Long, Long> undoneBy = new HashMap<>();
        for (EventEnvelope e : marking) {
            if (e.payload() instanceof CommandUndone undo) {
                undo.seqs().forEach(seq -> undoneBy.put(seq, e.seq()));
            }
        }
        List<EventEnvelope> standing = marking.stream()
                .filter(e -> !(e.payload() instanceof CommandUndone) && !undoneBy.containsKey(e.seq())).toList();
        List<Entry> entries = new ArrayList<>(shown.size());
        for (EventEnvelope e : shown) {
            Amendment amendment = e.payload() instanceof GameAmended a && !undoneBy.containsKey(e.seq())
                    ? new Amendment(resultBefore(standing, e.seq()), result(a), a.reason(), a.protestId()) : null;
            entries.add(new Entry(game.gameId, game.tableNo, game.roundNo, e.seq(), e.occurredAt(), e.actor(), e.type(),
                    e.payload(), undoneBy.containsKey(e.seq()), undoneBy.get(e.seq()), amendment));
        }
        return List.copyOf(entries);
    }

    /** The result the standing events before {@code seq} give: the end's winner, then each amendment's. */
    private static String resultBefore(List<EventEnvelope> standing, long seq) {
        String result = null;
        for (EventEnvelope e : standing) {
            if (e.seq() >= seq) {
                break;
            }
            if (e.payload() instanceof GameEnded end) {
                result = end.winner() == null ? null : end.winner().name();
            } else if (e.payload() instanceof GameAmended a) {
                result = result(a);
            }
        }
        return result;
    }

    private static String result(GameAmended a) {
        return a.annulled() ? "ANNULLED" : a.winner().name();
    }
}
