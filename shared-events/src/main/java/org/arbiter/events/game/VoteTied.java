package org.arbiter.events.game;

import java.util.List;
import org.arbiter.events.EventType;

/**
 * The ballot tied (4.4.13). {@code next}: TIE_SPEECHES (30 s each, then a re-vote), LIFT_ALL (the
 * question "all of them leaving?"), or NO_LIFT_ALL (7.6 / 7.10: everybody stays, night falls).
 */
@EventType("VoteTied")
public record VoteTied(int day, int round, List<Integer> tied, TieOutcome next, String clause) implements GameEvent {
}
