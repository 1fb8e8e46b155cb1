package org.arbiter.seating;

import java.util.List;

import ai.timefold.solver.core.api.domain.solution.PlanningEntityCollectionProperty;
import ai.timefold.solver.core.api.domain.solution.PlanningScore;
import ai.timefold.solver.core.api.domain.solution.PlanningSolution;
import ai.timefold.solver.core.api.domain.solution.ProblemFactCollectionProperty;
import ai.timefold.solver.core.api.score.HardMediumSoftScore;

/** The solver's planning solution: every round's tables and every player's appearances, with their grouping. */
@PlanningSolution
public class SeatingPlan {

    @ProblemFactCollectionProperty
    private List<TableSlot> tables;

    @PlanningEntityCollectionProperty
    private List<Appearance> appearances;

    @PlanningScore
    private HardMediumSoftScore score;

    public SeatingPlan() {
    }

    public SeatingPlan(List<TableSlot> tables, List<Appearance> appearances) {
        this.tables = tables;
        this.appearances = appearances;
    }

    public List<TableSlot> getTables() {
        return tables;
    }

    public List<Appearance> getAppearances() {
        return appearances;
    }

    public void setTables(List<TableSlot> tables) {
        this.tables = tables;
    }

    public void setAppearances(List<Appearance> appearances) {
        this.appearances = appearances;
    }

    public HardMediumSoftScore getScore() {
        return score;
    }

    public void setScore(HardMediumSoftScore score) {
        this.score = score;
    }
}
