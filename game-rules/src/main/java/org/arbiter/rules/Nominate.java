package org.arbiter.rules;

/** The speaker {@code by} nominates {@code target} (4.4.1–4.4.4). */
public record Nominate(int by, int target) implements Command {
    public CommandType type() { return CommandType.NOMINATE; }
}
