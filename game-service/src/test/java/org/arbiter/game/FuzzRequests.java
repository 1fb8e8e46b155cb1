package org.arbiter.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Malformed and illegal requests made from valid ones, all from one {@link Random} (so a seed repeats a run):
 * fields removed, added, renamed or given another type; huge and odd strings, NUL, deep nesting, numbers JSON
 * cannot hold in a double ({@code 1e400}), {@code -0}; seats out of range; broken bytes; odd content types;
 * bad game ids in the path and bad {@code If-Match}, {@code Idempotency-Key} headers and command ids.
 */
final class FuzzRequests {

    /** One request to send: a path under the service, headers, raw body bytes. */
    record Request(String mutation, String path, Map<String, String> headers, byte[] body) {

        String bodyPreview() {
            String text = new String(body, StandardCharsets.UTF_8);
            return text.length() > 300 ? text.substring(0, 300) + "…(" + body.length + " bytes)" : text;
        }
    }

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    /** Raw JSON tokens put where a value goes (written into the text after serialising, as no tree holds them). */
    private static final List<String> RAW_NUMBERS = List.of("1e400", "-1e400", "-0", "-0.0", "1e-400", "0.0", "1E1",
            "99999999999999999999999999", "-9223372036854775809", "2147483648", "1.5", "10.000000000000001", "NaN",
            "Infinity", "-Infinity", "0x10", "01", ".5", "+1", "1.", "--1", "1e", "true", "null");
    private static final String RAW_MARK = "\u0001RAW\u0001";
    private static final List<String> TYPES = List.of("deal", "endNight", "shoot", "donCheck", "sheriffCheck", "bestMove",
            "endSpeech", "nominate", "withdraw", "vote", "liftAll", "foul", "disqualify", "teamDefeat", "will", "award",
            "approve", "finalize", "amend", "undo");
    private static final List<String> BAD_IDS = List.of("no-such-game", "%00", "..%2F..%2Fetc", "a%20b", "%D0%98%D0%B3%D1%80%D0%B0",
            "null", "0", "-1", "%27%3B%20drop%20table%20game.events%3B--", "x".repeat(65), "y".repeat(2000),
            "%F0%9F%98%80", "%FF%FE", "%7BgameId%7D", "%2e%2e");

    private final Random random;
    private final List<String> usedCommandIds = new ArrayList<>();
    /** The raw JSON texts the placeholders of the request being made stand for. */
    private final List<String> raw = new ArrayList<>();

    FuzzRequests(Random random) {
        this.random = random;
    }

