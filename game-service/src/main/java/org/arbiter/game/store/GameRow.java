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

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;
}
