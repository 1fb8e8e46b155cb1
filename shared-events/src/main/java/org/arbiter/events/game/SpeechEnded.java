package org.arbiter.events.game;

import org.arbiter.events.EventType;

/** The judge ended {@code seat}'s speech ("пас", "спасибо", or time; 4.3.5). */
@EventType("SpeechEnded")
public record SpeechEnded(int day, int seat, SpeechKind kind) implements GameEvent {
}
