package org.arbiter.rules;

/** The Don names a seat: is it the Sheriff? (4.5.6) */
public record DonCheck(int target) implements Command {
    public CommandType type() { return CommandType.DON_CHECK; }
}
