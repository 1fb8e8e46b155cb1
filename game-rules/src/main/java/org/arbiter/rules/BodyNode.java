package org.arbiter.rules;

import java.math.BigDecimal;
import java.util.Iterator;
import java.util.Map;

/**
 * A JSON value as {@link CommandParser} reads it, with the meanings of Jackson's {@code JsonNode} methods of the same
 * names: on the server Jackson's tree ({@link JacksonBody}); in the browser the console's engine (engine-js) gives
 * its own plain values, since Jackson's tree does not run there (its {@code toString} needs Jackson's whole mapper).
 */
public interface BodyNode {

    boolean isObject();

    boolean isArray();

    boolean isNull();

    boolean isTextual();

    boolean isBoolean();

    boolean isNumber();

    boolean isIntegralNumber();

    /** A binary floating-point number (Jackson's {@code isDouble() || isFloat()}); exact decimals are not. */
    boolean isFloatingPoint();

    boolean canConvertToInt();

    String asText();

    int asInt();

    boolean asBoolean();

    double doubleValue();

    BigDecimal decimalValue();

    /** The field's value, or null when the object has no such field (a JSON null is a node that {@link #isNull}). */
    BodyNode get(String field);

    /** An array's items. */
    Iterable<BodyNode> items();

    int size();

    /** An object's fields, in the text's order. */
    Iterator<Map.Entry<String, BodyNode>> fields();

    default boolean has(String field) {
        return get(field) != null;
    }

    default boolean hasNonNull(String field) {
        BodyNode node = get(field);
        return node != null && !node.isNull();
    }
}
