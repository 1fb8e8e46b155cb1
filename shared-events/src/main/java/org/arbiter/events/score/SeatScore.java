package org.arbiter.events.score;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;
import org.arbiter.events.game.Role;

/**
 * One seat's points in one game.
 *
 * @param seat        1–10
 * @param playerId    the player at the seat (GameCreated)
 * @param role        the card he was dealt (shown once the game ended, which is when a sheet exists)
 * @param main        win points and compensations (8.2.1–8.2.3; CLUB F8/F12/F15)
 * @param extra       best move, judge's points, penalties, removal (8.2.4, 8.3–8.5; RULES §12.13)
 * @param total       main + extra
 * @param parts       what main and extra are made of, in a stable order, each with its clause
 * @param firstKilled killed on night 1, the first shooting night (RULES §5; for compensation 8.6 and
 *                    the tie-break 8.8.4 "more first-night deaths")
 * @param removed     removed by a 4th foul (6.5) or a disqualifying foul (6.7), during or after the game (7.12)
 */
public record SeatScore(
        int seat,
        String playerId,
        Role role,
        BigDecimal main,
        BigDecimal extra,
        BigDecimal total,
        List<ScorePart> parts,
        boolean firstKilled,
        boolean removed) {

    public SeatScore {
        Objects.requireNonNull(role, "role");
        main = ScoreSheet.points(main);
        extra = ScoreSheet.points(extra);
        total = ScoreSheet.points(total);
        parts = List.copyOf(parts);
    }

    /** A seat's score from its parts: main = WIN + COMPENSATION, extra = the rest, total = main + extra. */
    public static SeatScore of(int seat, String playerId, Role role, List<ScorePart> parts, boolean firstKilled,
            boolean removed) {
        BigDecimal main = BigDecimal.ZERO;
        BigDecimal extra = BigDecimal.ZERO;
        for (ScorePart part : parts) {
            if (part.kind().isMain()) {
                main = main.add(part.points());
            } else {
                extra = extra.add(part.points());
            }
        }
        return new SeatScore(seat, playerId, role, main, extra, main.add(extra), parts, firstKilled, removed);
    }
}
