package org.arbiter.events.game;

import java.util.List;
import org.arbiter.events.EventType;

/** A game was set up: its table, ruleset, options and the ten players (docs/rules/TABLE-API.md "Creating a game"). */
@EventType("GameCreated")
public record GameCreated(
        String tournamentId,
        Stage stage,
        Integer tableNo,
        Integer gameNo,
        Ruleset ruleset,
        GameOptions options,
        List<SeatedPlayer> players,
        String judge) implements GameEvent {
}
