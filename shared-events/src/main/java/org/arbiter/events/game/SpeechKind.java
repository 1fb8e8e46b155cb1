package org.arbiter.events.game;

/** A regular discussion speech (4.3), a tie speech (4.4.13) or last words (4.4.14, 4.5.4). */
public enum SpeechKind {
    DISCUSSION, TIE, LAST_WORDS
}
