package org.arbiter.rating.domain;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;

/**
 * What the regulations say that the standings need: the ruleset, the games per player of each stage (B of 8.6.1)
 * and the registered players (N ≤ 20 of 8.7).
 *
 * @param tournamentId   the tournament
 * @param name           its name
 * @param ruleset        the ruleset; CLUB has its own first-killed compensation and no 8.6/8.7 (docs/rules/CLUB.md)
 * @param gamesPerPlayer stage → games each player plays there, in the regulations' order
 * @param players        registered players: id → nickname
 * @param lotSeed        the seed of the 8.8.5 lot (the TournamentCreated event's id)
 */
public record TournamentPlan(String tournamentId, String name, Ruleset ruleset, Map<Stage, Integer> gamesPerPlayer,
        Map<String, String> players, String lotSeed) {

    public TournamentPlan {
        Objects.requireNonNull(tournamentId, "tournamentId");
        gamesPerPlayer = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(gamesPerPlayer));
        players = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(players));
    }

    /** A tournament whose regulations this service has not received (yet): no B, no K, lot seeded by its id. */
    public static TournamentPlan unknown(String tournamentId) {
        return new TournamentPlan(tournamentId, null, null, Map.of(), Map.of(), tournamentId);
    }

    public boolean known() {
        return ruleset != null;
    }

    /** 8.6 and 8.7 are 004's FIIM clauses; CLUB scores its own compensation per game (docs/rules/CLUB.md F12). */
    public boolean usesCompensationAndK() {
        return known() && ruleset != Ruleset.CLUB;
    }

    /** Whether the regulations are known and register every one of these players. */
    public boolean registers(java.util.Collection<String> playerIds) {
        return known() && players.keySet().containsAll(playerIds);
    }

    /** The stages of the regulations in order. */
    public List<Stage> stages() {
        return List.copyOf(gamesPerPlayer.keySet());
    }
}
