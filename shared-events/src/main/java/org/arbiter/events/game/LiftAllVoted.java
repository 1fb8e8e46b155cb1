package org.arbiter.events.game;

import java.util.List;
import org.arbiter.events.EventType;

/**
 * The answer to "who is for all of them leaving?" (4.4.13): more than half of the players at the table
 * for → {@code passed}, all candidates leave; otherwise all stay.
 */
@EventType("LiftAllVoted")
public record LiftAllVoted(int day, List<Integer> candidates, List<Integer> voters, int votesFor, int atTable,
        boolean passed) implements GameEvent {
}
