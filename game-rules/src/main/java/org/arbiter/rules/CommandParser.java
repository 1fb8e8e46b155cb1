package org.arbiter.rules;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.events.game.Penalty;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Winner;

/**
 * Reads one command's JSON (docs/rules/TABLE-API.md "Commands"). Extra fields ({@code commandId}, and the scenario
 * files' {@code repeat}, {@code check}, {@code reject}, {@code why}, {@code note}) are ignored.
 * A missing field, a wrong type or a seat outside 1–10 is {@code MALFORMED_COMMAND}; an unknown type
 * {@code UNKNOWN_COMMAND}.
 */
public final class CommandParser {

    private static final List<String> TEAM_DEFEAT_CLAUSES = List.of("6.8.1", "6.8.2", "6.8.3", "6.8.4");

    private CommandParser() {
    }

    /** Thrown inside the parser only; never escapes {@link #parse}. */
    private static final class Malformed extends RuntimeException {
        Malformed(String message) {
            super(message, null, false, false);
        }
    }

    /** The server's reading: Jackson's tree of the request's body. */
    public static Parsed parse(JsonNode body) {
        return parse(JacksonBody.of(body));
    }

    /** Any reader's tree of the body (the browser's engine gives its own, engine-js). */
    public static Parsed parse(BodyNode body) {
        if (body == null || !body.isObject()) {
            return Parsed.rejected(new Rejection(Errors.MALFORMED_COMMAND, null, "a command is a JSON object"));
        }
        BodyNode typeNode = body.get("type");
        if (typeNode == null || !typeNode.isTextual()) {
            return Parsed.rejected(new Rejection(Errors.MALFORMED_COMMAND, null, "field type (a string) is missing"));
        }
        String type = typeNode.asText();
        CommandType known = CommandType.ofWireName(type);
        if (known == null) {
            return Parsed.rejected(new Rejection(Errors.UNKNOWN_COMMAND, null, "no command type " + type));
        }
        try {
            return Parsed.ok(switch (known) {
                case DEAL -> new Deal(optionalRoles(body));
                case END_NIGHT -> new EndNight();
                case SHOOT -> new Shoot(shots(body));
                case DON_CHECK -> new DonCheck(seat(body, "target"));
                case SHERIFF_CHECK -> new SheriffCheck(seat(body, "target"));
                case BEST_MOVE -> new BestMove(seats(required(body, "targets"), "targets"), optionalSeat(body, "by"),
                        optionalBoolean(body, "hintRequested", false));
                case END_SPEECH -> new EndSpeech();
                case NOMINATE -> new Nominate(seat(body, "by"), seat(body, "target"));
                case WITHDRAW -> new Withdraw(seat(body, "by"));
                case VOTE -> new Vote(votes(body));
                case LIFT_ALL -> new LiftAll(seats(required(body, "for"), "for"));
                case FOUL -> new Foul(seat(body, "seat"));
                case DISQUALIFY -> new Disqualify(seat(body, "seat"), text(body, "clause"));
                case TEAM_DEFEAT -> new TeamDefeat(seat(body, "seat"), teamDefeatClause(body));
                case WILL -> will(body);
                case AWARD -> new Award(extra(body), penalties(body));
                case APPROVE -> new Approve();
                case FINALIZE -> new Finalize();
                case AMEND -> amend(body);
                case UNDO -> new Undo();
            });
        } catch (Malformed e) {
            return Parsed.rejected(new Rejection(Errors.MALFORMED_COMMAND, null, type + ": " + e.getMessage()));
        }
    }

    private static BodyNode required(BodyNode body, String field) {
        BodyNode node = body.get(field);
        if (node == null || node.isNull()) {
            throw new Malformed("field " + field + " is missing");
        }
        return node;
    }

    private static int seatValue(BodyNode node, String what) {
        if (node == null || !node.isIntegralNumber() || !node.canConvertToInt()) {
            throw new Malformed(what + " must be a seat number");
        }
        return checkSeat(node.asInt(), what);
    }

    private static int checkSeat(int seat, String what) {
        if (seat < 1 || seat > 10) {
            throw new Malformed(what + " " + seat + " is not a seat 1-10");
        }
        return seat;
    }

    private static int seatKey(String key, String what) {
        try {
            return checkSeat(Integer.parseInt(key.trim()), what);
        } catch (NumberFormatException e) {
            throw new Malformed(what + " key " + key + " is not a seat number");
        }
    }

    private static int seat(BodyNode body, String field) {
        return seatValue(required(body, field), field);
    }

    private static Integer optionalSeat(BodyNode body, String field) {
        BodyNode node = body.get(field);
        return node == null || node.isNull() ? null : seatValue(node, field);
    }

    private static boolean optionalBoolean(BodyNode body, String field, boolean otherwise) {
        BodyNode node = body.get(field);
        if (node == null || node.isNull()) {
            return otherwise;
        }
        if (!node.isBoolean()) {
            throw new Malformed(field + " must be true or false");
        }
        return node.asBoolean();
    }

    private static String text(BodyNode body, String field) {
        BodyNode node = required(body, field);
        if (!node.isTextual() || node.asText().isBlank()) {
            throw new Malformed(field + " must be a non-empty string");
        }
        return node.asText();
    }

    /** 6.8: a team defeat cites one of 6.8.1-6.8.4 (TABLE-API "Commands"); any other clause is malformed. */
    private static String teamDefeatClause(BodyNode body) {
        String clause = text(body, "clause");
        if (!TEAM_DEFEAT_CLAUSES.contains(clause)) {
            throw new Malformed("clause " + clause + " is not one of " + TEAM_DEFEAT_CLAUSES);
        }
        return clause;
    }

