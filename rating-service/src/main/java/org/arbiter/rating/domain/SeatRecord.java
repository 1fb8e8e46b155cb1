package org.arbiter.rating.domain;

import java.math.BigDecimal;
import java.util.Objects;
import org.arbiter.events.game.Role;

/**
 * One player's facts from one game, as the standings need them (docs/rules/RULES.md §10, 004 8.6–8.8).
 *
 * @param playerId         the player
 * @param role             the role he played
 * @param win              win points of the sheet (WIN parts, 8.2.1) — main; K (8.7.3) multiplies these only
 * @param otherMain        other main points already on the sheet (CLUB's COMPENSATION parts) — main
 * @param bestMove         best-move points (8.3) — extra
 * @param judge            the judge's extra points (8.4) — extra
 * @param penalty          the judge's penalty points (8.5) — extra
 * @param disqualification the −0.5 of a removal (8.2.4) — extra
 * @param firstKilled      killed on the first shooting night (8.6, 8.8.4)
 * @param removed          removed from the table in this game (4th foul or disqualification)
 */
public record SeatRecord(
        String playerId,
        Role role,
        BigDecimal win,
        BigDecimal otherMain,
        BigDecimal bestMove,
        BigDecimal judge,
        BigDecimal penalty,
        BigDecimal disqualification,
        boolean firstKilled,
        boolean removed) {

    public SeatRecord {
        Objects.requireNonNull(playerId, "playerId");
        Objects.requireNonNull(role, "role");
        win = Points.of(win);
        otherMain = Points.of(otherMain);
        bestMove = Points.of(bestMove);
        judge = Points.of(judge);
        penalty = Points.of(penalty);
        disqualification = Points.of(disqualification);
    }

    /** Extra points of this game: 8.2.4, 8.3, 8.4, 8.5 — what 8.8.1 compares. */
    public BigDecimal extra() {
        return bestMove.add(judge).add(penalty).add(disqualification);
    }
}
