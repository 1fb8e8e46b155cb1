package org.arbiter.game.domain;

/** What the API answers to a command: a status and the JSON body (stored as is for retried ids). */
public record CommandOutcome(int status, String json) {
}
