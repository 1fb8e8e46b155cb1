package org.arbiter.events;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.arbiter.events.game.CommandUndone;

/**
 * Which events of a game stand after its undos: the one fold every consumer reads a game through (docs/architecture.md
 * "Undo"), so scoring, protocol and rating agree on what happened.
 *
 * <p>The engine is the reference (game-rules {@code UndoCommand}, {@code Evolver}; docs/rules/RULES.md §12.17): a
 * {@link CommandUndone} names the seqs it takes back, from the first event of the judge's last command still
 * standing up to the last event still standing, and the game returns to the state before the first of them. It
 * names only standing events, never another {@code CommandUndone} ("repeated undos step further back"; an undo is
 * not itself undone), so the events that stand are exactly those that no {@code CommandUndone} names, without the
 * {@code CommandUndone}s themselves. {@code StandingEventsTest} in game-rules checks this against the engine's own
 * fold on random games.
 *
 * <p>A gap is never folded over (docs/architecture.md "Undo"): the stream is read from seq 1 up to the first missing seq; what lies
 * beyond (its undos included) is left aside until the gap is filled, and {@link Standing#missingSeq()} flags it. A
 * missing event could be an undo of the events before it, so nothing past the first gap can be trusted.
 */
public final class GameStreams {

    private GameStreams() {
    }

    /**
     * What stands of one game's stream.
     *
     * @param events     the standing events in seq order, each once, no {@code CommandUndone} among them
     * @param throughSeq the last seq read: the end of the stream from seq 1 without a gap, undos and taken-back
     *                   events included (the position the standing events reflect); 0 when seq 1 is missing
     * @param missingSeq the first missing seq when events beyond it were left aside, else 0
     */
    public record Standing(List<EventEnvelope> events, long throughSeq, long missingSeq) {

        public Standing {
            events = List.copyOf(events);
        }

        /** Whether events were left aside behind a missing seq. */
        public boolean hasGap() {
            return missingSeq != 0;
        }
    }

    /**
     * The events of one game that stand after every undo, from any collection of its envelopes: in any order,
     * an event possibly more than once (the same event id at the same seq).
     *
     * @throws IllegalArgumentException for an envelope of a tournament's stream, envelopes of two games, or two
     *                                  different events (two event ids) at one seq
     */
    public static Standing standing(Collection<EventEnvelope> envelopes) {
        Map<Long, EventEnvelope> bySeq = new TreeMap<>();
        String gameId = null;
        for (EventEnvelope e : envelopes) {
            if (e.gameId() == null) {
                throw new IllegalArgumentException("not a game's event: " + e.type() + " of tournament " + e.tournamentId());
            }
            if (gameId == null) {
                gameId = e.gameId();
            } else if (!gameId.equals(e.gameId())) {
                throw new IllegalArgumentException("events of two games: " + gameId + ", " + e.gameId());
            }
            EventEnvelope seen = bySeq.putIfAbsent(e.seq(), e);
            if (seen != null && !seen.eventId().equals(e.eventId())) {
                throw new IllegalArgumentException("two events at seq " + e.seq() + " of game " + gameId + ": "
                        + seen.eventId() + " (" + seen.type() + "), " + e.eventId() + " (" + e.type() + ")");
            }
        }
        List<EventEnvelope> read = new ArrayList<>();
        long next = 1;
        for (EventEnvelope e : bySeq.values()) {
            if (e.seq() != next) {
                break;
            }
            read.add(e);
            next++;
        }
        long missingSeq = read.size() < bySeq.size() ? next : 0;
        Set<Long> undone = new HashSet<>();
        for (EventEnvelope e : read) {
            if (e.payload() instanceof CommandUndone undo) {
                undone.addAll(undo.seqs());
            }
        }
        List<EventEnvelope> standing = new ArrayList<>();
        for (EventEnvelope e : read) {
            if (!(e.payload() instanceof CommandUndone) && !undone.contains(e.seq())) {
                standing.add(e);
            }
        }
        return new Standing(standing, next - 1, missingSeq);
    }
}
