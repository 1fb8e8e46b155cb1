package org.arbiter.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;

/** One seat of a stage's seating (game.stage_seats): in round r, at table t, seat s sits this registered player. */
@Entity
@Table(name = "stage_seats", schema = "game")
@IdClass(StageSeatRow.Key.class)
public class StageSeatRow {

    @Id
    @Column(name = "tournament_id")
    public String tournamentId;

    @Id
    @Column(name = "stage")
    public String stage;

    @Id
    @Column(name = "round_no")
    public int roundNo;

    @Id
    @Column(name = "table_no")
    public int tableNo;

    @Id
    @Column(name = "seat")
    public int seat;

    @Column(name = "player_id", nullable = false)
    public String playerId;

    public static StageSeatRow of(String tournamentId, String stage, int roundNo, int tableNo, int seat, String playerId) {
        StageSeatRow row = new StageSeatRow();
        row.tournamentId = tournamentId;
        row.stage = stage;
        row.roundNo = roundNo;
        row.tableNo = tableNo;
        row.seat = seat;
        row.playerId = playerId;
        return row;
    }

    public record Key(String tournamentId, String stage, int roundNo, int tableNo, int seat) implements Serializable {
        public Key() {
            this(null, null, 0, 0, 0);
        }
    }
}
