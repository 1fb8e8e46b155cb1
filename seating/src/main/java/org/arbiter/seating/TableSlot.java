package org.arbiter.seating;

import ai.timefold.solver.core.api.domain.common.PlanningId;

/**
 * A table of one round, as the solver sees it: a value of {@link Appearance#getTable()}. {@code capacity} is how
 * many registered players sit at it (10, fewer where substitutes fill the rest); the initial grouping fills it
 * exactly and the solver's swaps keep it so.
 */
public final class TableSlot {

    private final int id;
    private final int round;
    private final int number;
    private final int capacity;

    public TableSlot(int id, int round, int number, int capacity) {
        this.id = id;
        this.round = round;
        this.number = number;
        this.capacity = capacity;
    }

    @PlanningId
    public int getId() {
        return id;
    }

    public int getRound() {
        return round;
    }

    public int getNumber() {
        return number;
    }

    public int getCapacity() {
        return capacity;
    }

    @Override
    public String toString() {
        return "round " + (round + 1) + " table " + (number + 1);
    }
}
