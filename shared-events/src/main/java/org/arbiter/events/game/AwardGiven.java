package org.arbiter.events.game;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.arbiter.events.EventType;

/**
 * The judge's extra points (8.4) and penalties (8.5), replacing any earlier award. {@code awaitingApproval}:
 * over the judge's own limits, so finalize waits for the chief judge; {@code approvalReasons} says why.
 */
@EventType("AwardGiven")
public record AwardGiven(Map<Integer, BigDecimal> extra, Map<Integer, Penalty> penalties, boolean awaitingApproval,
        List<String> approvalReasons) implements GameEvent {
}
