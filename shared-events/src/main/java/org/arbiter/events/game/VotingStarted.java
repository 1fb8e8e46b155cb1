package org.arbiter.events.game;

import java.util.List;
import org.arbiter.events.EventType;

/** A ballot opens: round 1 the day's vote, round 2+ a re-vote among tied players (4.4.13), in this order. */
@EventType("VotingStarted")
public record VotingStarted(int day, int round, List<Integer> candidates) implements GameEvent {
}
