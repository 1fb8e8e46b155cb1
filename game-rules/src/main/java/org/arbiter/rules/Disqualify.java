package org.arbiter.rules;

/** A disqualifying foul (6.7) of {@code seat} under {@code clause}. */
public record Disqualify(int seat, String clause) implements Command {
    public CommandType type() { return CommandType.DISQUALIFY; }
}
