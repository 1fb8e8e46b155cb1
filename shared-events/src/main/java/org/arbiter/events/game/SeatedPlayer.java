package org.arbiter.events.game;

/** A player at a seat 1–10. */
public record SeatedPlayer(int seat, String playerId, String nickname) {
}
