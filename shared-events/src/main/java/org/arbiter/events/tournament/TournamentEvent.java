package org.arbiter.events.tournament;

import org.arbiter.events.EventPayload;

/** Every event of a tournament's stream (key: tournamentId). */
public sealed interface TournamentEvent extends EventPayload permits TournamentCreated, PlayersRegistered, TournamentStaffNamed {
}
