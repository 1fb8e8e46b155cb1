package org.arbiter.rating.domain;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The 8.8.5 lot: each player who needs one draws a number once; the lower number wins. A recorded number is
 * reused on every recomputation and never drawn again. The draw is SHA-256 of the tournament's lot seed (the
 * id of its TournamentCreated event, unknown before the tournament exists) and the player's id, so a replay of
 * the topics into an empty store draws the very same numbers.
 */
public final class LotBook {

    private final String seed;
    private final Map<String, Long> recorded;
    private final Map<String, Long> drawn = new TreeMap<>();

    public LotBook(String seed, Map<String, Long> recorded) {
        this.seed = Objects.requireNonNull(seed, "seed");
        this.recorded = new LinkedHashMap<>(recorded);
    }

    /** The player's lot: the recorded one, or a new draw (then in {@link #drawn()}). */
    public long lotOf(String playerId) {
        Long lot = recorded.get(playerId);
        if (lot == null) {
            lot = drawn.computeIfAbsent(playerId, id -> draw(seed, id));
        }
        return lot;
    }

    /** Lots drawn by this book (to be recorded), by player id. */
    public Map<String, Long> drawn() {
        return Collections.unmodifiableMap(drawn);
    }

    public String seed() {
        return seed;
    }

    /** A number in [1, 2^48]: the first six bytes of SHA-256(seed + "|" + playerId). */
    public static long draw(String seed, String playerId) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256")
                    .digest((seed + "|" + playerId).getBytes(StandardCharsets.UTF_8));
            long value = 0;
            for (int i = 0; i < 6; i++) {
                value = (value << 8) | (hash[i] & 0xff);
            }
            return value + 1;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
