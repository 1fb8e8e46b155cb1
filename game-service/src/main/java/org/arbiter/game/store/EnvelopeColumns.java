package org.arbiter.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.MappedSuperclass;
import java.time.Instant;
import java.util.UUID;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;

/** The columns every stored stream event has besides its key: the envelope's header and its JSON. */
@MappedSuperclass
public abstract class EnvelopeColumns {

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

    /** Copies the header of {@code e}; {@code json} is its JSON, written once by the caller. */
    protected void copy(EventEnvelope e, String json) {
        eventId = e.eventId();
        type = e.type();
        occurredAt = e.occurredAt();
        actor = e.actor();
        envelope = json;
    }

    public EventEnvelope toEnvelope() {
        return EventJson.read(envelope);
    }
}
