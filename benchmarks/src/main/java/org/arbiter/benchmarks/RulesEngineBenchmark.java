package org.arbiter.benchmarks;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.rules.Command;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.GameState;
import org.arbiter.rules.Step;
import org.arbiter.rules.simulation.RandomJudge;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The rules engine on one thread: commands per second (decide + evolve of recorded random games) and
 * complete random games per second (deal to signed protocol, the random judge choosing each command).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
@State(Scope.Thread)
public class RulesEngineBenchmark {

    static final int RECORDED_GAMES = 64;
    static final Instant NOW = Instant.parse("2026-04-01T10:00:00Z");

    GameCreated created;
    List<List<Command>> recorded;
    int totalCommands;
    long seed;

    @Setup(Level.Trial)
    public void record() {
        created = RandomJudge.newGame(Ruleset.FIIM, GameOptions.DEFAULT);
        recorded = new ArrayList<>();
        totalCommands = 0;
        for (int g = 0; g < RECORDED_GAMES; g++) {
            RandomJudge judge = new RandomJudge(g, 0);
            GameState state = GameRules.start(created);
            List<Command> commands = new ArrayList<>();
            while (!state.result().finalized()) {
                Command command = judge.next(state);
                Step step = GameRules.play(state, command, NOW);
                if (step.accepted()) {
                    commands.add(command);
                }
                state = step.state();
            }
            recorded.add(commands);
            totalCommands += commands.size();
        }
    }

    /** Replays 64 recorded games command by command: one operation = one accepted command. */
    @Benchmark
    @OperationsPerInvocation(1)
    public void commands(Blackhole hole, CommandCursor cursor) {
        List<Command> game = recorded.get(cursor.game);
        Step step = GameRules.play(cursor.state, game.get(cursor.index), NOW);
        cursor.state = step.state();
        hole.consume(step.decision());
        if (++cursor.index == game.size()) {
            cursor.game = (cursor.game + 1) % recorded.size();
            cursor.index = 0;
            cursor.state = GameRules.start(created);
        }
    }

    /** One complete random game, deal to signed protocol: one operation = one game. */
    @Benchmark
    public GameState completeRandomGames() {
        return RandomJudge.playOut(created, seed++, 5_000);
    }

    /** Where the {@link #commands} benchmark stands in the recorded games. */
    @State(Scope.Thread)
    public static class CommandCursor {
        int game;
        int index;
        GameState state;

        @Setup(Level.Trial)
        public void start() {
            state = GameRules.start(RandomJudge.newGame(Ruleset.FIIM, GameOptions.DEFAULT));
        }
    }
}
