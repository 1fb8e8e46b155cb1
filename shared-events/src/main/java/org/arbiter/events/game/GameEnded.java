package org.arbiter.events.game;

import java.time.Instant;
import java.util.List;
import org.arbiter.events.EventType;

/**
 * The game ended (docs/rules/RULES.md §8): {@code winner} RED, BLACK or DRAW, why, under which clause, when
 * (protests run 10 minutes from here, 8.9). {@code finalLastWords}: the players voted out by the deciding
 * vote, or killed by the deciding shot, who still speak their last words (7.12).
 */
@EventType("GameEnded")
public record GameEnded(Winner winner, GameEndReason reason, String clause, Instant endedAt,
        List<Integer> finalLastWords) implements GameEvent {
}
