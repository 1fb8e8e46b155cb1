package org.arbiter.rating.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JavaType;
import java.io.UncheckedIOException;
import org.arbiter.events.EventJson;

/** The JSON text of what the standings store and send (plans, facts, messages), with the events' mapper. */
public final class Json {

    private Json() {
    }

    public static String write(Object value) {
        try {
            return EventJson.MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static <T> T read(String json, Class<T> type) {
        return read(json, EventJson.MAPPER.constructType(type));
    }

    static <T> T read(String json, TypeReference<T> type) {
        return read(json, EventJson.MAPPER.constructType(type));
    }

    private static <T> T read(String json, JavaType type) {
        try {
            return EventJson.MAPPER.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
