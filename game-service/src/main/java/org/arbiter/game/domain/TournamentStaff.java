package org.arbiter.game.domain;

import java.util.List;
import java.util.Set;
import org.arbiter.game.store.TournamentCheck;
import org.arbiter.game.store.TournamentStore;

/**
 * Who runs a tournament (docs/organiser.md "Who"): the organiser who registered it, the co-organisers and the chief
 * judges he named. Being named is not enough: the realm role is checked at each request too. A friendly game has no
 * tournament: any organiser or chief judge is its staff.
 *
 * @param createdBy   the organiser who registered the tournament, or null for a friendly game
 * @param organisers  the co-organisers named
 * @param chiefJudges the chief judges named
 */
public record TournamentStaff(String createdBy, Set<String> organisers, Set<String> chiefJudges) {

    /** A friendly game's: no tournament, the realm role alone decides. */
    static final TournamentStaff FRIENDLY = new TournamentStaff(null, Set.of(), Set.of());

    public TournamentStaff {
        organisers = Set.copyOf(organisers);
        chiefJudges = Set.copyOf(chiefJudges);
    }

    /** The staff a tournament's check read ({@link TournamentStore#checked}). */
    static TournamentStaff of(TournamentCheck tournament) {
        return new TournamentStaff(tournament.createdBy(), tournament.organisers(), tournament.chiefJudges());
    }

    boolean friendly() {
        return createdBy == null;
    }

    /** The caller organises it: an organiser who registered it or is named a co-organiser. */
    boolean organisedBy(Caller caller) {
        return caller.has(Caller.ORGANISER) && (friendly() || caller.subject().equals(createdBy)
                || organisers.contains(caller.subject()));
    }

    /** The caller is its chief judge: a chief judge it names. */
    boolean chiefJudge(Caller caller) {
        return caller.has(Caller.CHIEF_JUDGE) && (friendly() || chiefJudges.contains(caller.subject()));
    }

    /** The staff as the API shows it. */
    public record Named(String createdBy, List<String> organisers, List<String> chiefJudges) {
    }
}
