package org.arbiter.rules.rulebook;

import java.math.BigDecimal;
import java.util.List;

/**
 * Which judge's penalties a ruleset accepts (docs/rules/RULES.md §9 8.5; docs/rules/CLUB.md §3.7).
 *
 * @param points  the only value allowed, or null for "any negative multiple of the step"
 * @param clauses the only clauses allowed, or empty for any clause
 */
public record PenaltyRule(BigDecimal points, List<String> clauses) {
}
