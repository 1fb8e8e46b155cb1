package org.arbiter.events;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.LocalDate;
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

    /**
     * Reads an envelope in one pass over the tokens: the payload straight into its class when its {@code type} and a
     * known {@code schemaVersion} came before it (the order {@link EnvelopeSerializer} writes), else buffered and read
     * once the envelope is read. (Reading the whole envelope into a tree and the payload out of it again took a
     * quarter of a consumer's time while a backlog was caught up.) A reader refuses an unknown type or a newer
     * schema by name, before the payload is read.
     */
    static final class EnvelopeDeserializer extends JsonDeserializer<EventEnvelope> {
        @Override
        public EventEnvelope deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String eventId = null;
            String gameId = null;
            String tournamentId = null;
            Long seq = null;
            String type = null;
            String occurredAt = null;
            String actor = null;
            Integer schemaVersion = null;
            EventPayload payload = null;
            TokenBuffer later = null;
            JsonToken token = p.currentToken() == JsonToken.START_OBJECT ? p.nextToken() : p.currentToken();
            for (; token == JsonToken.FIELD_NAME; token = p.nextToken()) {
                String field = p.currentName();
                JsonToken value = p.nextToken();
                if (value == JsonToken.VALUE_NULL) {
                    continue;                                     // as missing
                }
                switch (field) {
                    case "eventId" -> eventId = scalar(p);
                    case "gameId" -> gameId = scalar(p);
                    case "tournamentId" -> tournamentId = scalar(p);
                    case "seq" -> seq = p.getValueAsLong();
                    case "type" -> type = scalar(p);
                    case "occurredAt" -> occurredAt = scalar(p);
                    case "actor" -> actor = scalar(p);
                    case "schemaVersion" -> schemaVersion = p.getValueAsInt();
                    case "payload" -> {
                        Class<? extends EventPayload> known = schemaVersion == null || schemaVersion > EventEnvelope.SCHEMA_VERSION
                                || type == null ? null : EventTypes.classOf(type).orElse(null);
                        if (known != null) {
                            payload = MAPPER.readerFor(known).readValue(p);
                        } else {
                            later = TokenBuffer.asCopyOfValue(p);
                        }
                    }
                    default -> p.skipChildren();
                }
            }
            int version = required(schemaVersion, "schemaVersion");
            if (version > EventEnvelope.SCHEMA_VERSION) {
                throw new IllegalArgumentException("schemaVersion " + version + " is newer than this reader knows ("
                        + EventEnvelope.SCHEMA_VERSION + ")");
            }
            String name = required(type, "type");
            Class<? extends EventPayload> payloadClass = EventTypes.classOf(name)
                    .orElseThrow(() -> new IllegalArgumentException("unknown event type " + name));
            if (payload == null) {
                try (JsonParser buffered = required(later, "payload").asParser()) {
                    buffered.nextToken();
                    payload = MAPPER.readerFor(payloadClass).readValue(buffered);
                }
            }
            return new EventEnvelope(UUID.fromString(required(eventId, "eventId")), gameId, tournamentId, required(seq, "seq"),
                    name, instant(required(occurredAt, "occurredAt")), actor, version, payload);
        }

        /** A scalar's text (a number's digits too); an object or array is skipped and reads as empty, as a tree's asText. */
        private static String scalar(JsonParser p) throws IOException {
            if (p.currentToken().isStructStart()) {
                p.skipChildren();
                return "";
            }
            return p.getValueAsString();
        }

        private static <T> T required(T value, String field) {
            if (value == null) {
                throw new IllegalArgumentException("event JSON without " + field);
            }
            return value;
        }

        /**
         * The instant of {@code Instant.toString}'s form ({@code yyyy-MM-ddTHH:mm:ss[.f…]Z}, the form every event is
         * written in) read by hand, anything else by {@code Instant.parse}: the ISO formatter took an eighth of a
         * consumer's time while a backlog was caught up (docs/benchmarks.md "Catching up a backlog").
         */
        static Instant instant(String text) {
            int n = text.length();
            if (n < 20 || n == 21 || n > 30 || text.charAt(4) != '-' || text.charAt(7) != '-' || text.charAt(10) != 'T'
                    || text.charAt(13) != ':' || text.charAt(16) != ':' || text.charAt(n - 1) != 'Z' || n > 20 && text.charAt(19) != '.') {
                return Instant.parse(text);
            }
            int year = digits(text, 0, 4);
            int month = digits(text, 5, 7);
            int day = digits(text, 8, 10);
            int hour = digits(text, 11, 13);
            int minute = digits(text, 14, 16);
            int second = digits(text, 17, 19);
            int nanos = 0;
            if (n > 20) {
                nanos = digits(text, 20, n - 1);
                for (int scale = n - 21; scale < 9 && nanos >= 0; scale++) {
                    nanos *= 10;
                }
            }
            if (year < 0 || month < 1 || month > 12 || day < 1 || day > 28 && day > LocalDate.of(year, month, 1).lengthOfMonth()
                    || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59 || nanos < 0) {
                return Instant.parse(text);                       // not a plain instant: the ISO formatter decides
            }
            long days = LocalDate.of(year, month, day).toEpochDay();
            return Instant.ofEpochSecond(days * 86_400 + hour * 3_600L + minute * 60L + second, nanos);
        }

        /** The decimal number of {@code text[from, to)}, or -1 if a character there is not a digit. */
        private static int digits(String text, int from, int to) {
            int value = 0;
            for (int i = from; i < to; i++) {
                char c = text.charAt(i);
                if (c < '0' || c > '9') {
                    return -1;
                }
                value = value * 10 + (c - '0');
            }
            return value;
        }
    }
}
