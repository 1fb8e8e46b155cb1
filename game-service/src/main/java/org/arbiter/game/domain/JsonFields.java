package org.arbiter.game.domain;

import com.fasterxml.jackson.databind.JsonNode;
import org.arbiter.game.api.ApiException;

/** Strict readers of request fields: a missing field or a wrong type is MALFORMED_COMMAND. */
final class JsonFields {

    private JsonFields() {
    }

    static String text(JsonNode node, String field, boolean required) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            if (required) {
                throw ApiException.malformed("missing field " + field);
            }
            return null;
        }
        if (!value.isTextual() || value.asText().isBlank()) {
            throw ApiException.malformed(field + " must be a non-empty string");
        }
        return value.asText();
    }

    static Integer integer(JsonNode node, String field, boolean required) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            if (required) {
                throw ApiException.malformed("missing field " + field);
            }
            return null;
        }
        if (!value.isIntegralNumber() || !value.canConvertToInt()) {
            throw ApiException.malformed(field + " must be a whole number");
        }
        return value.asInt();
    }

    static JsonNode object(JsonNode node, String what) {
        if (node == null || !node.isObject()) {
            throw ApiException.malformed(what + " must be a JSON object");
        }
        return node;
    }

    static <E extends Enum<E>> E enumValue(Class<E> type, String value, String errorCode, String field) {
        try {
            return Enum.valueOf(type, value);
        } catch (IllegalArgumentException e) {
            throw new ApiException(errorCode.equals("MALFORMED_COMMAND") ? 400 : 422, errorCode, null,
                    field + " " + value + " is not one of " + java.util.Arrays.toString(type.getEnumConstants()));
        }
    }
}