    /** A mutation of {@code command} (a valid command of some game) sent to the game {@code gameId} at {@code version}. */
    Request command(ObjectNode command, String gameId, long version) {
        raw.clear();
        ObjectNode body = command.deepCopy();
        List<String> applied = new ArrayList<>();
        int mutations = 1 + random.nextInt(3);
        for (int i = 0; i < mutations; i++) {
            applied.add(mutateTree(body));
        }
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Content-Type", "application/json");
        String path = "/api/games/" + gameId + "/commands";
        switch (random.nextInt(12)) {
            case 0 -> {
                path = "/api/games/" + pick(BAD_IDS) + "/commands";
                applied.add("bad id in path");
            }
            case 1 -> {
                headers.put("If-Match", pick(List.of("\"" + version + "\"", "\"" + (version - 1) + "\"", "\"" + (version + 1) + "\"",
                        "abc", "\"-1\"", "*", "W/\"" + version + "\"", "\"99999999999999999999999\"", "\"1e400\"", "\"\"", "\" \"",
                        "\"" + "9".repeat(5000) + "\"", "\"-0\"", "\"0x1\"")));
                applied.add("If-Match " + abbreviate(headers.get("If-Match")));
            }
            case 2 -> {
                headers.put("Idempotency-Key", pick(List.of("", "k", "x".repeat(5000), "../../", "%00", "{\"a\":1}")));
                applied.add("Idempotency-Key");
            }
            case 3 -> {
                String type = pick(List.of("text/plain", "application/xml", "application/json; charset=ISO-8859-1",
                        "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "*/*", ""));
                if (type.isEmpty()) {
                    headers.remove("Content-Type");
                } else {
                    headers.put("Content-Type", type);
                }
                applied.add("Content-Type " + type);
            }
            default -> {
                // the path and headers of a valid request
            }
        }
        byte[] bytes = write(body);
        if (random.nextInt(6) == 0) {
            Broken broken = mutateBytes(bytes);
            applied.add(broken.how());
            bytes = broken.bytes();
        }
        return new Request(String.join(", ", applied), path, headers, bytes);
    }

    /** A mutation of a valid {@code POST /api/games} body. */
    Request newGame(ObjectNode game) {
        raw.clear();
        ObjectNode body = game.deepCopy();
        List<String> applied = new ArrayList<>();
        int mutations = 1 + random.nextInt(3);
        for (int i = 0; i < mutations; i++) {
            applied.add(mutateTree(body));
        }
        byte[] bytes = write(body);
        if (random.nextInt(6) == 0) {
            Broken broken = mutateBytes(bytes);
            applied.add(broken.how());
            bytes = broken.bytes();
        }
        return new Request("create: " + String.join(", ", applied), "/api/games", Map.of("Content-Type", "application/json"), bytes);
    }

    /** A read of a bad or real game id: the judge's view, the public view or the log. */
    Request read(String gameId) {
        String id = random.nextBoolean() ? gameId : pick(BAD_IDS);
        String path = "/api/games/" + id + pick(List.of("", "/public", "/events"));
        return new Request("read " + abbreviate(path), path, Map.of(), new byte[0]);
    }

    private String mutateTree(ObjectNode body) {
        List<JsonNode> containers = containers(body);
        JsonNode container = containers.get(random.nextInt(containers.size()));
        return switch (random.nextInt(10)) {
            case 0 -> removeField(container);
            case 1 -> {
                String name = pick(List.of("extra", "seat", "type2", "__proto__", "constructor", "", "\u0000", "votes", "roles",
                        "x".repeat(70_000)));
                put(container, name, oddValue());
                yield "unknown field " + abbreviate(name);
            }
            case 2, 3 -> replaceValue(container);
            case 4 -> {
                body.put("type", pick(List.of(pick(TYPES), "DEAL", "end_night", "", " ", "dance", "\u0000", "deal\u0000",
                        "x".repeat(100_000), "endSpeech ", "ЕndSpeech")));
                yield "type " + abbreviate(body.get("type").asText());
            }
            case 5 -> renameSeatKey(container);
            case 6 -> {
                put(container, anyFieldName(container), rawValue(nest(pick(List.of(50, 999, 1001, 5000, 40_000)))));
                yield "deep nesting";
            }
            case 7 -> {
                String text = pick(List.of("x".repeat(17), "y".repeat(65), "z".repeat(2001), "w".repeat(70_000), "\u0000",
                        "a\u0000b", "\ud800", "\udfff\ud800", "😀".repeat(40), "\u202Eevil", "%s%n%x", "' or 1=1 --",
                        "<script>alert(1)</script>", "\\", "\"", "6.8.1\u0000", " 6.8.1", "8.5.1\n"));
                put(container, anyFieldName(container), JSON.textNode(text));
                yield "odd string";
            }
            case 8 -> {
                if (random.nextBoolean()) {
                    body.put("commandId", pick(List.of("c".repeat(65), "c".repeat(10_000), "", "\u0000", "id with spaces",
                            "fz-" + Long.toHexString(random.nextLong()))));
                } else if (!usedCommandIds.isEmpty()) {
                    body.put("commandId", pick(usedCommandIds));         // a command id already applied, with another body
                } else {
                    body.set("commandId", oddValue());
                }
                yield "commandId " + abbreviate(body.get("commandId").toString());
            }
            default -> {
                put(container, anyFieldName(container), rawNumber());
                yield "number";
            }
        };
    }

    /** Records a command id the service accepted, to be repeated later with another body. */
    void applied(String commandId) {
        usedCommandIds.add(commandId);
    }

    private String removeField(JsonNode container) {
        if (container instanceof ObjectNode object && !object.isEmpty()) {
            String name = anyFieldName(object);
            object.remove(name);
            return "missing " + name;
        }
        if (container instanceof ArrayNode array && !array.isEmpty()) {
            array.remove(random.nextInt(array.size()));
            return "array element removed";
        }
        return "nothing to remove";
    }

    private String replaceValue(JsonNode container) {
        if (container instanceof ArrayNode array && !array.isEmpty()) {
            array.set(random.nextInt(array.size()), oddValue());
            return "array element of another type";
        }
        String name = anyFieldName(container);
        JsonNode value = oddValue();
        put(container, name, value);
        return name + " = " + abbreviate(value.toString());
    }

    /** A seat-numbered key ({@code "shots": {"6": 4}}) renamed out of range or to a non-number. */
    private String renameSeatKey(JsonNode container) {
        if (!(container instanceof ObjectNode object) || object.isEmpty()) {
            return replaceValue(container);
        }
        String from = anyFieldName(object);
        String to = pick(List.of("0", "11", "-1", "abc", "1e1", " 1", "01", "1.0", "2147483648", "", "10", "1"));
        JsonNode value = object.remove(from);
        object.set(to, value);
        return "key " + from + " -> " + to;
    }

    private JsonNode oddValue() {
        return switch (random.nextInt(9)) {
            case 0 -> JSON.textNode(pick(List.of("three", "", "3", "null", "\u0000")));
            case 1 -> JSON.numberNode(pick(List.of(0, 11, -1, 3, 10, 1, Integer.MAX_VALUE, Integer.MIN_VALUE)));
            case 2 -> JSON.numberNode(pick(List.of(2.5, -0.0, 1e300, -0.3, 0.05, 1e-300)));
            case 3 -> JSON.booleanNode(random.nextBoolean());
            case 4 -> JSON.nullNode();
            case 5 -> JSON.arrayNode().add(1).add("2").add(JSON.nullNode());
            case 6 -> JSON.objectNode().put("1", 2).put("seat", "x");
            case 7 -> rawNumber();
            default -> JSON.arrayNode();
        };
    }

    private JsonNode rawNumber() {
        return rawValue(pick(RAW_NUMBERS));
    }

    /** A placeholder the writer replaces by {@code json} as it is: a token such as {@code 1e400}, or nesting no tree writes. */
    private JsonNode rawValue(String json) {
        raw.add(json);
        return JSON.textNode(RAW_MARK + (raw.size() - 1) + RAW_MARK);
    }

    /** Arrays and objects inside each other, {@code depth} deep. */
    private static String nest(int depth) {
        StringBuilder open = new StringBuilder();
        StringBuilder close = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            open.append(i % 2 == 0 ? "[" : "{\"a\":");
            close.append(i % 2 == 0 ? "]" : "}");
        }
        return open.append(1).append(close.reverse()).toString();
    }

    private record Broken(String how, byte[] bytes) {
    }

    /** Breaks the bytes of a written body. */
    private Broken mutateBytes(byte[] bytes) {
        switch (random.nextInt(9)) {
            case 0 -> {
                return new Broken("truncated", java.util.Arrays.copyOf(bytes, random.nextInt(Math.max(1, bytes.length))));
            }
            case 1 -> {
                return new Broken("invalid UTF-8", insert(bytes, new byte[] {(byte) 0xC3, (byte) 0x28}));
            }
            case 2 -> {
                return new Broken("raw NUL byte", insert(bytes, new byte[] {0}));
            }
            case 3 -> {
                String text = new String(bytes, StandardCharsets.UTF_8);
                int end = text.lastIndexOf('}');
                return new Broken("duplicate key", end <= 0 ? bytes : (text.substring(0, end) + ",\"type\":\"" + pick(TYPES) + "\"}")
                        .getBytes(StandardCharsets.UTF_8));
            }
            case 4 -> {
                return new Broken("trailing garbage", (new String(bytes, StandardCharsets.UTF_8) + pick(List.of("}", "]", "{}", " x", ",", "\u0000")))
                        .getBytes(StandardCharsets.UTF_8));
            }
            case 5 -> {
                return new Broken("byte order mark", concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, bytes));
            }
            case 6 -> {
                return new Broken("empty body", new byte[0]);
            }
            case 7 -> {
                return new Broken("not an object", pick(List.of("null", "[]", "\"deal\"", "42", "1e400", "true", "{}", "[{\"type\":\"endSpeech\"}]"))
                        .getBytes(StandardCharsets.UTF_8));
            }
            default -> {
                byte[] flipped = bytes.clone();
                if (flipped.length > 0) {
                    flipped[random.nextInt(flipped.length)] = (byte) random.nextInt(256);
                }
                return new Broken("byte flipped", flipped);
            }
        }
    }

    private byte[] insert(byte[] bytes, byte[] inserted) {
        int at = random.nextInt(bytes.length + 1);
        byte[] out = new byte[bytes.length + inserted.length];
        System.arraycopy(bytes, 0, out, 0, at);
        System.arraycopy(inserted, 0, out, at, inserted.length);
        System.arraycopy(bytes, at, out, at + inserted.length, bytes.length - at);
        return out;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private byte[] write(JsonNode body) {
        String text = body.toString();
        // the placeholders, as Jackson escaped their control characters inside the quotes
        String mark = "\\u0001RAW\\u0001";
        StringBuilder out = new StringBuilder(text.length());
        int at = 0;
        while (true) {
            int start = text.indexOf("\"" + mark, at);
            if (start < 0) {
                break;
            }
            int end = text.indexOf(mark + "\"", start + mark.length() + 1);
            out.append(text, at, start).append(raw.get(Integer.parseInt(text.substring(start + 1 + mark.length(), end))));
            at = end + mark.length() + 1;
        }
        return out.append(text.substring(at)).toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The body and every object or array inside it. */
    private static List<JsonNode> containers(JsonNode body) {
        List<JsonNode> all = new ArrayList<>();
        all.add(body);
        for (int i = 0; i < all.size(); i++) {
            for (Iterator<JsonNode> children = all.get(i).elements(); children.hasNext(); ) {
                JsonNode child = children.next();
                if (child.isContainerNode()) {
                    all.add(child);
                }
            }
        }
        return all;
    }

    private void put(JsonNode container, String name, JsonNode value) {
        if (container instanceof ObjectNode object) {
            object.set(name, value);
        } else if (container instanceof ArrayNode array) {
            array.add(value);
        }
    }

    private String anyFieldName(JsonNode container) {
        List<String> names = new ArrayList<>();
        container.fieldNames().forEachRemaining(names::add);
        return names.isEmpty() ? pick(List.of("seat", "target", "by", "x")) : pick(names);
    }

    private <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    private static String abbreviate(String text) {
        return text.length() > 40 ? text.substring(0, 40) + "…(" + text.length() + ")" : text;
    }
}
