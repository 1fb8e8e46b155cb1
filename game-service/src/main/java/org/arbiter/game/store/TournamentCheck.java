package org.arbiter.game.store;

import java.util.List;
import java.util.Set;

/**
 * A tournament's staff and which of some players it has not registered, read in one round trip
 * ({@link TournamentStore#checked}): what a command's rights and a new game are checked against.
 *
 * @param createdBy    the organiser who registered the tournament
 * @param organisers   the co-organisers named
 * @param chiefJudges  the chief judges named
 * @param unregistered the players asked about that the tournament has not registered, in the order given
 */
public record TournamentCheck(String createdBy, Set<String> organisers, Set<String> chiefJudges, List<String> unregistered) {
}
