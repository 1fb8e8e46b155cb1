package org.arbiter.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.UUID;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;

/** One event of a tournament's stream. */
@Entity
@Table(name = "tournament_events", schema = "game")
@IdClass(StoredTournamentEvent.Key.class)
public class StoredTournamentEvent {

    @Id
    @Column(name = "tournament_id")
    public String tournamentId;

    @Id
    @Column(name = "seq")
    public long seq;

    @Column(name = "event_id", nullable = false, unique = true)
    public UUID eventId;

    @Column(name = "type", nullable = false)
    public String type;

    @Column(name = "occurred_at", nullable = false)
    public Instant occurredAt;

    @Column(name = "actor")
    public String actor;

    @Column(name = "envelope", nullable = false)
    public String envelope;

    public static StoredTournamentEvent of(EventEnvelope e) {
        StoredTournamentEvent stored = new StoredTournamentEvent();
        stored.tournamentId = e.tournamentId();
        stored.seq = e.seq();
        stored.eventId = e.eventId();
        stored.type = e.type();
        stored.occurredAt = e.occurredAt();
        stored.actor = e.actor();
        stored.envelope = EventJson.write(e);
        return stored;
    }

    public record Key(String tournamentId, long seq) implements Serializable {
        public Key() {
            this(null, 0);
        }
    }
}
