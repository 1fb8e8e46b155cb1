package org.arbiter.rules;

import java.math.BigDecimal;
import java.util.Map;
import org.arbiter.events.game.Penalty;

/** The judge's extra points and penalties after the game (8.4, 8.5); replaces the last award. */
public record Award(Map<Integer, BigDecimal> extra, Map<Integer, Penalty> penalties) implements Command {
    /** A negative extra is the command's shape, not a rule (docs/rules/TABLE-API.md "Commands": a minus is a penalty). */
    public Award {
        if (extra.values().stream().anyMatch(points -> points.signum() < 0)) {
            throw new IllegalArgumentException("extra points are positive; a minus is a penalty");
        }
    }

    public CommandType type() { return CommandType.AWARD; }
}
