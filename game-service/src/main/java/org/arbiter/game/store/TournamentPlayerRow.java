package org.arbiter.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import org.arbiter.events.tournament.TournamentCreated;

/** A player registered for a tournament (game.tournament_players), numbered in registration order. */
@Entity
@Table(name = "tournament_players", schema = "game")
@IdClass(TournamentPlayerRow.Key.class)
public class TournamentPlayerRow {

    @Id
    @Column(name = "tournament_id")
    public String tournamentId;

    @Id
    @Column(name = "player_id")
    public String playerId;

    @Column(name = "registration_no", nullable = false)
    public int registrationNo;

    @Column(name = "nickname", nullable = false)
    public String nickname;

    @Column(name = "club")
    public String club;

    @Column(name = "external_id")
    public String externalId;

    @Column(name = "registered_at", nullable = false)
    public Instant registeredAt;

    public static TournamentPlayerRow of(String tournamentId, int registrationNo, TournamentCreated.RegisteredPlayer player,
            Instant at) {
        TournamentPlayerRow row = new TournamentPlayerRow();
        row.tournamentId = tournamentId;
        row.playerId = player.playerId();
        row.registrationNo = registrationNo;
        row.nickname = player.nickname();
        row.club = player.club();
        row.externalId = player.externalId();
        row.registeredAt = at;
        return row;
    }

    public TournamentCreated.RegisteredPlayer player() {
        return new TournamentCreated.RegisteredPlayer(playerId, nickname, club, externalId);
    }

    public record Key(String tournamentId, String playerId) implements Serializable {
        public Key() {
            this(null, null);
        }
    }
}
