package org.arbiter.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import org.arbiter.events.game.GameCreated;

/**
 * A game's row: who judges it, to which tournament it belongs and where it sits there (stage, table, game number; the
 * round that published it, or null for a game created by hand). Its events are the truth.
 */
@Entity
@Table(name = "games", schema = "game")
public class GameRow {

    @Id
    @Column(name = "game_id")
    public String gameId;

    @Column(name = "tournament_id")
    public String tournamentId;

    @Column(name = "judge", nullable = false)
    public String judge;

    /** Stage, table and game number: unique within a tournament (V4); null in rows written before V4. */
    @Column(name = "stage")
    public String stage;

    @Column(name = "table_no")
    public Integer tableNo;

    @Column(name = "game_no")
    public Integer gameNo;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Column(name = "round_no")
    public Integer roundNo;

    /** The row of a game its GameCreated sets up. */
    public static GameRow of(String gameId, GameCreated created, Instant at) {
        GameRow row = new GameRow();
        row.gameId = gameId;
        row.tournamentId = created.tournamentId();
        row.judge = created.judge();
        row.createdAt = at;
        row.stage = created.stage().name();
        row.tableNo = created.tableNo();
        row.gameNo = created.gameNo();
        return row;
    }
}
