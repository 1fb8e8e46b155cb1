package org.arbiter.game.store;

import java.util.List;

/**
 * What a new game of a tournament is checked against, read in one round trip ({@link TournamentStore#forGame}).
 *
 * @param createdBy    the organiser who registered the tournament
 * @param organisers   the co-organisers named
 * @param chiefJudges  the chief judges named
 * @param unregistered the game's players the tournament has not registered, in the order given
 */
public record TournamentForGame(String createdBy, List<String> organisers, List<String> chiefJudges,
        List<String> unregistered) {
}
