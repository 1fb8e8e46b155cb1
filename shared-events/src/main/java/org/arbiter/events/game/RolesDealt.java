package org.arbiter.events.game;

import java.util.Map;
import org.arbiter.events.EventType;

/** The cards were dealt (4.1.3): seat → role; night 0 begins. {@code random}: dealt by the server. */
@EventType("RolesDealt")
public record RolesDealt(Map<Integer, Role> roles, boolean random) implements GameEvent {
}
