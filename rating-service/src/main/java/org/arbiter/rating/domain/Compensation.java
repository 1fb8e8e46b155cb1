package org.arbiter.rating.domain;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;
import org.arbiter.events.game.Stage;

/** Compensation Ci for players often shot on the first night (004 8.6). */
public final class Compensation {

    static final BigDecimal CAP = new BigDecimal("0.4");
    private static final BigDecimal SHARE = new BigDecimal("0.4");

    private Compensation() {
    }

    /** The stages whose games count for i and B (8.6: "на дистанции стадии отборов и полуфинала"). */
    public static boolean counts(Stage stage) {
        return stage == Stage.QUALIFYING || stage == Stage.SEMIFINAL;
    }

    /**
     * B (8.6.1): 40 % of the games per player that the regulations schedule for the qualifying and semi-final
     * stages together, rounded to the nearest whole number. 0.4·g is never exactly x.5 (4g is even), so the
     * rounding has no tie to break.
     */
    public static int b(Map<Stage, Integer> gamesPerPlayer) {
        int games = 0;
        for (Map.Entry<Stage, Integer> e : gamesPerPlayer.entrySet()) {
            if (counts(e.getKey())) {
                games += e.getValue();
            }
        }
        return SHARE.multiply(BigDecimal.valueOf(games)).setScale(0, RoundingMode.HALF_UP).intValueExact();
    }

    /**
     * Ci (8.6.1): i·0.4/B when i ≤ B, else 0.4; i = first-night deaths as red or Sheriff over the distance.
     * i = 0 gives 0 (also when B = 0). Kept at scale 10; callers round totals.
     */
    public static BigDecimal ci(int i, int b) {
        if (i < 0 || b < 0) {
            throw new IllegalArgumentException("i and B are counts: i=" + i + ", B=" + b);
        }
        if (i == 0) {
            return BigDecimal.ZERO;
        }
        if (i > b) {
            return CAP;
        }
        return CAP.multiply(BigDecimal.valueOf(i)).divide(BigDecimal.valueOf(b), Points.WORK_SCALE, RoundingMode.HALF_UP);
    }
}
