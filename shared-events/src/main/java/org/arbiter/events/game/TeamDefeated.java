package org.arbiter.events.game;

import org.arbiter.events.EventType;

/** {@code seat} broke 6.8 ({@code clause}); his team {@code losingTeam} loses at once. */
@EventType("TeamDefeated")
public record TeamDefeated(int seat, String clause, Team losingTeam) implements GameEvent {
}
