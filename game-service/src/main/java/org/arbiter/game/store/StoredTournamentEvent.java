package org.arbiter.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;

/** One event of a tournament's stream. */
@Entity
@Table(name = "tournament_events", schema = "game")
@IdClass(StoredTournamentEvent.Key.class)
public class StoredTournamentEvent extends EnvelopeColumns {

    @Id
    @Column(name = "tournament_id")
    public String tournamentId;

    @Id
    @Column(name = "seq")
    public long seq;

    public static StoredTournamentEvent of(EventEnvelope e) {
        StoredTournamentEvent stored = new StoredTournamentEvent();
        stored.tournamentId = e.tournamentId();
        stored.seq = e.seq();
        stored.copy(e, EventJson.write(e));
        return stored;
    }

    public record Key(String tournamentId, long seq) implements Serializable {
        public Key() {
            this(null, 0);
        }
    }
}
