package org.arbiter.rules;

/** A decision with the state it leads to (the state unchanged on a rejection). */
public record Step(Decision decision, GameState state) {

    public boolean accepted() {
        return decision instanceof Accepted;
    }
}
