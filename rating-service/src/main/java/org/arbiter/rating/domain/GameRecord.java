package org.arbiter.rating.domain;

import java.util.List;
import java.util.Objects;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Winner;

/**
 * One ended game of a tournament as the standings count it.
 *
 * @param gameId    the game
 * @param stage     its stage; FRIENDLY games are not counted
 * @param winner    RED, BLACK, DRAW; null when annulled
 * @param annulled  annulled by the chief judge (8.9): its sheet's points still count as scored, it is not a game played for K
 * @param finalized the protocol is signed (a stage is over only when its games are)
 * @param seats     the players' facts
 */
public record GameRecord(String gameId, Stage stage, Winner winner, boolean annulled, boolean finalized,
        List<SeatRecord> seats) {

    public GameRecord {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(stage, "stage");
        seats = List.copyOf(seats);
    }

    /** Did this seat's team win (8.2.1)? */
    public boolean won(SeatRecord seat) {
        return !annulled && winner != null && winner != Winner.DRAW && Winner.of(seat.role().team()) == winner;
    }

    /** Red lost: black won (a draw is not a loss, 8.6.3). */
    public boolean redLost() {
        return !annulled && winner == Winner.BLACK;
    }
}
