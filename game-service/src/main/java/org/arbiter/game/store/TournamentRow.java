package org.arbiter.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** A tournament and its regulations (the TournamentCreated payload as JSON). */
@Entity
@Table(name = "tournaments", schema = "game")
public class TournamentRow {

    @Id
    @Column(name = "tournament_id")
    public String tournamentId;

    @Column(name = "created_by", nullable = false)
    public String createdBy;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Column(name = "regulations", nullable = false)
    public String regulations;
}
