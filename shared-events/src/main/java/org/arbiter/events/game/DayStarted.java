package org.arbiter.events.game;

import java.util.List;
import org.arbiter.events.EventType;

/**
 * Day {@code day} begins (4.3): {@code opener} speaks first, then the others at the table in seat
 * order ({@code speakingOrder}, 4.3.1–4.3.2). Morning last words, if any, come before the first speech.
 */
@EventType("DayStarted")
public record DayStarted(int day, int opener, List<Integer> speakingOrder) implements GameEvent {
}
