package org.arbiter.rating.projection;

import java.util.List;
import org.arbiter.events.game.Ruleset;
import org.arbiter.rating.domain.StandingRow;
import org.arbiter.rating.domain.Standings;

/**
 * One version of a tournament's standings: the REST snapshot and each SSE message (its id is {@code version}).
 *
 * @param tournamentId the tournament
 * @param version      1, 2, 3 ... one per change of the table; 0 before anything was counted
 * @param change       what produced this version
 * @param standings    the table
 */
public record StandingsMessage(String tournamentId, long version, Change change, Table standings) {

    /**
     * @param cause        game-scores, table-events or tournament-events
     * @param gameId       the game whose sheet or events changed the table, if any
     * @param sheetVersion the sheet's version (its last event seq), for game-scores
     * @param games        every game whose input went into this version (several when they arrived together)
     */
    public record Change(String cause, String gameId, Long sheetVersion, List<String> games) {
    }

    /** The table without its version: what is compared to tell whether anything changed. */
    public record Table(String name, Ruleset ruleset, int games, Integer b, boolean compensationApplies,
            boolean compensationProvisional, Standings.KPart k, List<StandingRow> rows) {

        public static Table of(Standings s) {
            return new Table(s.name(), s.ruleset(), s.games(), s.b(), s.compensationApplies(),
                    s.compensationProvisional(), s.k(), s.rows());
        }
    }

    public static StandingsMessage empty(String tournamentId) {
        return new StandingsMessage(tournamentId, 0, null, new Table(null, null, 0, null, false, false, null, List.of()));
    }
}
