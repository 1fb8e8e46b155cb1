package org.arbiter.events;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class EventIdsTest {

    @Test
    void anIdIsAVersion7UuidCarryingTheEventsMillisecond() {
        Instant at = Instant.parse("2026-12-01T10:15:30.123456Z");
        UUID id = EventIds.at(at);
        assertThat(id.version()).isEqualTo(7);
        assertThat(id.variant()).isEqualTo(2);
        assertThat(id.getMostSignificantBits() >>> 16).isEqualTo(at.toEpochMilli());
        assertThat(id.toString()).startsWith("01a2311a-324b-7");
    }

    @Test
    void idsOfOneMillisecondDifferAndLaterMillisecondsSortAfter() {
        Instant at = Instant.parse("2026-12-01T10:15:30.123Z");
        Set<UUID> ids = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            ids.add(EventIds.at(at));
        }
        assertThat(ids).hasSize(10_000);
        UUID earlier = EventIds.at(at);
        UUID later = EventIds.at(at.plusMillis(1));
        assertThat(later.toString().compareTo(earlier.toString())).isPositive();
    }
}
