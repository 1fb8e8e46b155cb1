package org.arbiter.rules;

import java.util.List;

/** The seats for all tied players leaving (4.4.13). */
public record LiftAll(List<Integer> voters) implements Command {
    public CommandType type() { return CommandType.LIFT_ALL; }
}
