package org.arbiter.rules;

import java.util.Map;

/** The night's shooting: black seat → target seat, or null (no shot) (4.5.3). */
public record Shoot(Map<Integer, Integer> shots) implements Command {
    public CommandType type() { return CommandType.SHOOT; }
}
