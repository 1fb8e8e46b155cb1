package org.arbiter.events.game;

import org.arbiter.events.EventType;

/** The chief judge approved the award of event {@code awardSeq}. */
@EventType("AwardApproved")
public record AwardApproved(long awardSeq) implements GameEvent {
}
