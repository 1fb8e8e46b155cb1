package org.arbiter.rules;

/** The chief judge approves an award over the judge's own limits. */
public record Approve() implements Command {
    public CommandType type() { return CommandType.APPROVE; }
}
