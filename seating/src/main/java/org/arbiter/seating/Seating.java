package org.arbiter.seating;

import static org.arbiter.seating.SeatingRequest.SEATS_PER_TABLE;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

import ai.timefold.solver.core.api.score.HardMediumSoftScore;
import ai.timefold.solver.core.api.solver.SolverFactory;
import ai.timefold.solver.core.config.heuristic.selector.move.generic.SwapMoveSelectorConfig;
import ai.timefold.solver.core.config.localsearch.LocalSearchPhaseConfig;
import ai.timefold.solver.core.config.localsearch.decider.acceptor.AcceptorType;
import ai.timefold.solver.core.config.localsearch.decider.acceptor.LocalSearchAcceptorConfig;
import ai.timefold.solver.core.config.localsearch.decider.forager.LocalSearchForagerConfig;
import ai.timefold.solver.core.config.score.director.ScoreDirectorFactoryConfig;
import ai.timefold.solver.core.config.solver.EnvironmentMode;
import ai.timefold.solver.core.config.solver.SolverConfig;
import ai.timefold.solver.core.config.solver.termination.TerminationConfig;

/**
 * Seats a stage: the frame ({@link StageShape}: rounds, byes, substitutes' seats), a seeded random grouping that
 * fills every table, Timefold Solver's local search swapping players between tables of one round (a swap keeps every
 * invariant: each player plays exactly his games, once a round, every table full) to keep separated pairs apart and
 * spread the meetings ({@link SeatingScore}), then seat numbers dealt exactly ({@link SeatNumbers}).
 *
 * <p>The random grouping the solver starts from is also the report's random seating (with seat numbers dealt at
 * random within each table), so the two reports compare like with like.
 */
public final class Seating {

    /**
     * The simulated annealing's starting temperature per score level: hard 0 (a move that puts a separated pair
     * together is never taken), medium and soft in the units of {@link SeatingScore} (a swap changes the sum of
     * squares by a few units to a few tens).
     */
    static final String STARTING_TEMPERATURE = "0hard/2medium/8soft";

    private Seating() {
    }

    /**
     * How long the solver searches: it stops at whichever comes first, the time, the number of moves evaluated, or
     * the lower bound reached. A move-count limit alone gives the same schedule on every run (the solver is seeded
     * and its environment mode is reproducible); a time limit does not.
     */
    public record Budget(Duration timeLimit, long moveCountLimit) {

        public static Budget time(Duration timeLimit) {
            return new Budget(timeLimit, 0);
        }

        public static Budget moves(long moveCountLimit) {
            return new Budget(null, moveCountLimit);
        }
    }

    /**
     * The schedule and its report, beside the random seating's report.
     *
     * @param separatedPairsTogether how many times a separated pair shares a table: 0 unless the separations cannot
     *     all be met (too many for the tables), in which case the schedule is the solver's best attempt
     */
    public record Result(Schedule schedule, SeatingReport report, Schedule randomSchedule, SeatingReport randomReport,
            long separatedPairsTogether) {
    }

    public static Result seat(SeatingRequest request, Budget budget) {
        StageShape shape = StageShape.of(request);
        Random random = new Random(request.seed());
        SeatingPlan start = randomPlan(request, shape, random);
        Schedule randomSchedule = schedule(request, shape, start, random);
        SeatingReport randomReport = SeatingReport.of(request.players(), randomSchedule);
        SeatingPlan solved = SolverFactory.<SeatingPlan>create(solverConfig(request, budget, randomReport))
                .buildSolver()
                .solve(start);
        Schedule schedule = schedule(request, shape, solved, null);
        return new Result(schedule, SeatingReport.of(request.players(), schedule), randomSchedule, randomReport,
                -solved.getScore().hardScore());
    }

    /**
     * Local search only (the random start is complete), swapping two appearances' tables, by simulated annealing:
     * a worse move is taken with the chance e^(−Δ/T) per score level, the temperature T falling from
     * {@link #STARTING_TEMPERATURE} to 0 as the budget (time or moves, whichever is nearer its end) is spent, so the
     * search leaves the local optima a hill climbing stops in and ends as a hill climbing. The medium level's own
     * temperature lets a pair step outside its band (a third meeting for 100 players) while the search passes
     * through; the best schedule kept is still the one with the fewest outside it first. Chosen by 60 s runs of
     * 100 players × 10 rounds, seed 42, pairs meeting twice or more (docs/benchmarks.md "Seating"): hill climbing
     * 666 (13 of them three times); late acceptance, 1,000 to 20,000 steps back, 875–1,198; simulated annealing
     * without the medium level at soft temperature 6: 624 (5 three times); with it, none three times, at (medium,
     * soft) temperatures (0, 3) 707, (1, 3) 723, (0, 6) 677, (1, 6) 665, (1, 10) 670, (2, 8) 663.
     */
    private static SolverConfig solverConfig(SeatingRequest request, Budget budget, SeatingReport anyReport) {
        TerminationConfig termination = new TerminationConfig().withBestScoreLimit(
                HardMediumSoftScore.of(0, 0, -anyReport.lowerBound().sumOfSquaredMeetings()).toString());
        if (budget.timeLimit() != null) {
            termination.setSpentLimit(budget.timeLimit());
        }
        if (budget.moveCountLimit() > 0) {
            termination.setMoveCountLimit(budget.moveCountLimit());
        }
        return new SolverConfig()
                .withSolutionClass(SeatingPlan.class)
                .withEntityClasses(Appearance.class)
                .withScoreDirectorFactory(new ScoreDirectorFactoryConfig()
                        .withIncrementalScoreCalculatorClass(SeatingScore.class))
                .withEnvironmentMode(EnvironmentMode.NO_ASSERT)
                .withRandomSeed(request.seed())
                .withTerminationConfig(termination)
                .withPhases(new LocalSearchPhaseConfig()
                        .withAcceptorConfig(new LocalSearchAcceptorConfig()
                                .withAcceptorTypeList(List.of(AcceptorType.SIMULATED_ANNEALING))
                                .withSimulatedAnnealingStartingTemperature(STARTING_TEMPERATURE))
                        .withForagerConfig(new LocalSearchForagerConfig().withAcceptedCountLimit(1))
                        .withMoveSelectorConfig(new SwapMoveSelectorConfig()));
    }

