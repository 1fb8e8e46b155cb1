package org.arbiter.rating.domain;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Point values: sheets carry scale 2; Ci and K are kept at scale 10 until a total is rounded to scale 2 (half up). */
public final class Points {

    public static final int SCALE = 2;
    static final int WORK_SCALE = 10;

    private Points() {
    }

    public static BigDecimal of(BigDecimal value) {
        return value == null ? BigDecimal.ZERO.setScale(SCALE) : value.setScale(Math.max(SCALE, value.scale()), RoundingMode.UNNECESSARY);
    }

    public static BigDecimal of(String value) {
        return of(new BigDecimal(value));
    }

    /** A computed value at the displayed scale 2, half up. */
    public static BigDecimal round(BigDecimal value) {
        return value.setScale(SCALE, RoundingMode.HALF_UP);
    }

    /** A coefficient shown with 4 decimals, half up. */
    public static BigDecimal coefficient(BigDecimal value) {
        return value.setScale(4, RoundingMode.HALF_UP);
    }
}
