package org.arbiter.rating.board;

import java.time.Instant;
import java.time.Duration;
import org.arbiter.rating.table.TableView;

/**
 * One table of the live board: what the public table feed shows of it (never a role), cut to one line.
 *
 * @param gameId      the game
 * @param stage       its stage (QUALIFYING, SEMIFINAL, FINAL)
 * @param round       its round (the published game's number)
 * @param tableNo     its table
 * @param seq         the last event folded in (the row's version)
 * @param phase       SETUP, NIGHT, DAY, VOTING, REVOTE, TIE_SPEECHES, LIFT_ALL, LAST_WORDS, FINISHED
 * @param day         the current or last day (0 before day 1)
 * @param night       the current or last night
 * @param speaker     the seat speaking now, or null
 * @param speechKind  DISCUSSION, TIE or LAST_WORDS while someone speaks, else null
 * @param lastEventAt when the judge's last command happened (its events' time)
 * @param idle        no command for {@code rating.board.idle-after-seconds} or longer and the game not ended
 * @param ended       the game has ended
 * @param winner      RED, BLACK, DRAW (ANNULLED after an amendment) once ended, else null
 * @param endReason   why it ended, else null
 */
public record BoardRow(String gameId, String stage, Integer round, Integer tableNo, long seq, String phase, int day,
        int night, Integer speaker, String speechKind, Instant lastEventAt, boolean idle, boolean ended, String winner,
        String endReason) {

    /** The row of a released view; idle when its last event is {@code idleAfter} or longer before {@code now}. */
    static BoardRow of(TableView view, Instant now, Duration idleAfter) {
        BoardRow row = new BoardRow(view.gameId(), view.stage(), view.gameNo(), view.tableNo(), view.seq(), view.phase(),
                view.day(), view.night(), view.speaker() == null ? null : view.speaker().seat(),
                view.speaker() == null ? null : view.speaker().kind(), view.lastEventAt(), false, view.ended(),
                view.winner(), view.endReason());
        return row.idleAt(now, idleAfter) ? row.flaggedIdle() : row;
    }

    /** Whether the row is idle at {@code now}: not ended, and its last command {@code idleAfter} or longer ago. */
    boolean idleAt(Instant now, Duration idleAfter) {
        return !ended && lastEventAt != null && !lastEventAt.plus(idleAfter).isAfter(now);
    }

    BoardRow flaggedIdle() {
        return new BoardRow(gameId, stage, round, tableNo, seq, phase, day, night, speaker, speechKind, lastEventAt, true,
                ended, winner, endReason);
    }
}
