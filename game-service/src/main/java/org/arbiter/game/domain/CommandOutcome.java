package org.arbiter.game.domain;

import java.nio.charset.StandardCharsets;

/** What the API answers to a command: a status and the JSON body as UTF-8 (stored as is for retried ids). */
public record CommandOutcome(int status, byte[] json) {

    public static CommandOutcome of(int status, String json) {
        return new CommandOutcome(status, json.getBytes(StandardCharsets.UTF_8));
    }

    public String jsonText() {
        return new String(json, StandardCharsets.UTF_8);
    }
}
