package org.arbiter.enginejs;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Records to the plain values of {@link JsonText} and back, read from the records themselves (their fields, in
 * declaration order, with their accessors and canonical constructors) the way {@code EventJson.MAPPER} writes and reads them: nulls left
 * out unless the record says {@code @JsonInclude(ALWAYS)}, map entries ordered by key, enums by name, instants in
 * ISO form, a missing primitive as its zero. The one codec of events, commands' parts and the judge's view in the
 * browser; a JVM test holds it equal to Jackson's over every scenario and random game.
 */
public final class RecordCodec {

    /** A record's fields and canonical constructor, found once. */
    private record Shape(Field[] fields, java.lang.reflect.Method[] accessors, Type[] types, Constructor<?> constructor, boolean nulls) {
    }

    private static final Map<Class<?>, Shape> SHAPES = new HashMap<>();

    private RecordCodec() {
    }

    /** A record, list, map or scalar as plain values. */
    public static Object encode(Object value) {
        if (value == null || value instanceof String || value instanceof Boolean || value instanceof Number) {
            return value;
        }
        if (value instanceof Enum<?> e) {
            return e.name();
        }
        if (value instanceof Instant instant) {
            return instant.toString();
        }
        if (value instanceof Collection<?> items) {
            List<Object> list = new ArrayList<>(items.size());
            for (Object item : items) {
                list.add(encode(item));
            }
            return list;
        }
        if (value instanceof Map<?, ?> map) {
            Map<Object, Object> sorted = new TreeMap<>();                 // ORDER_MAP_ENTRIES_BY_KEYS
            for (Map.Entry<?, ?> e : map.entrySet()) {
                sorted.put(e.getKey(), e.getValue());
            }
            Map<String, Object> object = new LinkedHashMap<>();
            for (Map.Entry<Object, Object> e : sorted.entrySet()) {
                String key = e.getKey() instanceof Enum<?> k ? k.name() : String.valueOf(e.getKey());
                object.put(key, encode(e.getValue()));
            }
            return object;
        }
        if (value instanceof Record) {
            Shape shape = shape(value.getClass());
            Map<String, Object> object = new LinkedHashMap<>();
            for (int i = 0; i < shape.fields().length; i++) {
                Field field = shape.fields()[i];
                Object fieldValue = read(shape.accessors()[i], value);
                if (fieldValue != null || shape.nulls()) {
                    object.put(field.getName(), encode(fieldValue));
                }
            }
            return object;
        }
        throw new IllegalArgumentException("no JSON form for " + value.getClass().getName());
    }

    /** Plain values as the given type (a class, or a list, set or map of them). */
    @SuppressWarnings("unchecked")
    public static <T> T decode(Object json, Type type) {
        return (T) value(json, type);
    }

    private static Object value(Object json, Type type) {
        if (type instanceof ParameterizedType p) {
            Class<?> raw = (Class<?>) p.getRawType();
            Type[] args = p.getActualTypeArguments();
            if (json == null) {
                return null;
            }
            if (Map.class.isAssignableFrom(raw)) {
                Map<Object, Object> map = new LinkedHashMap<>();
                for (Map.Entry<String, Object> e : object(json).entrySet()) {
                    map.put(key(e.getKey(), (Class<?>) args[0]), value(e.getValue(), args[1]));
                }
                return map;
            }
            Collection<Object> items = Set.class.isAssignableFrom(raw) ? new LinkedHashSet<>() : new ArrayList<>();
            if (!(json instanceof List<?> list)) {
                throw new IllegalArgumentException("an array expected for " + p);
            }
            for (Object item : list) {
                items.add(value(item, args[0]));
            }
            return items;
        }
        Class<?> c = (Class<?>) type;
        if (c.isPrimitive()) {
            return primitive(json, c);
        }
        if (json == null) {
            return null;
        }
        if (c == String.class) {
            return json instanceof String s ? s : String.valueOf(json);
        }
        if (c == Integer.class) {
            return number(json).intValue();
        }
        if (c == Long.class) {
            return number(json).longValue();
        }
        if (c == Boolean.class) {
            return json;
        }
        if (c == BigDecimal.class) {
            Number n = number(json);
            return n instanceof BigDecimal d ? d : n instanceof BigInteger i ? new BigDecimal(i) : BigDecimal.valueOf(n.longValue());
        }
        if (c == Instant.class) {
            return Instant.parse((String) json);
        }
        if (c.isEnum()) {
            return constant(c, (String) json);
        }
        if (Record.class.isAssignableFrom(c)) {
            return record(object(json), c);
        }
        throw new IllegalArgumentException("no JSON form for " + c.getName());
    }

