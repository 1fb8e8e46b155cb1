package org.arbiter.rules;

import java.util.List;
import java.util.Map;

/** A ballot: candidate → voters; voters not listed count for the last candidate (4.4.9). */
public record Vote(Map<Integer, List<Integer>> votes) implements Command {
    public CommandType type() { return CommandType.VOTE; }
}
