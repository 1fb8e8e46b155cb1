package org.arbiter.stream.refusal;

/**
 * A request the domain refuses, with nothing changed: what kind of refusal, a stable UPPER_SNAKE code, the clause
 * it enforces (or null) and a message. Domain code raises it; each service's HTTP layer maps the kind to a status
 * ({@code org.arbiter.stream.api.ErrorMappers}), so the domain names no HTTP. An ordinary outcome, so it carries
 * no stack trace.
 */
public class Refusal extends RuntimeException {

    /** Why the request is refused. */
    public enum Kind {
        /** A field missing, of the wrong type or out of range. */
        MALFORMED,
        /** The caller may not do this. */
        NOT_PERMITTED,
        /** What the request names does not exist. */
        NOT_FOUND,
        /** The request collides with what happened first (a stale version, a second decision). */
        CONFLICT,
        /** Well formed, but the rules or the present state forbid it. */
        FORBIDDEN_BY_RULES
    }

    private final Kind kind;
    private final String code;
    private final String rule;

    public Refusal(Kind kind, String code, String rule, String message) {
        super(message, null, false, false);
        this.kind = kind;
        this.code = code;
        this.rule = rule;
    }

    public static Refusal malformed(String code, String message) {
        return new Refusal(Kind.MALFORMED, code, null, message);
    }

    public static Refusal notPermitted(String code, String message) {
        return new Refusal(Kind.NOT_PERMITTED, code, null, message);
    }

    public static Refusal notFound(String code, String message) {
        return new Refusal(Kind.NOT_FOUND, code, null, message);
    }

    public static Refusal conflict(String code, String message) {
        return new Refusal(Kind.CONFLICT, code, null, message);
    }

    public static Refusal byRules(String code, String rule, String message) {
        return new Refusal(Kind.FORBIDDEN_BY_RULES, code, rule, message);
    }

    public Kind kind() {
        return kind;
    }

    public String code() {
        return code;
    }

    /** The clause the refusal enforces, or null. */
    public String rule() {
        return rule;
    }

    @Override
    public String toString() {
        return kind + " " + code + (rule == null ? "" : " (" + rule + ")") + ": " + getMessage();
    }
}
