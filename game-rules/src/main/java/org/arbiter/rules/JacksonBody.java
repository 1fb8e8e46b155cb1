package org.arbiter.rules;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** Jackson's tree as a {@link BodyNode}: the server's reading of a command. */
record JacksonBody(JsonNode node) implements BodyNode {

    static BodyNode of(JsonNode node) {
        return node == null ? null : new JacksonBody(node);
    }

    @Override
    public boolean isObject() {
        return node.isObject();
    }

    @Override
    public boolean isArray() {
        return node.isArray();
    }

    @Override
    public boolean isNull() {
        return node.isNull();
    }

    @Override
    public boolean isTextual() {
        return node.isTextual();
    }

    @Override
    public boolean isBoolean() {
        return node.isBoolean();
    }

    @Override
    public boolean isNumber() {
        return node.isNumber();
    }

    @Override
    public boolean isIntegralNumber() {
        return node.isIntegralNumber();
    }

    @Override
    public boolean isFloatingPoint() {
        return node.isDouble() || node.isFloat();
    }

    @Override
    public boolean canConvertToInt() {
        return node.canConvertToInt();
    }

    @Override
    public String asText() {
        return node.asText();
    }

    @Override
    public int asInt() {
        return node.asInt();
    }

    @Override
    public boolean asBoolean() {
        return node.asBoolean();
    }

    @Override
    public double doubleValue() {
        return node.doubleValue();
    }

    @Override
    public BigDecimal decimalValue() {
        return node.decimalValue();
    }

    @Override
    public BodyNode get(String field) {
        return of(node.get(field));
    }

    @Override
    public Iterable<BodyNode> items() {
        List<BodyNode> items = new ArrayList<>(node.size());
        for (JsonNode item : node) {
            items.add(new JacksonBody(item));
        }
        return items;
    }

    @Override
    public int size() {
        return node.size();
    }

    @Override
    public Iterator<Map.Entry<String, BodyNode>> fields() {
        Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return fields.hasNext();
            }

            @Override
            public Map.Entry<String, BodyNode> next() {
                Map.Entry<String, JsonNode> e = fields.next();
                return new AbstractMap.SimpleImmutableEntry<>(e.getKey(), of(e.getValue()));
            }
        };
    }
}
