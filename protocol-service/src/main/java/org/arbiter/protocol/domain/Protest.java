package org.arbiter.protocol.domain;

import java.time.Instant;
import org.arbiter.events.game.Winner;
import org.arbiter.events.protest.ProtestDecision;

/**
 * A protest as this service keeps it (8.9): filed, and once decided, the chief judge's decision. The
 * decision fields are null while the protest is open.
 */
public record Protest(
        String protestId,
        String gameId,
        String tournamentId,
        String filedBy,
        Integer seat,
        String text,
        Instant filedAt,
        Instant gameEndedAt,
        ProtestDecision decision,
        String reasons,
        Winner changeWinner,
        Boolean changeAnnulled,
        String decidedBy,
        Instant decidedAt) {

    public boolean open() {
        return decision == null;
    }
}
