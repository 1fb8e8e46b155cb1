package org.arbiter.events.game;

/** Tournament stage of a game (docs/rules/TABLE-API.md). */
public enum Stage {
    QUALIFYING, SEMIFINAL, FINAL, FRIENDLY
}
