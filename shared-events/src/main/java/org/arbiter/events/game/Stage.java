package org.arbiter.events.game;

/** Tournament stage of a game (docs/rules/TABLE-API.md). */
public enum Stage {
    QUALIFYING("Отборочный этап"), SEMIFINAL("Полуфинал"), FINAL("Финал"), FRIENDLY("Товарищеская игра");

    private final String russian;

    Stage(String russian) {
        this.russian = russian;
    }

    /** The stage's name in the protocol's and the standings' words ("Отборочный этап"). */
    public String russian() {
        return russian;
    }
}
