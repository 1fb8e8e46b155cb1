package org.arbiter.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The envelope's {@code occurredAt} read by hand ({@link EventJson.EnvelopeDeserializer#instant}) equals Instant.parse. */
class EventJsonInstantTest {

    @Test
    void everyFormInstantToStringWritesReadsBackAsInstantParseReadsIt() {
        List<Instant> instants = List.of(Instant.EPOCH, Instant.parse("2026-12-02T06:45:00Z"),
                Instant.parse("2026-12-02T06:45:00.1Z"), Instant.parse("2026-12-02T06:45:00.12Z"),
                Instant.parse("2026-12-02T06:45:00.123Z"), Instant.parse("2026-12-02T06:45:00.123456Z"),
                Instant.parse("2026-12-02T06:45:00.000000001Z"), Instant.parse("2026-12-02T06:45:00.999999999Z"),
                Instant.parse("2024-02-29T23:59:59.5Z"), Instant.parse("1969-12-31T23:59:59.999Z"),
                Instant.parse("0001-01-01T00:00:00Z"), Instant.parse("9999-12-31T23:59:59.999999999Z"));
        for (Instant instant : instants) {
            assertThat(EventJson.EnvelopeDeserializer.instant(instant.toString())).as(instant.toString()).isEqualTo(instant);
        }
    }

    @Test
    void anotherFormIsLeftToTheIsoFormatter() {
        for (String other : List.of("+10000-01-01T00:00:00Z", "2026-12-02T08:45:00+02:00", "2016-12-31T23:59:60Z",
                "2026-12-02T24:00:00Z", "2026-12-02T06:45:00.Z")) {
            assertThat(EventJson.EnvelopeDeserializer.instant(other)).as(other).isEqualTo(Instant.parse(other));
        }
        for (String invalid : List.of("2026-02-29T00:00:00Z", "2026-13-01T00:00:00Z", "2026-12-02T25:00:00Z", "2026-12-02T06:4x:00Z",
                "2026-12-02 06:45:00Z")) {
            assertThatThrownBy(() -> EventJson.EnvelopeDeserializer.instant(invalid)).as(invalid).isInstanceOf(DateTimeParseException.class);
        }
    }
}
