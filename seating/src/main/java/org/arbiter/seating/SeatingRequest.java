package org.arbiter.seating;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What the organiser asks for one stage: the registered players (their ids, in registration order), how many games
 * each plays, the pairs that must never share a table, and what to do when the players do not fill whole tables.
 *
 * @param players the stage's registered players, distinct ids
 * @param gamesPerPlayer how many games every registered player plays (at least 1)
 * @param separated pairs of registered players who never sit at one table (club mates, family)
 * @param filling byes or substitutes when the seats are not a multiple of ten; irrelevant when they are
 * @param seed the seed of the random start and of the solver: the same request gives the same schedule under a
 *     step-bounded solve
 */
public record SeatingRequest(List<String> players, int gamesPerPlayer, List<SeparatedPair> separated, Filling filling,
        long seed) {

    public static final int SEATS_PER_TABLE = 10;

    public SeatingRequest {
        players = List.copyOf(players);
        separated = List.copyOf(separated);
        Objects.requireNonNull(filling, "filling");
        if (gamesPerPlayer < 1) {
            throw new IllegalArgumentException("games per player must be at least 1, not " + gamesPerPlayer);
        }
        Set<String> registered = new HashSet<>();
        for (String player : players) {
            if (!registered.add(player)) {
                throw new IllegalArgumentException("player " + player + " is registered twice");
            }
        }
        for (SeparatedPair pair : separated) {
            for (String player : List.of(pair.first(), pair.second())) {
                if (!registered.contains(player)) {
                    throw new IllegalArgumentException("separated player " + player + " is not registered");
                }
            }
        }
        if (filling instanceof Filling.Substitutes substitutes) {
            for (String substitute : substitutes.substitutes()) {
                if (registered.contains(substitute)) {
                    throw new IllegalArgumentException("substitute " + substitute + " is a registered player");
                }
            }
        }
    }

    /** Two registered players who must never share a table. */
    public record SeparatedPair(String first, String second) {
        public SeparatedPair {
            if (first.equals(second)) {
                throw new IllegalArgumentException("a player cannot be separated from himself: " + first);
            }
        }
    }

    /** The organiser's choice when the registered players do not fill whole tables every round. */
    public sealed interface Filling {
        /**
         * Fewer tables than players / 10 in a round: some players sit out (a bye); every player sits out the same
         * number of rounds, and the stage gets as many extra rounds as that needs. Requires players × games to be a
         * multiple of ten (otherwise some table would be short).
         */
        record Byes() implements Filling {
        }

        /**
         * Every registered player plays every round; the seats left over at the last tables are taken by these
         * extra players, who are not scored and are never counted in the quality report. Each substitute plays at
         * most once a round, so at least (10 - players mod 10) of them are needed.
         */
        record Substitutes(List<String> substitutes) implements Filling {
            public Substitutes {
                substitutes = List.copyOf(substitutes);
                if (new HashSet<>(substitutes).size() != substitutes.size()) {
                    throw new IllegalArgumentException("a substitute is listed twice: " + substitutes);
                }
            }
        }
    }
}
