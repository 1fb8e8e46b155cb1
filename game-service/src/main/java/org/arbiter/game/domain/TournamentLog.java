package org.arbiter.game.domain;

import java.util.List;

/**
 * A tournament's audit log: the entries of its games' logs ({@link GameLog}) that pass the filter, by time, then
 * table, game and seq; a page of them.
 *
 * @param tournamentId the tournament
 * @param table        the table filter, or null
 * @param judge        the judge filter (the games' judge), or null
 * @param types        the event types kept, empty for all
 * @param offset       entries skipped before this page
 * @param entries      the page
 * @param more         entries follow this page
 */
public record TournamentLog(String tournamentId, Integer table, String judge, List<String> types, int offset,
        List<GameLog.Entry> entries, boolean more) {
}
