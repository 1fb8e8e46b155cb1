package org.arbiter.rules;

/** A command the rules refuse: a stable UPPER_SNAKE code, the clause it enforces, a human message. */
public record Rejection(String error, String rule, String message) {
}
