package org.arbiter.rules;

/** The speaker {@code by} withdraws his candidate (4.4.3). */
public record Withdraw(int by) implements Command {
    public CommandType type() { return CommandType.WITHDRAW; }
}
