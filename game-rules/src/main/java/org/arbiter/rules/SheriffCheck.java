package org.arbiter.rules;

/** The Sheriff names a seat: red or black? (4.5.7) */
public record SheriffCheck(int target) implements Command {
    public CommandType type() { return CommandType.SHERIFF_CHECK; }
}
