package org.arbiter.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import org.arbiter.events.EventEnvelope;

/** One event of a game's stream, as stored; the envelope's JSON is the record of truth. */
@Entity
@Table(name = "events", schema = "game")
@IdClass(StoredEvent.Key.class)
public class StoredEvent extends EnvelopeColumns {

    @Id
    @Column(name = "game_id")
    public String gameId;

    @Id
    @Column(name = "seq")
    public long seq;

    @Column(name = "schema_version", nullable = false)
    public int schemaVersion;

    /** The event with its JSON, written once by the caller for the event row and the outbox row. */
    public static StoredEvent of(EventEnvelope e, String json) {
        StoredEvent stored = new StoredEvent();
        stored.gameId = e.gameId();
        stored.seq = e.seq();
        stored.copy(e, json);
        stored.schemaVersion = e.schemaVersion();
        return stored;
    }

    public record Key(String gameId, long seq) implements Serializable {
        public Key() {
            this(null, 0);
        }
    }
}
