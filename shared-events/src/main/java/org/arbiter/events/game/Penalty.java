package org.arbiter.events.game;

import java.math.BigDecimal;

/** A judge's penalty: negative points under a clause (FIIM 8.5.1–8.5.4: −0.4; CLUB: −1 CLUB-unsporting). */
public record Penalty(BigDecimal points, String clause) {
}
