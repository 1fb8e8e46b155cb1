package org.arbiter.events.protest;

import java.time.Instant;
import org.arbiter.events.EventType;

/**
 * A protest against a game's result was filed (8.9, seed numbering 8.7.1): by a player of the game or by
 * the table's judge, within 10 minutes after the game ended. The envelope's {@code occurredAt} is when it
 * was filed, its {@code actor} who filed it. Stream: see {@link ProtestEvent}.
 *
 * @param protestId    the protest's id (a UUID), unique across games
 * @param tournamentId the game's tournament, or null for a friendly game
 * @param filedBy      who filed it: the token subject (preferred_username), a seat's playerId or the judge
 * @param seat         the filer's seat, or null when the table's judge filed it
 * @param text         the protest as written
 * @param gameEndedAt  when the game ended (GameEnded.endedAt): the 10 minutes run from here
 */
@EventType("ProtestFiled")
public record ProtestFiled(
        String protestId,
        String tournamentId,
        String filedBy,
        Integer seat,
        String text,
        Instant gameEndedAt) implements ProtestEvent {
}
