package org.arbiter.enginejs;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JSON text to plain values and back: an object is a {@code Map<String, Object>} (in the text's order), an array a
 * {@code List<Object>}, a string a {@code String}, a number without fraction or exponent a {@code Long} (a
 * {@code BigInteger} beyond), any other number a {@code BigDecimal} (exact, as game-service reads points), true and
 * false {@code Boolean}, null {@code null}. Small on purpose: Jackson's databind does not run in the browser.
 */
public final class JsonText {

    private final String text;
    private int at;

    private JsonText(String text) {
        this.text = text;
    }

    /** The value of the whole text; {@link IllegalArgumentException} for anything that is not one JSON value. */
    public static Object parse(String text) {
        JsonText reader = new JsonText(text);
        Object value = reader.value();
        reader.blanks();
        if (reader.at != text.length()) {
            throw reader.error("text after the value");
        }
        return value;
    }

    public static String write(Object value) {
        StringBuilder out = new StringBuilder(256);
        write(out, value);
        return out.toString();
    }

    private static void write(StringBuilder out, Object value) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String s) {
            string(out, s);
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                out.append(first ? "" : ",");
                first = false;
                string(out, String.valueOf(e.getKey()));
                out.append(':');
                write(out, e.getValue());
            }
            out.append('}');
        } else if (value instanceof Collection<?> list) {
            out.append('[');
            boolean first = true;
            for (Object item : list) {
                out.append(first ? "" : ",");
                first = false;
                write(out, item);
            }
            out.append(']');
        } else if (value instanceof Boolean || value instanceof Number) {
            out.append(value.toString());
        } else {
            throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
        }
    }

    private static void string(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        String hex = Integer.toHexString(c);
                        out.append("\\u").append("0000", hex.length(), 4).append(hex);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    private Object value() {
        blanks();
        if (at >= text.length()) {
            throw error("a value is missing");
        }
        char c = text.charAt(at);
        return switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> word("true", Boolean.TRUE);
            case 'f' -> word("false", Boolean.FALSE);
            case 'n' -> word("null", null);
            default -> number();
        };
    }

    private Map<String, Object> object() {
        Map<String, Object> object = new LinkedHashMap<>();
        at++;
        blanks();
        if (peek() == '}') {
            at++;
            return object;
        }
        while (true) {
            blanks();
            if (peek() != '"') {
                throw error("a field name is missing");
            }
            String name = string();
            blanks();
            expect(':');
            object.put(name, value());
            blanks();
            if (peek() == ',') {
                at++;
            } else {
                expect('}');
                return object;
            }
        }
    }

    private List<Object> array() {
        List<Object> array = new ArrayList<>();
        at++;
        blanks();
        if (peek() == ']') {
            at++;
            return array;
        }
        while (true) {
            array.add(value());
            blanks();
            if (peek() == ',') {
                at++;
            } else {
                expect(']');
                return array;
            }
        }
    }

    private String string() {
        at++;
        StringBuilder s = new StringBuilder();
        while (true) {
            if (at >= text.length()) {
                throw error("an unterminated string");
            }
            char c = text.charAt(at++);
            if (c == '"') {
                return s.toString();
            }
            if (c < 0x20) {
                throw error("a control character in a string");
            }
            if (c != '\\') {
                s.append(c);
                continue;
            }
            if (at >= text.length()) {
                throw error("an unterminated escape");
            }
            char e = text.charAt(at++);
            switch (e) {
                case '"', '\\', '/' -> s.append(e);
                case 'b' -> s.append('\b');
                case 'f' -> s.append('\f');
                case 'n' -> s.append('\n');
                case 'r' -> s.append('\r');
                case 't' -> s.append('\t');
                case 'u' -> {
                    if (at + 4 > text.length()) {
                        throw error("a short \\u escape");
                    }
                    try {
                        s.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    } catch (NumberFormatException x) {
                        throw error("a bad \\u escape");
                    }
                    at += 4;
                }
                default -> throw error("a bad escape");
            }
        }
    }

    private Object word(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw error("an unknown word");
        }
        at += word.length();
        return value;
    }

    private Object number() {
        int start = at;
        boolean decimal = false;
        if (peek() == '-') {
            at++;
        }
        if (!digit(peek())) {
            throw error("an unexpected character");
        }
        if (peek() == '0') {
            at++;
        } else {
            while (digit(peek())) {
                at++;
            }
        }
        if (peek() == '.') {
            decimal = true;
            at++;
            if (!digit(peek())) {
                throw error("a fraction without digits");
            }
            while (digit(peek())) {
                at++;
            }
        }
        if (peek() == 'e' || peek() == 'E') {
            decimal = true;
            at++;
            if (peek() == '+' || peek() == '-') {
                at++;
            }
            if (!digit(peek())) {
                throw error("an exponent without digits");
            }
            while (digit(peek())) {
                at++;
            }
        }
        String digits = text.substring(start, at);
        if (decimal) {
            return new BigDecimal(digits);
        }
        BigInteger whole = new BigInteger(digits);
        return whole.bitLength() < 64 ? (Object) whole.longValue() : whole;
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    private char peek() {
        return at < text.length() ? text.charAt(at) : '\0';
    }

    private void expect(char c) {
        if (peek() != c) {
            throw error("'" + c + "' expected");
        }
        at++;
    }

    private void blanks() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
                return;
            }
            at++;
        }
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("JSON: " + what + " at " + at);
    }
}
