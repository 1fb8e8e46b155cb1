package org.arbiter.rules;

/** The command is refused; the game is unchanged. */
public record Rejected(Rejection rejection) implements Decision {
}
