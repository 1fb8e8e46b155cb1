package org.arbiter.game.domain;

import org.arbiter.rules.Rejection;
import org.arbiter.stream.refusal.Refusal;

/** The engine's and the request readers' codes as refusals: MALFORMED_COMMAND is malformed, any other the rules'. */
public final class Refusals {

    static final String MALFORMED_COMMAND = "MALFORMED_COMMAND";

    private Refusals() {
    }

    public static Refusal of(Rejection rejection) {
        return of(rejection.error(), rejection.rule(), rejection.message());
    }

    static Refusal of(String code, String rule, String message) {
        return MALFORMED_COMMAND.equals(code) ? Refusal.malformed(code, message) : Refusal.byRules(code, rule, message);
    }

    static Refusal malformed(String message) {
        return Refusal.malformed(MALFORMED_COMMAND, message);
    }

    static Refusal notFound(String what) {
        return Refusal.notFound("NOT_FOUND", what + " not found");
    }

    static Refusal forbidden(String message) {
        return Refusal.notPermitted("FORBIDDEN", message);
    }
}
