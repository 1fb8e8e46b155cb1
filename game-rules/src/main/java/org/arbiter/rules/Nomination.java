package org.arbiter.rules;

/** {@code by} nominated {@code target} today. */
public record Nomination(int by, int target) {
}
