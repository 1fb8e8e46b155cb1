package org.arbiter.game.domain;

import com.fasterxml.jackson.databind.JsonNode;

/** Strict readers of request fields: an object where one belongs (else MALFORMED_COMMAND), an enum's value by its name. */
final class JsonFields {

    private JsonFields() {
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
