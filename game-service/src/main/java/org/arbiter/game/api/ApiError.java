package org.arbiter.game.api;

import org.arbiter.events.EventJson;

/** The error body of the contract: {@code {"error": "...", "rule": "...", "message": "..."}}. */
public record ApiError(String error, String rule, String message) {

    /** The body as JSON text, for answers stored and returned as they are. */
    public String toJson() {
        return EventJson.MAPPER.valueToTree(this).toString();
    }
}