    /** Every round's participants shuffled and dealt to its tables in order: a random seating that fills them. */
    private static SeatingPlan randomPlan(SeatingRequest request, StageShape shape, Random random) {
        int n = request.players().size();
        boolean[][] separatedFrom = new boolean[n][n];
        List<String> players = request.players();
        for (SeatingRequest.SeparatedPair pair : request.separated()) {
            int a = players.indexOf(pair.first());
            int b = players.indexOf(pair.second());
            separatedFrom[a][b] = true;
            separatedFrom[b][a] = true;
        }
        int roundCount = shape.rounds().size();
        List<TableSlot> tables = new ArrayList<>();
        List<Appearance> appearances = new ArrayList<>();
        for (int round = 0; round < roundCount; round++) {
            StageShape.RoundShape roundShape = shape.rounds().get(round);
            List<TableSlot> tablesOfRound = new ArrayList<>();
            for (int number = 0; number < roundShape.tables().size(); number++) {
                tablesOfRound.add(new TableSlot(tables.size() + number, round, number,
                        roundShape.tables().get(number).registeredSeats()));
            }
            tables.addAll(tablesOfRound);
            List<Integer> participants = new ArrayList<>(Arrays.stream(roundShape.participants()).boxed().toList());
            Collections.shuffle(participants, random);
            int next = 0;
            for (TableSlot table : tablesOfRound) {
                for (int seat = 0; seat < table.getCapacity(); seat++) {
                    int player = participants.get(next++);
                    appearances.add(new Appearance(player, round, roundCount, separatedFrom[player],
                            List.copyOf(tablesOfRound), table));
                }
            }
        }
        appearances.sort(Comparator.comparingLong(Appearance::getId));
        return new SeatingPlan(tables, appearances);
    }

    /**
     * The plan's grouping as a schedule: seat numbers dealt by {@link SeatNumbers}, or, given {@code randomSeats},
     * at random within each table; substitutes take the seats left.
     */
    private static Schedule schedule(SeatingRequest request, StageShape shape, SeatingPlan plan, Random randomSeats) {
        List<TableSlot> tables = plan.getTables();
        List<List<Integer>> atTable = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            atTable.add(new ArrayList<>());
        }
        for (Appearance appearance : plan.getAppearances()) {
            atTable.get(appearance.getTable().getId()).add(appearance.getPlayer());
        }
        int[][] tablePlayers = atTable.stream().map(list -> list.stream().mapToInt(Integer::intValue).toArray())
                .toArray(int[][]::new);
        int[][] seatNumbers = randomSeats == null ? SeatNumbers.deal(request.players().size(), tablePlayers) : null;
        List<Schedule.Round> rounds = new ArrayList<>();
        for (int round = 0; round < shape.rounds().size(); round++) {
            StageShape.RoundShape roundShape = shape.rounds().get(round);
            List<Schedule.Table> roundTables = new ArrayList<>();
            for (TableSlot slot : tables) {
                if (slot.getRound() != round) {
                    continue;
                }
                int[] players = tablePlayers[slot.getId()];
                List<Integer> numbers = new ArrayList<>();
                if (seatNumbers != null) {
                    for (int seat : seatNumbers[slot.getId()]) {
                        numbers.add(seat);
                    }
                } else {
                    for (int seat = 1; seat <= SEATS_PER_TABLE; seat++) {
                        numbers.add(seat);
                    }
                    Collections.shuffle(numbers, randomSeats);
                }
                boolean[] taken = new boolean[SEATS_PER_TABLE + 1];
                List<Schedule.Seat> seats = new ArrayList<>();
                for (int i = 0; i < players.length; i++) {
                    seats.add(new Schedule.Seat(numbers.get(i), request.players().get(players[i]), false));
                    taken[numbers.get(i)] = true;
                }
                int free = 1;
                for (String substitute : roundShape.tables().get(slot.getNumber()).substitutes()) {
                    while (taken[free]) {
                        free++;
                    }
                    taken[free] = true;
                    seats.add(new Schedule.Seat(free, substitute, true));
                }
                seats.sort(Comparator.comparingInt(Schedule.Seat::number));
                roundTables.add(new Schedule.Table(slot.getNumber() + 1, seats));
            }
            List<String> byes = Arrays.stream(roundShape.byes()).mapToObj(request.players()::get).toList();
            rounds.add(new Schedule.Round(round + 1, roundTables, byes));
        }
        return new Schedule(rounds);
    }
}
