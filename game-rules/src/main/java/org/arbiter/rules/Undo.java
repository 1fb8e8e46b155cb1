package org.arbiter.rules;

/** Take back the judge's last accepted command (docs/rules/RULES.md §12.17). */
public record Undo() implements Command {
    public CommandType type() { return CommandType.UNDO; }
}
