package org.arbiter.events.game;

import org.arbiter.events.EventType;

/**
 * The organiser or a chief judge gave the table to another judge mid-round: from this event on {@code judge} runs the
 * game and {@code previousJudge} no longer does (docs/organiser.md "Reassigning a table's judge"). No part of play:
 * the game's state and every score stay as they were, and no undo takes it back.
 */
@EventType("JudgeAssigned")
public record JudgeAssigned(String judge, String previousJudge) implements GameEvent {
}
