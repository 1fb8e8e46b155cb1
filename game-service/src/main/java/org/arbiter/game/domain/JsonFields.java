package org.arbiter.game.domain;

import com.fasterxml.jackson.databind.JsonNode;

/** Strict readers of request fields: a missing field or a wrong type is MALFORMED_COMMAND. */
final class JsonFields {

    private JsonFields() {
    }

    static String text(JsonNode node, String field, boolean required) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            if (required) {
                throw Refusals.malformed("missing field " + field);
            }
            return null;
        }
        if (!value.isTextual() || value.asText().isBlank()) {
            throw Refusals.malformed(field + " must be a non-empty string");
        }
        return value.asText();
    }

    static Integer integer(JsonNode node, String field, boolean required) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            if (required) {
                throw Refusals.malformed("missing field " + field);
            }
            return null;
        }
        if (!value.isIntegralNumber() || !value.canConvertToInt()) {
            throw Refusals.malformed(field + " must be a whole number");
        }
        return value.asInt();
    }

    static JsonNode object(JsonNode node, String what) {
        if (node == null || !node.isObject()) {
            throw Refusals.malformed(what + " must be a JSON object");
        }
        return node;
    }

    static <E extends Enum<E>> E enumValue(Class<E> type, String value, String errorCode, String field) {
        try {
            return Enum.valueOf(type, value);
        } catch (IllegalArgumentException e) {
            throw Refusals.of(errorCode, null,
                    field + " " + value + " is not one of " + java.util.Arrays.toString(type.getEnumConstants()));
        }
    }
}
