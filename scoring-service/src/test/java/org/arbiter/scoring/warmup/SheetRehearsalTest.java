package org.arbiter.scoring.warmup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arbiter.stream.warmup.WarmupGames;
import org.junit.jupiter.api.Test;

/**
 * scoring-service's warm-up reads, folds and scores each warm-up game (every ruleset's scoring, twice) through its
 * last event.
 */
class SheetRehearsalTest {

    @Test
    void everyWarmupGameGoesThroughToItsLastEvent() {
        SheetRehearsal rehearsal = new SheetRehearsal();
        List<List<String>> games = WarmupGames.json();
        for (int n = 0; n < 2 * WarmupGames.COUNT; n++) {
            assertThat(rehearsal.rehearse(n)).as("game %d", n).isEqualTo(games.get(n % WarmupGames.COUNT).size());
        }
    }
}