    private static Object record(Map<String, Object> json, Class<?> c) {
        Shape shape = shape(c);
        Object[] args = new Object[shape.fields().length];
        for (int i = 0; i < args.length; i++) {
            args[i] = value(json.get(shape.fields()[i].getName()), shape.types()[i]);
        }
        try {
            return shape.constructor().newInstance(args);
        } catch (ReflectiveOperationException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new IllegalArgumentException(c.getName() + ": " + cause.getMessage(), cause);
        }
    }

    private static Object primitive(Object json, Class<?> c) {
        if (c == boolean.class) {
            return json != null && (Boolean) json;
        }
        Number n = json == null ? 0L : number(json);
        if (c == int.class) {
            return n.intValue();
        }
        if (c == long.class) {
            return n.longValue();
        }
        if (c == double.class) {
            return n.doubleValue();
        }
        throw new IllegalArgumentException("no JSON form for " + c.getName());
    }

    private static Object key(String key, Class<?> type) {
        if (type == Integer.class) {
            return Integer.parseInt(key.trim());
        }
        if (type == Long.class) {
            return Long.parseLong(key.trim());
        }
        if (type.isEnum()) {
            return constant(type, key);
        }
        return key;
    }

    private static Object constant(Class<?> type, String name) {
        for (Object constant : type.getEnumConstants()) {
            if (((Enum<?>) constant).name().equals(name)) {
                return constant;
            }
        }
        throw new IllegalArgumentException("no " + type.getSimpleName() + " " + name);
    }

    private static Number number(Object json) {
        if (json instanceof Number n) {
            return n;
        }
        if (json instanceof String s) {
            return new BigDecimal(s.trim());
        }
        throw new IllegalArgumentException("a number expected, not " + json);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(Object json) {
        if (json instanceof Map<?, ?> map) {
            return (Map<String, Object>) map;
        }
        throw new IllegalArgumentException("an object expected, not " + json);
    }

    /**
     * A component's value through its accessor: in TeaVM's build, {@code Field.get} had no reader for some records'
     * fields (BestMoveView's, one build BestMoveMade's: "field.reader is not a function" in EngineEqualsServerTest's
     * Node half); the accessors, declared to it by {@link EngineReflection}, are always there.
     */
    private static Object read(java.lang.reflect.Method accessor, Object record) {
        try {
            return accessor.invoke(record);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException(accessor.getName() + " of " + record + ": " + e.getMessage(), e);
        }
    }

    private static Shape shape(Class<?> c) {
        Shape known = SHAPES.get(c);
        if (known != null) {
            return known;
        }
        List<Field> fields = new ArrayList<>();
        for (Field field : c.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers())) {
                field.setAccessible(true);
                fields.add(field);
            }
        }
        Type[] types = new Type[fields.size()];
        Class<?>[] raw = new Class<?>[fields.size()];
        for (int i = 0; i < types.length; i++) {
            types[i] = fields.get(i).getGenericType();
            raw[i] = fields.get(i).getType();
        }
        Constructor<?> canonical = null;
        for (Constructor<?> constructor : c.getDeclaredConstructors()) {
            if (java.util.Arrays.equals(constructor.getParameterTypes(), raw)) {
                canonical = constructor;
            }
        }
        if (canonical == null) {
            throw new IllegalStateException(c.getName() + " has no constructor of its fields");
        }
        canonical.setAccessible(true);
        java.lang.reflect.Method[] accessors = new java.lang.reflect.Method[fields.size()];
        for (int i = 0; i < accessors.length; i++) {
            try {
                accessors[i] = c.getDeclaredMethod(fields.get(i).getName());
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException(c.getName() + " has no accessor " + fields.get(i).getName(), e);
            }
        }
        JsonInclude include = c.getAnnotation(JsonInclude.class);
        Shape shape = new Shape(fields.toArray(new Field[0]), accessors, types, canonical,
                include != null && include.value() == JsonInclude.Include.ALWAYS);
        SHAPES.put(c, shape);
        return shape;
    }
}
