package org.arbiter.game.api;

/** The error body of the contract: {@code {"error": "...", "rule": "...", "message": "..."}}. */
public record ApiError(String error, String rule, String message) {
}
