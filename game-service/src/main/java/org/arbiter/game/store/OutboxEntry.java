package org.arbiter.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import org.arbiter.events.EventEnvelope;

/** An event waiting for the relay to publish it; written in the same transaction as the event. */
@Entity
@Table(name = "outbox", schema = "game")
public class OutboxEntry {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    @Column(name = "id")
    public Long id;

    @Column(name = "topic", nullable = false)
    public String topic;

    @Column(name = "stream_id", nullable = false)
    public String streamId;

    @Column(name = "seq", nullable = false)
    public long seq;

    @Column(name = "envelope", nullable = false)
    public String envelope;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Column(name = "sent_at")
    public Instant sentAt;

    public static OutboxEntry of(String topic, EventEnvelope e, String json) {
        OutboxEntry entry = new OutboxEntry();
        entry.topic = topic;
        entry.streamId = e.streamId();
        entry.seq = e.seq();
        entry.envelope = json;
        entry.createdAt = e.occurredAt();
        return entry;
    }
}
