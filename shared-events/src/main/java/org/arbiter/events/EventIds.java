package org.arbiter.events;

import java.time.Instant;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Event ids as UUID version 7 (RFC 9562): the first 48 bits are the event's time in milliseconds, the rest
 * random. Ids of events written close together sit close together in a unique index, so appending does
 * not touch a random page of it each time (as random version-4 ids do).
 */
public final class EventIds {

    private EventIds() {
    }

    public static UUID at(Instant occurredAt) {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        long millis = occurredAt.toEpochMilli() & 0xFFFF_FFFF_FFFFL;
        long high = (millis << 16) | 0x7000L | (random.nextLong() & 0x0FFFL);
        long low = (random.nextLong() & 0x3FFF_FFFF_FFFF_FFFFL) | 0x8000_0000_0000_0000L;
        return new UUID(high, low);
    }
}
