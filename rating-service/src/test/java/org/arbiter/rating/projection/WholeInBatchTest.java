package org.arbiter.rating.projection;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.DayStarted;
import org.junit.jupiter.api.Test;

/** Which games' facts a batch can fold without reading their streams back: those whose seq 1 it stored. */
class WholeInBatchTest {

    private static final Instant AT = Instant.parse("2026-04-01T10:00:00Z");

    private static EventEnvelope event(String gameId, long seq) {
        return EventEnvelope.ofGame(gameId, seq, AT, "judge", new DayStarted((int) seq, 1, List.of(1, 2, 3)));
    }

    private static EventEnvelope tournamentEvent() {
        return EventEnvelope.ofTournament("t-1", 1, AT, "organiser", new DayStarted(1, 1, List.of(1)));
    }

    @Test
    void aGameStartedInTheBatchIsHeldWholeAndAGameStartedBeforeIsNot() {
        List<EventEnvelope> stored = List.of(event("g-1", 1), event("g-2", 7), tournamentEvent(), event("g-1", 2),
                event("g-2", 8), event("g-1", 3));
        Map<String, List<EventEnvelope>> whole = StandingsProjection.streamsFromTheStart(stored);

        assertThat(whole).containsOnlyKeys("g-1");
        assertThat(whole.get("g-1")).extracting(EventEnvelope::seq).containsExactly(1L, 2L, 3L);
    }
}
