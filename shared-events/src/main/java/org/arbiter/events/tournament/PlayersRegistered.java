package org.arbiter.events.tournament;

import java.util.List;
import org.arbiter.events.EventType;

/** Players registered after the tournament was created: one, or a whole CSV import at once. */
@EventType("PlayersRegistered")
public record PlayersRegistered(List<TournamentCreated.RegisteredPlayer> players) implements TournamentEvent {
}
