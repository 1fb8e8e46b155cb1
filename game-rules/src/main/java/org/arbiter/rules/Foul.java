package org.arbiter.rules;

/** A foul to {@code seat} (6.6). */
public record Foul(int seat) implements Command {
    public CommandType type() { return CommandType.FOUL; }
}
