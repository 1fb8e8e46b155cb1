package org.arbiter.rating.domain;

import java.math.BigDecimal;

/**
 * One player's line of the standings, with what the tie-breaks compare and what decided his place.
 *
 * @param place                  1, 2, 3 ... (every place distinct: the lot settles a full tie, 8.8.5)
 * @param playerId               the player
 * @param nickname               his nickname (regulations, else his last game)
 * @param total                  rating points = main + extra (8.8)
 * @param main                   win points (K applied to heavy wins) + compensation Ci + other main points of the sheets
 * @param extra                  extra points (8.2.4, 8.3, 8.4, 8.5): what 8.8.1 compares
 * @param games                  games counted
 * @param wins                   games won (8.8.2)
 * @param winsDon                wins as Don
 * @param winsSheriff            wins as Sheriff
 * @param winsDonSheriff         wins as Don or Sheriff (8.8.3)
 * @param firstNightDeaths       killed on the first shooting night, any role, any stage (8.8.4)
 * @param bestMove               best-move points (8.3)
 * @param judge                  the judges' extra points (8.4)
 * @param penalties              penalty points (8.5)
 * @param disqualification       −0.5 per removal (8.2.4)
 * @param removals               games in which he was removed from the table (4th foul or disqualification)
 * @param compensation           Ci (8.6)
 * @param difficulty             K's part of his points (8.7)
 * @param decidedAbove           what placed him below the row above (null on the first row)
 * @param decidedBelow           what placed him above the row below (null on the last row)
 * @param lot                    his 8.8.5 lot when a full tie needed it, else null
 * @param removedFromTournament  removed from the tournament (7.3): ranked after everyone else
 */
public record StandingRow(
        int place,
        String playerId,
        String nickname,
        BigDecimal total,
        BigDecimal main,
        BigDecimal extra,
        int games,
        int wins,
        int winsDon,
        int winsSheriff,
        int winsDonSheriff,
        int firstNightDeaths,
        BigDecimal bestMove,
        BigDecimal judge,
        BigDecimal penalties,
        BigDecimal disqualification,
        int removals,
        CompensationPart compensation,
        DifficultyPart difficulty,
        Decision decidedAbove,
        Decision decidedBelow,
        Long lot,
        boolean removedFromTournament) {

    /**
     * Ci of this player (8.6).
     *
     * @param i           first-night deaths as red or Sheriff in qualifying and semi-final games
     * @param ci          Ci = i·0.4/B (i ≤ B) or 0.4, 4 decimals
     * @param games       games in which it is added: those i where red lost (8.6.3)
     * @param points      Ci × games, 2 decimals (main)
     * @param provisional the qualifying/semi-final distance is not over: i, and so Ci, may still grow
     */
    public record CompensationPart(int i, BigDecimal ci, int games, BigDecimal points, boolean provisional) {
    }

    /**
     * K's share of this player's points (8.7.3: K multiplies win points of heavy games only).
     *
     * @param heavyWins      his wins in heavy games
     * @param heavyWinPoints their win points before K
     * @param points         heavyWinPoints × K, 2 decimals (main)
     * @param provisional    the tournament is not over: N and n, and so K, may still change
     */
    public record DifficultyPart(int heavyWins, BigDecimal heavyWinPoints, BigDecimal points, boolean provisional) {
    }

    /**
     * What decided the order of this row and a neighbour: the first criterion in which they differ.
     *
     * @param by     the tie-break
     * @param clause its clause
     */
    public record Decision(TieBreak by, String clause) {
        public static Decision of(TieBreak by) {
            return new Decision(by, by.clause());
        }
    }
}
