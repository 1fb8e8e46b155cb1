package org.arbiter.events.game;

import java.time.Instant;
import org.arbiter.events.EventType;

/** The judge signed the protocol; no award or undo after this. */
@EventType("GameFinalized")
public record GameFinalized(Instant at) implements GameEvent {
}
