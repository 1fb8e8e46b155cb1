package org.arbiter.events.protest;

import org.arbiter.events.EventType;
import org.arbiter.events.game.Winner;

/**
 * The chief judge decided a protest (8.9, seed numbering 8.7.2–8.7.4); the decision is final, a protest is
 * decided once. The envelope's {@code actor} is the chief judge, {@code occurredAt} when he decided. An
 * upheld protest that changes the result is then carried out by the chief judge's {@code amend} on the game
 * (game-service, event GameAmended); {@code resultChange} says what that amendment is to be. Stream: see
 * {@link ProtestEvent}.
 *
 * @param protestId    the protest decided
 * @param decision     UPHELD or REJECTED
 * @param reasons      the chief judge's reasons, as written
 * @param resultChange the new result of an upheld protest that changes it; null when the result stands
 *                     (always null for REJECTED)
 */
@EventType("ProtestDecided")
public record ProtestDecided(
        String protestId,
        ProtestDecision decision,
        String reasons,
        ResultChange resultChange) implements ProtestEvent {

    public ProtestDecided {
        if (decision == null) {
            throw new IllegalArgumentException("a decision is UPHELD or REJECTED");
        }
        if (decision == ProtestDecision.REJECTED && resultChange != null) {
            throw new IllegalArgumentException("a rejected protest changes no result");
        }
    }

    /** The result after the amendment: a new winner, or the game annulled (then winner is null). */
    public record ResultChange(Winner winner, boolean annulled) {
    }
}
