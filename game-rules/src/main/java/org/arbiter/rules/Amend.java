package org.arbiter.rules;

import org.arbiter.events.game.Winner;

/** The chief judge changes the result after a protest: a new winner, or annulled; the protest's id if he names it. */
public record Amend(Winner winner, boolean annulled, String reason, String protestId) implements Command {
    public CommandType type() { return CommandType.AMEND; }
}
