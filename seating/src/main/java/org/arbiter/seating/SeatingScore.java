package org.arbiter.seating;

import java.util.ArrayList;
import java.util.List;

import ai.timefold.solver.core.api.score.HardSoftScore;
import ai.timefold.solver.core.api.score.calculator.IncrementalScoreCalculator;

/**
 * The grouping's score, kept incrementally by Timefold's incremental score API. Hard: each time a separated pair
 * shares a table. Soft: the sum over pairs of players of the square of how many times they meet. With the total of
 * meetings fixed by the tables' sizes, the sum of squares is least when the meetings are spread evenly, and it
 * punishes a third meeting (9 − 4 = 5) more than a second (4 − 1 = 3), so the maximum comes down with it. Seat
 * numbers are not the solver's: they are dealt after the grouping ({@link SeatNumbers}), exactly.
 *
 * <p>Incremental rather than constraint streams: a player leaving or joining a table changes only his meetings with
 * its other nine, so a move costs about forty array updates; the same score as a constraint stream
 * ({@code forEachUniquePair} on the table, {@code groupBy} the pair, penalise count²) evaluated about twenty
 * thousand moves a second on this machine, too few to approach the bounds in a minute.
 */
public class SeatingScore implements IncrementalScoreCalculator<SeatingPlan, HardSoftScore> {

    private int players;
    private int[] meetings;
    private List<List<Appearance>> atTable;
    private long sumOfSquares;
    private long separatedTogether;

    @Override
    public void resetWorkingSolution(SeatingPlan plan) {
        players = 0;
        for (Appearance appearance : plan.getAppearances()) {
            players = Math.max(players, appearance.getPlayer() + 1);
        }
        meetings = new int[players * players];
        atTable = new ArrayList<>();
        for (int i = 0; i < plan.getTables().size(); i++) {
            atTable.add(new ArrayList<>(10));
        }
        sumOfSquares = 0;
        separatedTogether = 0;
        for (Appearance appearance : plan.getAppearances()) {
            join(appearance);
        }
    }

    @Override
    public void beforeVariableChanged(Object entity, String variableName) {
        leave((Appearance) entity);
    }

    @Override
    public void afterVariableChanged(Object entity, String variableName) {
        join((Appearance) entity);
    }

    @Override
    public HardSoftScore calculateScore() {
        return HardSoftScore.of(-separatedTogether, -sumOfSquares);
    }

    private void join(Appearance appearance) {
        List<Appearance> members = atTable.get(appearance.getTable().getId());
        for (Appearance other : members) {
            int pair = pair(appearance, other);
            sumOfSquares += 2L * meetings[pair] + 1;
            meetings[pair]++;
            separatedTogether += appearance.isSeparatedFrom(other) ? 1 : 0;
        }
        members.add(appearance);
    }

    private void leave(Appearance appearance) {
        List<Appearance> members = atTable.get(appearance.getTable().getId());
        members.remove(appearance);
        for (Appearance other : members) {
            int pair = pair(appearance, other);
            meetings[pair]--;
            sumOfSquares -= 2L * meetings[pair] + 1;
            separatedTogether -= appearance.isSeparatedFrom(other) ? 1 : 0;
        }
    }

    private int pair(Appearance a, Appearance b) {
        return Math.min(a.getPlayer(), b.getPlayer()) * players + Math.max(a.getPlayer(), b.getPlayer());
    }
}
