package org.arbiter.rules;

import java.util.Map;
import org.arbiter.events.game.Role;

/** Deal the cards: seat → role, or null to let the engine deal at random (4.1.3). */
public record Deal(Map<Integer, Role> roles) implements Command {
    public String type() { return "deal"; }
}
