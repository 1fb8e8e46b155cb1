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

/** One event of a game's stream, as stored; the envelope's JSON is the record of truth. */
@Entity
@Table(name = "events", schema = "game")
@IdClass(StoredEvent.Key.class)
public class StoredEvent {

    @Id
    @Column(name = "game_id")
    public String gameId;

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

    @Column(name = "schema_version", nullable = false)
    public int schemaVersion;

    @Column(name = "envelope", nullable = false)
    public String envelope;

    /** The event with its JSON, written once by the caller for the event row and the outbox row. */
    public static StoredEvent of(EventEnvelope e, String json) {
        StoredEvent stored = new StoredEvent();
        stored.gameId = e.gameId();
        stored.seq = e.seq();
        stored.eventId = e.eventId();
        stored.type = e.type();
        stored.occurredAt = e.occurredAt();
        stored.actor = e.actor();
        stored.schemaVersion = e.schemaVersion();
        stored.envelope = json;
        return stored;
    }

    public EventEnvelope toEnvelope() {
        return EventJson.read(envelope);
    }

    public record Key(String gameId, long seq) implements Serializable {
        public Key() {
            this(null, 0);
        }
    }
}
