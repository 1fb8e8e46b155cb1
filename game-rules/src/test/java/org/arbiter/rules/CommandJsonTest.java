package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Set;
import java.util.TreeSet;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.rules.simulation.RandomJudge;
import org.junit.jupiter.api.Test;

/** What the generator writes is what the server's parser reads back: every command of 50 random games. */
class CommandJsonTest {

    @Test
    void everyCommandOfRandomGamesParsesBackToItself() throws Exception {
        int checked = 0;
        Set<String> types = new TreeSet<>();
        for (long seed = 1; seed <= 50; seed++) {
            RandomJudge judge = new RandomJudge(seed, 0.2);
            GameState state = GameRules.start(RandomJudge.newGame(Ruleset.values()[(int) (seed % 4)], new GameOptions(true, true)));
            for (int i = 0; i < 400 && !state.result().finalized(); i++) {
                Command command = judge.next(state);
                Parsed parsed = CommandParser.parse(EventJson.MAPPER.readTree(CommandJson.write(command)));
                assertThat(parsed.rejection()).as(CommandJson.write(command)).isNull();
                assertThat(parsed.command()).as(CommandJson.write(command)).isEqualTo(command);
                checked++;
                types.add(command.type().wireName());
                Step step = GameRules.play(state, command, Instant.parse("2026-12-01T10:00:00Z"));
                if (step.accepted()) {
                    state = step.state();
                }
            }
        }
        assertThat(checked).isEqualTo(1_896);
        assertThat(types).contains("deal", "endNight", "shoot", "donCheck", "sheriffCheck", "bestMove", "endSpeech",
                "nominate", "withdraw", "vote", "liftAll", "foul", "award", "finalize", "undo");
    }
}
