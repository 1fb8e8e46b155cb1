package org.arbiter.rules.rulebook;

import java.math.BigDecimal;

/**
 * Best-move points for a red first-killed player (docs/rules/RULES.md §5 table; docs/rules/CLUB.md §3.3).
 *
 * @param civilianThree    3 black named, civilian
 * @param civilianTwo      2 black named, civilian
 * @param sheriffThree     3 black named, Sheriff
 * @param sheriffTwo       2 black named, Sheriff
 * @param threeRed         three seats named, none black (CLUB: −1; elsewhere 0)
 * @param hintVoidsPlus    a hint asked for voids the plus points (FIIM 8.3.5; CLUB Choice 7)
 */
public record BestMoveTable(BigDecimal civilianThree, BigDecimal civilianTwo, BigDecimal sheriffThree,
        BigDecimal sheriffTwo, BigDecimal threeRed, boolean hintVoidsPlus) {

    public static BestMoveTable same(String three, String two, boolean hintVoidsPlus) {
        return new BestMoveTable(new BigDecimal(three), new BigDecimal(two), new BigDecimal(three), new BigDecimal(two),
                BigDecimal.ZERO, hintVoidsPlus);
    }

    /** Points for {@code blacks} of {@code named} seats black, for a red player (sheriff or not). */
    public BigDecimal points(int blacks, int named, boolean sheriff, boolean hintRequested) {
        BigDecimal plus = switch (blacks) {
            case 3 -> sheriff ? sheriffThree : civilianThree;
            case 2 -> sheriff ? sheriffTwo : civilianTwo;
            default -> BigDecimal.ZERO;
        };
        if (blacks == 0 && named == 3) {
            return threeRed;
        }
        return hintRequested && hintVoidsPlus ? BigDecimal.ZERO : plus;
    }
}
