package org.arbiter.events.protest;

import org.arbiter.events.EventPayload;

/**
 * Every event of a game's protest stream (8.9), on the topic {@code protest-events}, key gameId.
 *
 * <p>The envelope of a protest event has {@code gameId} set to the game protested and {@code seq} = the
 * position in that game's <em>protest</em> stream (1, 2, 3 ... per game, counted by protocol-service,
 * which owns the stream). That stream is not the game's table-events stream: a consumer of both keeps its
 * position per topic and gameId. {@code actor} is the token subject of who filed or decided.
 */
public sealed interface ProtestEvent extends EventPayload permits ProtestFiled, ProtestDecided {

    /** The protest this event is about. */
    String protestId();
}
