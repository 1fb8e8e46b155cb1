package org.arbiter.events.game;

import org.arbiter.events.EventType;

/** The Don's check (4.5.6): whether {@code target} is the Sheriff. Never shown publicly before the end. */
@EventType("DonChecked")
public record DonChecked(int night, int don, int target, boolean sheriff) implements GameEvent {
}
