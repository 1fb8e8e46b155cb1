package org.arbiter.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Pins the JSON of every event type (a schema change must be deliberate: rerun with
 * {@code -Dsnapshots.update=true} and review the diff) and round-trips every type.
 */
class EventSchemaTest {

    private static final Path SNAPSHOTS = Path.of("src/test/resources/snapshots");
    private static final Instant AT = Instant.parse("2026-04-01T10:15:30Z");

    private static EventEnvelope envelopeOf(EventPayload payload) {
        String type = EventTypes.nameOf(payload.getClass());
        UUID id = UUID.nameUUIDFromBytes(type.getBytes(StandardCharsets.UTF_8));
        boolean tournament = payload instanceof org.arbiter.events.tournament.TournamentEvent;
        return new EventEnvelope(id, tournament ? null : "game-1", tournament ? "spring-cup-2026" : null,
                7, type, AT, "judge-1", EventEnvelope.SCHEMA_VERSION, payload);
    }

    @Test
    void samplesCoverEveryRegisteredType() {
        List<String> sampled = EventSamples.all().stream().map(p -> EventTypes.nameOf(p.getClass())).toList();
        assertThat(sampled).containsExactlyInAnyOrderElementsOf(EventTypes.all().keySet());
    }

    /** A reader refuses what it cannot know (a consumer dead-letters it): an unknown type, a newer schema. */
    @Test
    void anUnknownTypeOrANewerSchemaVersionIsRefusedByName() {
        String known = EventJson.write(envelopeOf(EventSamples.all().getFirst()));
        String bogus = known.replaceFirst("\"type\":\"[A-Za-z]+\"", "\"type\":\"Bogus\"");
        String newer = known.replace("\"schemaVersion\":1", "\"schemaVersion\":2");
        assertThatThrownBy(() -> EventJson.read(bogus)).isInstanceOf(IllegalArgumentException.class).hasMessage("unknown event type Bogus");
        assertThatThrownBy(() -> EventJson.read(newer)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("schemaVersion 2 is newer than this reader knows (1)");
    }

    @TestFactory
    Stream<DynamicTest> jsonOfEveryTypeMatchesItsSnapshot() {
        return EventSamples.all().stream().map(payload -> {
            EventEnvelope envelope = envelopeOf(payload);
            return DynamicTest.dynamicTest(envelope.type(), () -> {
                String json = EventJson.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(envelope) + "\n";
                Path file = SNAPSHOTS.resolve(envelope.type() + ".json");
                if (Boolean.getBoolean("snapshots.update") || !Files.exists(file)) {
                    writeSnapshot(file, json);
                    assertThat(Boolean.getBoolean("snapshots.update"))
                            .as("snapshot %s was missing and has been written; review and commit it", file)
                            .isTrue();
                }
                assertThat(json).isEqualTo(Files.readString(file));
            });
        });
    }

    @TestFactory
    Stream<DynamicTest> everyTypeSurvivesARoundTrip() {
        return EventSamples.all().stream().map(payload -> {
            EventEnvelope envelope = envelopeOf(payload);
            return DynamicTest.dynamicTest(envelope.type(), () -> {
                EventEnvelope back = EventJson.read(EventJson.write(envelope));
                assertThat(back).isEqualTo(envelope);
                assertThat(EventJson.readPayload(envelope.type(), EventJson.writePayload(payload))).isEqualTo(payload);
            });
        });
    }

    /** An amendment stored before GameAmended named its protest reads with no protest. */
    @Test
    void anAmendmentWithoutItsProtestReadsAsNone() {
        String before = """
                {"eventId":"a9b6df9d-8989-30d8-8051-f8388bfe079f","gameId":"game-1","seq":7,"type":"GameAmended",
                "occurredAt":"2026-04-01T10:15:30Z","actor":"chief","schemaVersion":1,
                "payload":{"winner":"BLACK","annulled":false,"reason":"protest upheld"}}""";
        assertThat(EventJson.read(before).payload()).isEqualTo(new org.arbiter.events.game.GameAmended(
                org.arbiter.events.game.Winner.BLACK, false, "protest upheld", null));
    }

    @Test
    void typeNamesAreExplicitNotClassNamesOfAnotherPackage() {
        EventTypes.all().forEach((name, type) -> {
            assertThat(name).matches("[A-Z][A-Za-z]+");
            assertThat(type.getAnnotation(EventType.class).value()).isEqualTo(name);
        });
    }

    private static void writeSnapshot(Path file, String json) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, json);
    }
}
