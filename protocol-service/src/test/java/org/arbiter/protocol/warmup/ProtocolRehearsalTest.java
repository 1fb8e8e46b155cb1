package org.arbiter.protocol.warmup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arbiter.stream.warmup.WarmupGames;
import org.junit.jupiter.api.Test;

/**
 * protocol-service's warm-up reads each warm-up game (every ruleset, twice) and folds its protocol through its last
 * event.
 */
class ProtocolRehearsalTest {

    @Test
    void everyWarmupGameGoesThroughToItsLastEvent() {
        ProtocolRehearsal rehearsal = new ProtocolRehearsal();
        List<List<String>> games = WarmupGames.json();
        for (int n = 0; n < 2 * WarmupGames.COUNT; n++) {
            assertThat(rehearsal.rehearse(n)).as("game %d", n).isEqualTo(games.get(n % WarmupGames.COUNT).size());
        }
    }
}
