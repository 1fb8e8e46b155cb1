package org.arbiter.rating.board;

import java.time.Instant;
import java.util.List;

/**
 * One message of the live board's feed: first a {@code snapshot} (every table of the board), then each
 * {@code change} (the rows that changed, whole). A client replaces a row by its {@code gameId}.
 *
 * @param tournamentId     the tournament
 * @param stage            the board's stage, or null for every stage
 * @param round            the board's round, or null for every round of the stage
 * @param version          the board's version: one more at each change; a snapshot carries the version it shows
 * @param kind             {@code snapshot} or {@code change}
 * @param at               the server's time when the message was made (a client's clock can be set against it)
 * @param idleAfterSeconds the threshold past which a table without a command is flagged {@code idle}
 * @param rows             the rows, by round, table number and game id
 */
public record BoardMessage(String tournamentId, String stage, Integer round, long version, String kind, Instant at,
        long idleAfterSeconds, List<BoardRow> rows) {

    public static final String SNAPSHOT = "snapshot";
    public static final String CHANGE = "change";
}
