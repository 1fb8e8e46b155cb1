package org.arbiter.rating.domain;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Winner;

/**
 * A tournament's standings (docs/rules/RULES.md §10; 004 8.6–8.8): the rows in place order and what the whole table shares.
 *
 * @param tournamentId the tournament
 * @param name         its name (null before its regulations arrived)
 * @param ruleset      its ruleset (null before its regulations arrived)
 * @param games        games counted
 * @param b            B of 8.6.1 (null when Ci does not apply)
 * @param compensationApplies Ci is used (qualifying/semi-final stages of a non-CLUB ruleset)
 * @param compensationProvisional the qualifying and semi-final distance is not over
 * @param k            K of 8.7
 * @param rows         the rows, place 1 first
 * @param lotsDrawn    lots drawn by this computation (player id → lot), to be recorded; not part of the table
 */
public record Standings(
        String tournamentId,
        String name,
        Ruleset ruleset,
        int games,
        Integer b,
        boolean compensationApplies,
        boolean compensationProvisional,
        KPart k,
        List<StandingRow> rows,
        Map<String, Long> lotsDrawn) {

    public Standings {
        rows = List.copyOf(rows);
        lotsDrawn = Map.copyOf(lotsDrawn);
    }

    /**
     * K for the table.
     *
     * @param applies     at most 20 players (8.7) and a ruleset with 8.7
     * @param value       K, 4 decimals
     * @param played      N
     * @param heavyGames  n
     * @param heavySide   the side whose wins are heavy (null: none)
     * @param redWins     red wins
     * @param blackWins   black wins
     * @param provisional the tournament is not over
     */
    public record KPart(boolean applies, BigDecimal value, int played, int heavyGames, Winner heavySide, int redWins,
            int blackWins, boolean provisional) {
    }
}
