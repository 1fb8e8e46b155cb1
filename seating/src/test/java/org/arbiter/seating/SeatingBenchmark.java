package org.arbiter.seating;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The seating benchmark of docs/benchmarks.md: the cases, each solved for the given seconds (60 by default),
 * the schedule's report beside the random seating's and the lower bound. A program, not a test: run by hand under
 * the build lock (it keeps the cores busy), from the repository's root:
 * <pre>
 * ./mvnw -B -o -q -pl seating test-compile dependency:build-classpath -Dmdep.outputFile=target/classpath
 * java -cp seating/target/classes:seating/target/test-classes:$(cat seating/target/classpath) \
 *     org.arbiter.seating.SeatingBenchmark [SECONDS [CASE...]]
 * </pre>
 */
public final class SeatingBenchmark {

    /** A case: players p1..pN, games each; {@code separatedPairs} pairs (p1, p2), (p3, p4), ... kept apart. */
    record Case(String name, int players, int games, int separatedPairs) {
    }

    static final List<Case> CASES = List.of(
            new Case("100x10", 100, 10, 0),
            new Case("30x10", 30, 10, 0),
            new Case("200x12", 200, 12, 0),
            // byes (11 rounds, one bye each) and 20 club-mate pairs kept apart
            new Case("95x10-byes", 95, 10, 20));

    public static void main(String[] args) {
        long seconds = args.length > 0 ? Long.parseLong(args[0]) : 60;
        List<String> only = args.length > 1 ? List.of(args).subList(1, args.length) : List.of();
        for (Case c : CASES) {
            if (!only.isEmpty() && !only.contains(c.name())) {
                continue;
            }
            List<String> players = new ArrayList<>();
            for (int i = 1; i <= c.players(); i++) {
                players.add("p" + i);
            }
            List<SeatingRequest.SeparatedPair> separated = new ArrayList<>();
            for (int i = 0; i < c.separatedPairs(); i++) {
                separated.add(new SeatingRequest.SeparatedPair(players.get(2 * i), players.get(2 * i + 1)));
            }
            SeatingRequest request = new SeatingRequest(players, c.games(), separated,
                    new SeatingRequest.Filling.Byes(), 42);
            long started = System.nanoTime();
            Seating.Result result = Seating.seat(request, Seating.Budget.time(Duration.ofSeconds(seconds)));
            long millis = (System.nanoTime() - started) / 1_000_000;
            System.out.println("== " + c.name() + " (" + result.schedule().rounds().size() + " rounds, " + millis
                    + " ms, separated pairs together " + result.separatedPairsTogether() + ")");
            System.out.println("   solver: " + result.report().summary());
            System.out.println("   random: " + result.randomReport().summary());
        }
    }
}
