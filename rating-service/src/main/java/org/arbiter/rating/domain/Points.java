package org.arbiter.rating.domain;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Point values: sheets carry scale 2; Ci and K are kept at scale 10 until a total is rounded to scale 2 (half up). */
public final class Points {

    public static final int SCALE = 2;
    static final int WORK_SCALE = 10;
    private static final int COMMON_HUNDREDTHS = 1_000;
    private static final BigDecimal[] COMMON = new BigDecimal[2 * COMMON_HUNDREDTHS + 1];

    static {
        for (int i = 0; i < COMMON.length; i++) {
            COMMON[i] = BigDecimal.valueOf(i - COMMON_HUNDREDTHS, SCALE);
        }
    }

    private Points() {
    }

    /**
     * A sheet's value at scale 2 or finer. The usual ones (−10.00 to +10.00 at scale 2) are answered from one shared
     * instance each: the standings hold six a seat of every parsed sheet ({@code ParsedSheets}, up to 10,000 games),
     * most of them 0.00 (while rating caught up 10,000 games: 57,255 live {@code BigDecimal}s, 1.8 MB, against 7,567).
     */
    public static BigDecimal of(BigDecimal value) {
        BigDecimal scaled = value == null ? BigDecimal.ZERO.setScale(SCALE)
                : value.setScale(Math.max(SCALE, value.scale()), RoundingMode.UNNECESSARY);
        if (scaled.scale() == SCALE && scaled.compareTo(COMMON[0]) >= 0 && scaled.compareTo(COMMON[COMMON.length - 1]) <= 0) {
            return COMMON[scaled.unscaledValue().intValueExact() + COMMON_HUNDREDTHS];
        }
        return scaled;
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
