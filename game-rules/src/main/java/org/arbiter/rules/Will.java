package org.arbiter.rules;

/** CLUB: the will of {@code by} (a seat or null), {@code reminded} by the judge (docs/rules/CLUB.md §3.4). */
public record Will(int by, Integer target, boolean reminded) implements Command {
    public CommandType type() { return CommandType.WILL; }
}
