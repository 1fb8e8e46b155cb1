package org.arbiter.rules;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.game.GameEvent;

/** Collects a command's events, evolving a working state as it goes so later steps see earlier ones. */
final class Emitter {

    final Instant now;
    private GameState state;
    private final List<GameEvent> events = new ArrayList<>(6);

    Emitter(GameState state, Instant now) {
        this.state = state;
        this.now = now;
    }

    GameState state() {
        return state;
    }

    void emit(GameEvent event) {
        events.add(event);
        state = Evolver.evolve(state, event);
    }

    List<GameEvent> events() {
        return List.copyOf(events);
    }
}
