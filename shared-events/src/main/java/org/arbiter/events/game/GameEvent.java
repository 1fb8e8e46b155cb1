package org.arbiter.events.game;

import org.arbiter.events.EventPayload;

/** Every event of a game's stream (key: gameId). */
public sealed interface GameEvent extends EventPayload permits GameCreated {
}
