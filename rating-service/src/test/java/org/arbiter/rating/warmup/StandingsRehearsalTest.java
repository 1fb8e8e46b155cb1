package org.arbiter.rating.warmup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arbiter.stream.warmup.WarmupGames;
import org.junit.jupiter.api.Test;

/**
 * rating-service's warm-up folds each warm-up game's table views (every ruleset, twice) through its last event and
 * counts its sheet into the standings.
 */
class StandingsRehearsalTest {

    @Test
    void everyWarmupGameGoesThroughToItsLastEvent() {
        StandingsRehearsal rehearsal = new StandingsRehearsal();
        List<List<String>> games = WarmupGames.json();
        for (int n = 0; n < 2 * WarmupGames.COUNT; n++) {
            assertThat(rehearsal.rehearse(n)).as("game %d", n).isEqualTo(games.get(n % WarmupGames.COUNT).size());
        }
    }
}
