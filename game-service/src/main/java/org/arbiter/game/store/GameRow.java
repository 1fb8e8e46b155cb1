package org.arbiter.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** A game's row: who judges it, and to which tournament it belongs. Its events are the truth. */
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
}
