package org.arbiter.rules;

import java.util.Map;
import org.arbiter.events.game.Role;

/**
 * Deal the cards: seat → role, or null to let the engine deal at random (4.1.3). {@code drawn}: the
 * roles were drawn at random by the server (a judge's {@code deal} without roles), so the event says so.
 */
public record Deal(Map<Integer, Role> roles, boolean drawn) implements Command {

    /** The judge's deal: his roles, or none for a random one. */
    public Deal(Map<Integer, Role> roles) {
        this(roles, false);
    }

    public CommandType type() { return CommandType.DEAL; }
}
