package org.arbiter.console;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

class EngineDivergencesTest {

    @Test
    void aReportIsCountedOnceAndABadOneNotAtAll() {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        EngineDivergences divergences = new EngineDivergences(registry);
        assertThat(divergences.record(new JsonObject().put("gameId", "g-1").put("seq", 17).put("command", "foul"))).isTrue();
        assertThat(divergences.record(new JsonObject().put("gameId", "g-1").put("seq", "x").put("command", "foul"))).isFalse();
        assertThat(divergences.record(new JsonObject().put("seq", 3).put("command", "foul"))).isFalse();
        assertThat(divergences.record(null)).isFalse();
        assertThat(registry.get("arbiter.console.engine.divergences").counter().count()).isEqualTo(1.0);
    }
}
