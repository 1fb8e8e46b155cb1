package org.arbiter.events.game;

import org.arbiter.events.EventType;

/** {@code seat} has the floor for {@code seconds} (0: a lost speech, 6.4; 30: tie speech or 3–4 players). */
@EventType("SpeechStarted")
public record SpeechStarted(int day, int seat, SpeechKind kind, int seconds) implements GameEvent {
}