    private static List<Integer> seats(BodyNode node, String field) {
        if (!node.isArray()) {
            throw new Malformed(field + " must be a list of seats");
        }
        List<Integer> seats = new ArrayList<>(node.size());
        for (BodyNode item : node.items()) {
            seats.add(seatValue(item, field));
        }
        return List.copyOf(seats);
    }

    private static BodyNode object(BodyNode node, String field) {
        if (!node.isObject()) {
            throw new Malformed(field + " must be an object");
        }
        return node;
    }

    private static Map<Integer, Role> optionalRoles(BodyNode body) {
        BodyNode node = body.get("roles");
        if (node == null || node.isNull()) {
            return null;
        }
        Map<Integer, Role> roles = new LinkedHashMap<>();
        Iterator<Map.Entry<String, BodyNode>> fields = object(node, "roles").fields();
        while (fields.hasNext()) {
            Map.Entry<String, BodyNode> entry = fields.next();
            int seat;
            try {
                seat = Integer.parseInt(entry.getKey().trim());
            } catch (NumberFormatException e) {
                throw new Malformed("roles key " + entry.getKey() + " is not a seat number");
            }
            if (!entry.getValue().isTextual()) {
                throw new Malformed("role of seat " + seat + " must be a string");
            }
            try {
                roles.put(seat, Role.valueOf(entry.getValue().asText()));
            } catch (IllegalArgumentException e) {
                throw new Malformed("no role " + entry.getValue().asText());
            }
        }
        return roles;
    }

    private static Map<Integer, Integer> shots(BodyNode body) {
        Map<Integer, Integer> shots = new LinkedHashMap<>();
        Iterator<Map.Entry<String, BodyNode>> fields = object(required(body, "shots"), "shots").fields();
        while (fields.hasNext()) {
            Map.Entry<String, BodyNode> entry = fields.next();
            int shooter = seatKey(entry.getKey(), "shooter");
            BodyNode target = entry.getValue();
            shots.put(shooter, target == null || target.isNull() ? null : seatValue(target, "shot target"));
        }
        return shots;
    }

    private static Map<Integer, List<Integer>> votes(BodyNode body) {
        Map<Integer, List<Integer>> votes = new LinkedHashMap<>();
        Iterator<Map.Entry<String, BodyNode>> fields = object(required(body, "votes"), "votes").fields();
        while (fields.hasNext()) {
            Map.Entry<String, BodyNode> entry = fields.next();
            votes.put(seatKey(entry.getKey(), "candidate"), seats(entry.getValue(), "voters"));
        }
        return votes;
    }

    private static Will will(BodyNode body) {
        int by = seat(body, "by");
        if (!body.has("target")) {
            throw new Malformed("field target is missing (a seat or null)");
        }
        return new Will(by, optionalSeat(body, "target"), optionalBoolean(body, "reminded", true));
    }

    private static BigDecimal points(BodyNode node, String what) {
        if (node == null || !node.isNumber()) {
            throw new Malformed(what + " must be a number");
        }
        if (node.isFloatingPoint() && !Double.isFinite(node.doubleValue())) {
            throw new Malformed(what + " must be a finite number");
        }
        // exact as written where the reader kept decimals (game-service does); a double's shortest form otherwise
        return node.decimalValue().stripTrailingZeros();
    }

    private static Map<Integer, BigDecimal> extra(BodyNode body) {
        Map<Integer, BigDecimal> extra = new LinkedHashMap<>();
        BodyNode node = body.get("extra");
        if (node == null || node.isNull()) {
            return extra;
        }
        Iterator<Map.Entry<String, BodyNode>> fields = object(node, "extra").fields();
        while (fields.hasNext()) {
            Map.Entry<String, BodyNode> entry = fields.next();
            BigDecimal points = points(entry.getValue(), "extra points");
            if (points.signum() < 0) {
                throw new Malformed("extra points are positive; a minus is a penalty");
            }
            extra.put(seatKey(entry.getKey(), "extra"), points);
        }
        return extra;
    }

    private static Map<Integer, Penalty> penalties(BodyNode body) {
        Map<Integer, Penalty> penalties = new LinkedHashMap<>();
        BodyNode node = body.get("penalties");
        if (node == null || node.isNull()) {
            return penalties;
        }
        Iterator<Map.Entry<String, BodyNode>> fields = object(node, "penalties").fields();
        while (fields.hasNext()) {
            Map.Entry<String, BodyNode> entry = fields.next();
            int seat = seatKey(entry.getKey(), "penalty");
            BodyNode penalty = object(entry.getValue(), "penalty");
            penalties.put(seat, new Penalty(points(penalty.get("points"), "penalty points"), text(penalty, "clause")));
        }
        return penalties;
    }

    private static Amend amend(BodyNode body) {
        String reason = text(body, "reason");
        String protestId = body.hasNonNull("protestId") ? text(body, "protestId") : null;
        BodyNode winner = body.get("winner");
        boolean annulled = optionalBoolean(body, "annulled", false);
        boolean hasWinner = winner != null && !winner.isNull();
        if (hasWinner == annulled) {
            throw new Malformed("give either winner or annulled: true");
        }
        if (!hasWinner) {
            return new Amend(null, true, reason, protestId);
        }
        if (!winner.isTextual()) {
            throw new Malformed("winner must be RED, BLACK or DRAW");
        }
        try {
            return new Amend(Winner.valueOf(winner.asText()), false, reason, protestId);
        } catch (IllegalArgumentException e) {
            throw new Malformed("winner must be RED, BLACK or DRAW");
        }
    }
}
