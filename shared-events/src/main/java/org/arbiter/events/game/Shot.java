package org.arbiter.events.game;

/** One black player's shot: the seat he pointed at, or null when he did not shoot (4.5.3). */
public record Shot(int shooter, Integer target) {
}
