package org.arbiter.rating.domain;

import java.math.BigDecimal;
import java.math.RoundingMode;
import org.arbiter.events.game.Winner;

/**
 * The difficulty coefficient K (004 8.7), for tournaments of at most 20 players (8.7).
 *
 * @param applies   the tournament has at most 20 players and its ruleset uses 8.7
 * @param played    N: games played (annulled games are not; draws are)
 * @param redWins   games red won
 * @param blackWins games black won
 * @param heavy     the side whose wins are "heavy" (8.7.1: the side with fewer wins); null when both won as often
 * @param k         K = 1 + (N/2 − n)/(N/2) (8.7.2), scale 10; 1 when it does not apply or nothing is heavy
 */
public record Difficulty(boolean applies, int played, int redWins, int blackWins, Winner heavy, BigDecimal k) {

    public static final int MAX_PLAYERS = 20;

    /** n: the heavy games. */
    public int heavyGames() {
        return heavy == null ? 0 : heavy == Winner.RED ? redWins : blackWins;
    }

    public static Difficulty of(boolean applies, int played, int redWins, int blackWins) {
        if (!applies || played == 0 || redWins == blackWins) {
            // nothing is heavy when both sides won as often (then K would be 1 anyway without draws)
            return new Difficulty(applies, played, redWins, blackWins, null, BigDecimal.ONE);
        }
        Winner heavy = redWins < blackWins ? Winner.RED : Winner.BLACK;
        int n = Math.min(redWins, blackWins);
        return new Difficulty(true, played, redWins, blackWins, heavy, k(played, n));
    }

    /** K = 1 + (N/2 − n)/(N/2) = 2 − 2n/N (8.7.2), at scale 10. */
    public static BigDecimal k(int played, int heavyGames) {
        if (played <= 0) {
            throw new IllegalArgumentException("N must be positive: " + played);
        }
        BigDecimal half = BigDecimal.valueOf(played).divide(BigDecimal.valueOf(2));
        return BigDecimal.ONE.add(half.subtract(BigDecimal.valueOf(heavyGames))
                .divide(half, Points.WORK_SCALE, RoundingMode.HALF_UP));
    }

    /** Is this game's win heavy (8.7.1)? */
    public boolean isHeavy(GameRecord game) {
        return applies && heavy != null && !game.annulled() && game.winner() == heavy;
    }
}
