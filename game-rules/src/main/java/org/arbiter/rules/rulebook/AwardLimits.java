package org.arbiter.rules.rulebook;

import java.math.BigDecimal;

/**
 * The judge's extra points limits (docs/rules/RULES.md §9, docs/rules/CLUB.md §3.8). A null limit means "no limit".
 *
 * @param step                       points must be a multiple of this (0.05; CLUB 0.1)
 * @param maxPlayers                 players the judge may award on his own (FIIM 3, FSM 4)
 * @param maxPlayersWithApproval     with the chief judge's approval (FSM 5)
 * @param maxTotal                   total on his own (FIIM 1.0, FSM 1.2, RFM 2.5)
 * @param maxTotalWithApproval       total with approval (RFM 3.0)
 * @param winnerMax                  one player of the winning team, on his own (FIIM 0.5)
 * @param winnerMaxWithApproval      with approval (FIIM 0.7)
 * @param loserMax                   one player of the losing team (FIIM 0.4)
 * @param playerMax                  any one player (CLUB 0.8)
 * @param teamCaps                   CLUB: per-team totals by winner
 */
public record AwardLimits(BigDecimal step, Integer maxPlayers, Integer maxPlayersWithApproval, BigDecimal maxTotal,
        BigDecimal maxTotalWithApproval, BigDecimal winnerMax, BigDecimal winnerMaxWithApproval, BigDecimal loserMax,
        BigDecimal playerMax, TeamCaps teamCaps) {

    /**
     * CLUB F18/F19: red win → ≤1.4 to reds, ≤0.6 to blacks; black win → ≤1.0 each.
     */
    public record TeamCaps(BigDecimal redWinRed, BigDecimal redWinBlack, BigDecimal blackWinRed,
            BigDecimal blackWinBlack) {
    }
}
