package org.arbiter.rules;

/** The judge signs the protocol. */
public record Finalize() implements Command {
    public CommandType type() { return CommandType.FINALIZE; }
}
