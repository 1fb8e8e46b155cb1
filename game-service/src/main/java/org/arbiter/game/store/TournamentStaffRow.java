package org.arbiter.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;

/** A co-organiser or a chief judge a tournament names (game.tournament_staff): his username and role, who named him, when. */
@Entity
@Table(name = "tournament_staff", schema = "game")
@IdClass(TournamentStaffRow.Key.class)
public class TournamentStaffRow {

    @Id
    @Column(name = "tournament_id")
    public String tournamentId;

    @Id
    @Column(name = "role")
    public String role;

    @Id
    @Column(name = "username")
    public String username;

    @Column(name = "named_by", nullable = false)
    public String namedBy;

    @Column(name = "named_at", nullable = false)
    public Instant namedAt;

    public static TournamentStaffRow of(String tournamentId, String role, String username, String namedBy, Instant at) {
        TournamentStaffRow row = new TournamentStaffRow();
        row.tournamentId = tournamentId;
        row.role = role;
        row.username = username;
        row.namedBy = namedBy;
        row.namedAt = at;
        return row;
    }

    public record Key(String tournamentId, String role, String username) implements Serializable {
        public Key() {
            this(null, null, null);
        }
    }
}
