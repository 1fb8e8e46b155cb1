package org.arbiter.events.tournament;

import java.util.List;
import org.arbiter.events.EventType;

/**
 * The tournament's staff after a naming: the co-organisers and the chief judges the organiser named (usernames, in
 * order), each event the whole staff so far. The organiser who registered the tournament is the TournamentCreated's
 * actor. A chief judge decides protests and approvals only in the tournaments that name him.
 */
@EventType("TournamentStaffNamed")
public record TournamentStaffNamed(List<String> organisers, List<String> chiefJudges) implements TournamentEvent {

    public TournamentStaffNamed {
        organisers = organisers == null ? List.of() : List.copyOf(organisers);
        chiefJudges = chiefJudges == null ? List.of() : List.copyOf(chiefJudges);
    }
}
