package org.arbiter.events.game;

import org.arbiter.events.EventType;

/** The Sheriff's check (4.5.7): {@code target}'s team. Never shown publicly before the end. */
@EventType("SheriffChecked")
public record SheriffChecked(int night, int sheriff, int target, Team team) implements GameEvent {
}
