package org.arbiter.rules;

import org.arbiter.events.game.Winner;

/** The chief judge changes the result after a protest: a new winner, or annulled. */
public record Amend(Winner winner, boolean annulled, String reason) implements Command {
    public CommandType type() { return CommandType.AMEND; }
}
