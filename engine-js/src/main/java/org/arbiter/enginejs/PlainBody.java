package org.arbiter.enginejs;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.arbiter.rules.BodyNode;

/**
 * {@link JsonText}'s plain values as game-rules' {@link BodyNode}, read as game-service's Jackson tree reads the same
 * text (a number with a fraction exact, as its {@code USE_BIG_DECIMAL_FOR_FLOATS}): so game-rules' own
 * {@code CommandParser} reads the command on the tablet too.
 */
record PlainBody(Object value) implements BodyNode {

    private static final BodyNode NULL = new PlainBody(null);

    static BodyNode of(Object value) {
        return value == null ? NULL : new PlainBody(value);
    }

    @Override
    public boolean isObject() {
        return value instanceof Map;
    }

    @Override
    public boolean isArray() {
        return value instanceof List;
    }

    @Override
    public boolean isNull() {
        return value == null;
    }

    @Override
    public boolean isTextual() {
        return value instanceof String;
    }

    @Override
    public boolean isBoolean() {
        return value instanceof Boolean;
    }

    @Override
    public boolean isNumber() {
        return value instanceof Number;
    }

    @Override
    public boolean isIntegralNumber() {
        return value instanceof Long || value instanceof BigInteger;
    }

    @Override
    public boolean isFloatingPoint() {
        return false;                                   // fractions are read as exact decimals
    }

    @Override
    public boolean canConvertToInt() {
        if (value instanceof Long l) {
            return l == l.intValue();
        }
        if (value instanceof BigDecimal d) {
            return d.compareTo(BigDecimal.valueOf(Integer.MIN_VALUE)) >= 0 && d.compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) <= 0;
        }
        return false;
    }

    @Override
    public String asText() {
        if (value == null) {
            return "null";
        }
        return value instanceof Map || value instanceof List ? "" : value.toString();
    }

    @Override
    public int asInt() {
        return value instanceof Number n ? n.intValue() : 0;
    }

    @Override
    public boolean asBoolean() {
        return value instanceof Boolean b && b;
    }

    @Override
    public double doubleValue() {
        return value instanceof Number n ? n.doubleValue() : 0.0;
    }

    @Override
    public BigDecimal decimalValue() {
        if (value instanceof BigDecimal d) {
            return d;
        }
        if (value instanceof BigInteger i) {
            return new BigDecimal(i);
        }
        return value instanceof Long l ? BigDecimal.valueOf(l) : BigDecimal.ZERO;
    }

    @Override
    public BodyNode get(String field) {
        if (value instanceof Map<?, ?> map && map.containsKey(field)) {
            return of(map.get(field));
        }
        return null;
    }

    @Override
    public Iterable<BodyNode> items() {
        List<BodyNode> items = new ArrayList<>();
        if (value instanceof List<?> list) {
            for (Object item : list) {
                items.add(of(item));
            }
        }
        return items;
    }

    @Override
    public int size() {
        return value instanceof List<?> list ? list.size() : value instanceof Map<?, ?> map ? map.size() : 0;
    }

    @Override
    public Iterator<Map.Entry<String, BodyNode>> fields() {
        List<Map.Entry<String, BodyNode>> fields = new ArrayList<>();
        if (value instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> e : map.entrySet()) {
                fields.add(new AbstractMap.SimpleImmutableEntry<>((String) e.getKey(), of(e.getValue())));
            }
        }
        return fields.iterator();
    }
}
