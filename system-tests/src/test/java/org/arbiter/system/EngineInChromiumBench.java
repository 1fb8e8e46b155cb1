package org.arbiter.system;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.arbiter.testsupport.Chromium;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The rules engine's browser build timed in real Chromium (docs/benchmarks.md "The rules engine on the tablet"): a
 * program, never run by {@code mvn verify}. It loads console/src/main/webui/src/generated/engine.js as an ES module
 * into a blank page and plays the games of random-games/ through its {@code decide} (parse, decide, evolve, the
 * judge's view as JSON: what the console calls per tap), as engine-js/src/test/js/bench.mjs does in Node, once per
 * CPU slowdown given (CDP {@code Emulation.setCPUThrottlingRate}; 4 stands for a mid-range tablet).
 * Arguments: the repository's root, then the rates (default 1 4).
 */
public final class EngineInChromiumBench {

    private static final String PLAY = """
            const [source, gamesJson, done] = arguments;
            (async () => {
              const t0 = performance.now();
              const E = await import(URL.createObjectURL(new Blob([source], {type: 'text/javascript'})));
              const loadMs = performance.now() - t0;
              const players = Array.from({length: 10}, (_, i) => ({seat: i + 1, playerId: `p-${i + 1}`, nickname: `Игрок ${i + 1}`}));
              const games = JSON.parse(gamesJson).map(s => {
                const created = [{type: 'GameCreated', payload: {ruleset: s.ruleset, stage: 'FRIENDLY', players, judge: 'judge-1',
                  options: {withdrawal: s.options.withdrawal ?? true, noLiftAtThreeOrFour: s.options.noLiftAtThreeOrFour ?? true}}}];
                const commands = [JSON.stringify({type: 'deal', roles: s.roles})];
                for (const step of s.steps) for (let i = 0; i < (step.repeat ?? 1); i++) commands.push(JSON.stringify(step));
                return {created: JSON.stringify(created), commands};
              });
              const play = game => {
                let state = JSON.parse(E.start(game.created)).state;
                for (const command of game.commands) {
                  const answer = JSON.parse(E.decide(state, command, 1775037600000));
                  if (answer.accepted) { E.release(state); state = answer.state; }
                }
                E.release(state);
                return game.commands.length;
              };
              const c0 = performance.now();
              const coldCommands = play(games[0]);
              const cold = performance.now() - c0;
              for (const g of games.slice(0, 30)) play(g);
              let commands = 0;
              const w0 = performance.now();
              for (const g of games) commands += play(g);
              const warm = performance.now() - w0;
              done(JSON.stringify({loadMs: +loadMs.toFixed(1),
                firstGame: {commands: coldCommands, ms: +cold.toFixed(1), msPerCommand: +(cold / coldCommands).toFixed(3)},
                warm: {games: games.length, commands, ms: +warm.toFixed(0), msPerCommand: +(warm / commands).toFixed(3)}}));
            })().catch(e => done('failed: ' + e));
            """;

    private EngineInChromiumBench() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args.length > 0 ? args[0] : "..").toAbsolutePath().normalize();
        List<Integer> rates = args.length > 1 ? Stream.of(args).skip(1).map(Integer::valueOf).toList() : List.of(1, 4);
        String source = Files.readString(root.resolve("console/src/main/webui/src/generated/engine.js"));
        List<String> games;
        try (Stream<Path> files = Files.list(root.resolve("random-games"))) {
            games = files.filter(f -> f.toString().endsWith(".json")).sorted().map(f -> {
                try {
                    return Files.readString(f);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
        }
        String gamesJson = "[" + String.join(",", games) + "]";
        for (int rate : rates) {
            ChromeDriver browser = Chromium.start(1024, 768);
            try {
                browser.manage().timeouts().scriptTimeout(Duration.ofMinutes(10));
                browser.get("about:blank");
                browser.executeCdpCommand("Emulation.setCPUThrottlingRate", Map.of("rate", rate));
                Object result = browser.executeAsyncScript(PLAY, source, gamesJson);
                System.out.println("{\"cpuSlowdown\":" + rate + ",\"result\":" + result + "}");
            } finally {
                browser.quit();
            }
        }
    }
}
