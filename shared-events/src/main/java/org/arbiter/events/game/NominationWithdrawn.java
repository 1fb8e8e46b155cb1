package org.arbiter.events.game;

import java.util.List;
import org.arbiter.events.EventType;

/** {@code by} withdrew his candidate {@code target} ("Отзываю", 4.4.3); {@code candidates} after it. */
@EventType("NominationWithdrawn")
public record NominationWithdrawn(int day, int by, int target, List<Integer> candidates) implements GameEvent {
}
