package org.arbiter.protocol;

import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** The service's clock in tests: the real time unless a test pins it (replaces the default Clock bean). */
@Singleton
public class TestClock extends Clock {

    private volatile Instant pinned;

    public void pin(Instant instant) {
        this.pinned = instant;
    }

    public void release() {
        this.pinned = null;
    }

    @Override
    public Instant instant() {
        Instant at = pinned;
        return at != null ? at : Instant.now();
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }
}
