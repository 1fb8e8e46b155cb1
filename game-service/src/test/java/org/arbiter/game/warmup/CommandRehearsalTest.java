package org.arbiter.game.warmup;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.arbiter.stream.warmup.WarmupGames;
import org.junit.jupiter.api.Test;

/**
 * game-service's warm-up plays each warm-up game (every ruleset, twice) through the command path: the judge's
 * commands, as JSON bodies parsed and decided, take the game to its end with as many events as the engine played
 * into games.jsonl.
 */
class CommandRehearsalTest {

    @Test
    void everyWarmupGameGoesThroughToItsLastEvent() {
        CommandRehearsal rehearsal = withMapper();
        List<List<String>> games = WarmupGames.json();
        for (int n = 0; n < 2 * WarmupGames.COUNT; n++) {
            assertThat(rehearsal.rehearse(n)).as("game %d", n).isEqualTo(games.get(n % WarmupGames.COUNT).size());
        }
    }

    private static CommandRehearsal withMapper() {
        CommandRehearsal rehearsal = new CommandRehearsal();
        rehearsal.api = new ObjectMapper();
        return rehearsal;
    }
}
