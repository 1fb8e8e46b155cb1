package org.arbiter.events;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * One event of one stream: a game ({@code gameId} set) or a tournament ({@code tournamentId} set).
 *
 * @param eventId       unique id; consumers drop an id they have seen
 * @param gameId        the game's stream, or null for a tournament stream
 * @param tournamentId  the tournament's stream, or null for a game stream
 * @param seq           position in the stream, 1, 2, 3 ... without gaps
 * @param type          the payload's stable name ({@link EventType})
 * @param occurredAt    when the command that produced it was accepted
 * @param actor         who produced it: the token's subject
 * @param schemaVersion version of the payload's schema
 * @param payload       the event itself
 */
@JsonSerialize(using = EventJson.EnvelopeSerializer.class)
@JsonDeserialize(using = EventJson.EnvelopeDeserializer.class)
public record EventEnvelope(
        UUID eventId,
        String gameId,
        String tournamentId,
        long seq,
        String type,
        Instant occurredAt,
        String actor,
        int schemaVersion,
        EventPayload payload) {

    public static final int SCHEMA_VERSION = 1;

    public EventEnvelope {
        Objects.requireNonNull(eventId, "eventId");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(occurredAt, "occurredAt");
        Objects.requireNonNull(payload, "payload");
        if ((gameId == null) == (tournamentId == null)) {
            throw new IllegalArgumentException("an envelope names exactly one stream: gameId or tournamentId");
        }
        if (!type.equals(EventTypes.nameOf(payload.getClass()))) {
            throw new IllegalArgumentException("type " + type + " does not match payload " + payload.getClass().getSimpleName());
        }
    }

    /** An event of a game's stream. */
    public static EventEnvelope ofGame(String gameId, long seq, Instant occurredAt, String actor, EventPayload payload) {
        return new EventEnvelope(EventIds.at(occurredAt), gameId, null, seq, EventTypes.nameOf(payload.getClass()),
                occurredAt, actor, SCHEMA_VERSION, payload);
    }

    /** An event of a tournament's stream. */
    public static EventEnvelope ofTournament(String tournamentId, long seq, Instant occurredAt, String actor, EventPayload payload) {
        return new EventEnvelope(EventIds.at(occurredAt), null, tournamentId, seq, EventTypes.nameOf(payload.getClass()),
                occurredAt, actor, SCHEMA_VERSION, payload);
    }

    /** The stream this event belongs to: the game's id or the tournament's id; the Kafka key. */
    public String streamId() {
        return gameId != null ? gameId : tournamentId;
    }
}
