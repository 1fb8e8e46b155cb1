package org.arbiter.events;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.UUID;

/** The one JSON form of events: the envelope's fields, {@code type} naming the payload, the payload as an object. */
public final class EventJson {

    /** The mapper every service uses for events: ISO instants, sorted map keys, nulls left out. */
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .addModule(new Jdk8Module())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .serializationInclusion(JsonInclude.Include.NON_NULL)
            .build();

    private EventJson() {
    }

    public static String write(EventEnvelope envelope) {
        try {
            return MAPPER.writeValueAsString(envelope);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static EventEnvelope read(String json) {
        try {
            return MAPPER.readValue(json, EventEnvelope.class);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String writePayload(EventPayload payload) {
        try {
            return MAPPER.writeValueAsString(payload);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static EventPayload readPayload(String type, String json) {
        Class<? extends EventPayload> payloadClass = EventTypes.classOf(type)
                .orElseThrow(() -> new IllegalArgumentException("unknown event type " + type));
        try {
            return MAPPER.readValue(json, payloadClass);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    static final class EnvelopeSerializer extends JsonSerializer<EventEnvelope> {
        @Override
        public void serialize(EventEnvelope e, JsonGenerator gen, SerializerProvider provider) throws IOException {
            gen.writeStartObject();
            gen.writeStringField("eventId", e.eventId().toString());
            if (e.gameId() != null) {
                gen.writeStringField("gameId", e.gameId());
            }
            if (e.tournamentId() != null) {
                gen.writeStringField("tournamentId", e.tournamentId());
            }
            gen.writeNumberField("seq", e.seq());
            gen.writeStringField("type", e.type());
            gen.writeStringField("occurredAt", e.occurredAt().toString());
            if (e.actor() != null) {
                gen.writeStringField("actor", e.actor());
            }
            gen.writeNumberField("schemaVersion", e.schemaVersion());
            gen.writeFieldName("payload");
            // the payload through the events' own mapper, so its form never depends on the caller's mapper
            gen.writeTree(MAPPER.valueToTree(e.payload()));
            gen.writeEndObject();
        }
    }

    static final class EnvelopeDeserializer extends JsonDeserializer<EventEnvelope> {
        @Override
        public EventEnvelope deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            JsonNode node = p.getCodec().readTree(p);
            int schemaVersion = required(node, "schemaVersion").asInt();
            if (schemaVersion > EventEnvelope.SCHEMA_VERSION) {
                throw new IllegalArgumentException("schemaVersion " + schemaVersion + " is newer than this reader knows ("
                        + EventEnvelope.SCHEMA_VERSION + ")");
            }
            String type = required(node, "type").asText();
            Class<? extends EventPayload> payloadClass = EventTypes.classOf(type)
                    .orElseThrow(() -> new IllegalArgumentException("unknown event type " + type));
            EventPayload payload = MAPPER.treeToValue(required(node, "payload"), payloadClass);
            return new EventEnvelope(
                    UUID.fromString(required(node, "eventId").asText()),
                    text(node, "gameId"),
                    text(node, "tournamentId"),
                    required(node, "seq").asLong(),
                    type,
                    Instant.parse(required(node, "occurredAt").asText()),
                    text(node, "actor"),
                    schemaVersion,
                    payload);
        }

        private static JsonNode required(JsonNode node, String field) {
            JsonNode value = node.get(field);
            if (value == null || value.isNull()) {
                throw new IllegalArgumentException("event JSON without " + field);
            }
            return value;
        }

        private static String text(JsonNode node, String field) {
            JsonNode value = node.get(field);
            return value == null || value.isNull() ? null : value.asText();
        }
    }
}
