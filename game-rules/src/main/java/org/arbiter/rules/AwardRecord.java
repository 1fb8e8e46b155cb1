package org.arbiter.rules;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.arbiter.events.game.Penalty;

/** The judge's award in force: extras, penalties, and whether it waits for the chief judge. */
public record AwardRecord(Map<Integer, BigDecimal> extra, Map<Integer, Penalty> penalties, boolean awaitingApproval,
        List<String> approvalReasons) {
}
