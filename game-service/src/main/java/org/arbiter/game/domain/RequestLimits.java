package org.arbiter.game.domain;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/**
 * The limits of docs/rules/TABLE-API.md ("Error codes") on every request body, checked before anything is read or
 * stored: {@code clause} at most 16 characters, {@code reason} 2,000, ids, {@code commandId} and nicknames 64
 * (a game's nicknames are then held to 1–40 by the rules), and every number finite ({@code 1e400} is read as
 * infinity). A field is limited by its name wherever it stands (an award's penalty carries a {@code clause}
 * too); no text holds U+0000 (NUL). Anything beyond is {@code MALFORMED_COMMAND}. The body's own size (64 KiB) is the HTTP layer's.
 */
public final class RequestLimits {

    static final int CLAUSE = 16;
    static final int REASON = 2_000;
    static final int ID = 64;

    /** The longest text each named field may hold, in characters (code points). */
    static final Map<String, Integer> MAX_LENGTH = Map.of(
            "clause", CLAUSE,
            "reason", REASON,
            "commandId", ID,
            "id", ID,
            "tournamentId", ID,
            "playerId", ID,
            "judge", ID,
            "nickname", ID);

    private RequestLimits() {
    }

    /**
     * A text field of a typed body (NewGame, TournamentBodies, StageSeating, StageBodies): null when optional and
     * absent, else non-blank, without NUL and within its limit; anything else is MALFORMED_COMMAND, as {@link #check}
     * says of a JSON body.
     */
    static String text(String value, String field, boolean required) {
        if (value == null) {
            if (required) {
                throw Refusals.malformed("missing field " + field);
            }
            return null;
        }
        if (value.isBlank()) {
            throw Refusals.malformed(field + " must be a non-empty string");
        }
        check(com.fasterxml.jackson.databind.node.TextNode.valueOf(value), field);
        return value;
    }

    /** A typed body that was sent: an empty one is MALFORMED_COMMAND, as a JSON value that is not an object. */
    static <T> T present(T body, String what) {
        if (body == null) {
            throw Refusals.malformed(what + " must be a JSON object");
        }
        return body;
    }

    /** Refuses a body with a field beyond its limit or a number that is not finite. */
    public static void check(JsonNode body) {
        check(body, null);
    }

    private static void check(JsonNode node, String field) {
        if (node == null) {
            return;
        }
        if (node.isNumber() && !Double.isFinite(node.doubleValue())) {
            throw Refusals.malformed((field == null ? "a number" : field) + " must be a finite number");
        }
        if (node.isTextual() && node.textValue().indexOf('\0') >= 0) {
            // PostgreSQL's text cannot hold U+0000: an id with it could be neither looked up nor stored
            throw Refusals.malformed((field == null ? "a text" : field) + " must not contain the character U+0000");
        }
        if (node.isTextual() && field != null) {
            Integer max = MAX_LENGTH.get(field);
            String text = node.textValue();
            if (max != null && text.length() > max && text.codePointCount(0, text.length()) > max) {
                throw Refusals.malformed(field + " is longer than " + max + " characters");
            }
        }
        if (node.isObject()) {
            node.properties().forEach(entry -> check(entry.getValue(), entry.getKey()));
        } else if (node.isArray()) {
            node.forEach(element -> check(element, field));
        }
    }
}
