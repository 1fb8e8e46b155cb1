package org.arbiter.rules;

import java.util.List;
import org.arbiter.events.game.GameEvent;

/** The command is accepted; these events follow from it, in order. */
public record Accepted(List<GameEvent> events) implements Decision {
}
