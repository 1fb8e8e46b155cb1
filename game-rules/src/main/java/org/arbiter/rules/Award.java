package org.arbiter.rules;

import java.math.BigDecimal;
import java.util.Map;
import org.arbiter.events.game.Penalty;

/** The judge's extra points and penalties after the game (8.4, 8.5); replaces the last award. */
public record Award(Map<Integer, BigDecimal> extra, Map<Integer, Penalty> penalties) implements Command {
    public CommandType type() { return CommandType.AWARD; }
}
