package org.arbiter.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;

/** A judge of a tournament (game.tournament_judges): his Keycloak username, as the organiser registered it. */
@Entity
@Table(name = "tournament_judges", schema = "game")
@IdClass(TournamentJudgeRow.Key.class)
public class TournamentJudgeRow {

    @Id
    @Column(name = "tournament_id")
    public String tournamentId;

    @Id
    @Column(name = "username")
    public String username;

    @Column(name = "registered_by", nullable = false)
    public String registeredBy;

    @Column(name = "registered_at", nullable = false)
    public Instant registeredAt;

    public static TournamentJudgeRow of(String tournamentId, String username, String registeredBy, Instant at) {
        TournamentJudgeRow row = new TournamentJudgeRow();
        row.tournamentId = tournamentId;
        row.username = username;
        row.registeredBy = registeredBy;
        row.registeredAt = at;
        return row;
    }

    public record Key(String tournamentId, String username) implements Serializable {
        public Key() {
            this(null, null);
        }
    }
}
