package org.arbiter.events.score;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * One part of a seat's points: its kind, its points (scale 2) and the clause it comes from (e.g. "8.2.1",
 * "8.3.4", "CLUB-will").
 */
public record ScorePart(PartKind kind, BigDecimal points, String clause) {

    public ScorePart {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(clause, "clause");
        points = ScoreSheet.points(points);
    }

    public static ScorePart of(PartKind kind, BigDecimal points, String clause) {
        return new ScorePart(kind, points, clause);
    }

    public static ScorePart of(PartKind kind, String points, String clause) {
        return new ScorePart(kind, new BigDecimal(points), clause);
    }
}
