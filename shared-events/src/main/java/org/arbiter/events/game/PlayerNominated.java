package org.arbiter.events.game;

import java.util.List;
import org.arbiter.events.EventType;

/** {@code by} nominated {@code target} (4.4.1–4.4.4); {@code candidates}: the day's candidates after it, in order. */
@EventType("PlayerNominated")
public record PlayerNominated(int day, int by, int target, List<Integer> candidates) implements GameEvent {
}
