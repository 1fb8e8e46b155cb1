package org.arbiter.seating;

import java.util.List;

import ai.timefold.solver.core.api.domain.common.PlanningId;
import ai.timefold.solver.core.api.domain.entity.PlanningEntity;
import ai.timefold.solver.core.api.domain.valuerange.ValueRangeProvider;
import ai.timefold.solver.core.api.domain.variable.PlanningVariable;

/**
 * One registered player playing one round: the solver's planning entity, whose variable is the table he sits at
 * that round. The value range is the tables of his own round, so the solver's swap of two appearances' tables is
 * doable only within one round, and a swap keeps every table's head count.
 */
@PlanningEntity
public class Appearance {

    private long id;
    private int player;
    private int round;
    private boolean[] separatedFrom;
    private List<TableSlot> tablesOfRound;

    @PlanningVariable
    private TableSlot table;

    public Appearance() {
    }

    public Appearance(int player, int round, int roundCount, boolean[] separatedFrom,
            List<TableSlot> tablesOfRound, TableSlot table) {
        this.id = (long) player * roundCount + round;
        this.player = player;
        this.round = round;
        this.separatedFrom = separatedFrom;
        this.tablesOfRound = tablesOfRound;
        this.table = table;
    }

    @ValueRangeProvider
    public List<TableSlot> getTablesOfRound() {
        return tablesOfRound;
    }

    @PlanningId
    public long getId() {
        return id;
    }

    public int getPlayer() {
        return player;
    }

    public int getRound() {
        return round;
    }

    public TableSlot getTable() {
        return table;
    }

    public void setTable(TableSlot table) {
        this.table = table;
    }

    /** Whether the organiser separated this player from the other appearance's player. */
    public boolean isSeparatedFrom(Appearance other) {
        return separatedFrom[other.player];
    }

    @Override
    public String toString() {
        return "player " + player + " in round " + (round + 1) + " at " + table;
    }
}
