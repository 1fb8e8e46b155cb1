package org.arbiter.rules;

import java.util.List;
import org.arbiter.events.game.SpeechKind;

/**
 * Floor and speech: who speaks, for how long, in which order, and who is still owed or due a speech.
 *
 * @param speaker who has the floor, 0 for nobody
 * @param speechKind the kind of the current speech, or null
 * @param seconds the current speech's seconds
 * @param speakingOrder today's discussion order (4.3.2)
 * @param discussionIndex index in speakingOrder of the current or last discussion speaker, -1 before the first
 * @param lastOpener who opened the last day, 0 before day 1
 * @param tieQueue tie speeches still to come
 * @param lastWordsQueue last words still to come
 * @param finalLastWords players voted out by the deciding vote, still speaking (7.12)
 * @param owesLostSpeech players owing a lost speech after their 3rd foul (6.4)
 * @param willsMade players who made a will (CLUB)
 */
public record Floor(int speaker, SpeechKind speechKind, int seconds, List<Integer> speakingOrder, int discussionIndex,
        int lastOpener, List<Integer> tieQueue, List<Integer> lastWordsQueue, int finalLastWords, int owesLostSpeech,
        int willsMade) {

    static final Floor EMPTY = new Floor(0, null, 0, List.of(), -1, 0, List.of(), List.of(), 0, 0, 0);

    /** Nobody speaks; the queues stay. */
    Floor silent() {
        return new Floor(0, null, 0, speakingOrder, discussionIndex, lastOpener, tieQueue, lastWordsQueue,
                finalLastWords, owesLostSpeech, willsMade);
    }

    Floor nightFalls() {
        return new Floor(0, null, 0, speakingOrder, discussionIndex, lastOpener, List.of(), lastWordsQueue,
                finalLastWords, owesLostSpeech, willsMade);
    }

    Floor dayBreaks(int opener, List<Integer> order) {
        return new Floor(0, null, 0, order, -1, opener, List.of(), lastWordsQueue, finalLastWords, owesLostSpeech,
                willsMade);
    }

    /** {@code seat} takes the floor: a discussion speech pays a lost speech owed; a queued speech leaves its queue. */
    Floor speaking(int seat, SpeechKind kind, int seconds) {
        return switch (kind) {
            case DISCUSSION -> new Floor(seat, kind, seconds, speakingOrder, speakingOrder.indexOf(seat), lastOpener,
                    tieQueue, lastWordsQueue, finalLastWords, owesLostSpeech & ~Seats.bit(seat), willsMade);
            case TIE -> new Floor(seat, kind, seconds, speakingOrder, discussionIndex, lastOpener,
                    Lists.minus(tieQueue, seat), lastWordsQueue, finalLastWords, owesLostSpeech, willsMade);
            case LAST_WORDS -> new Floor(seat, kind, seconds, speakingOrder, discussionIndex, lastOpener, tieQueue,
                    Lists.minus(lastWordsQueue, seat), finalLastWords, owesLostSpeech, willsMade);
        };
    }

    Floor withTieSpeeches(List<Integer> tied) {
        return new Floor(speaker, speechKind, seconds, speakingOrder, discussionIndex, lastOpener, tied,
                lastWordsQueue, finalLastWords, owesLostSpeech, willsMade);
    }

    Floor withLostSpeechOwed(int seat) {
        return new Floor(speaker, speechKind, seconds, speakingOrder, discussionIndex, lastOpener, tieQueue,
                lastWordsQueue, finalLastWords, owesLostSpeech | Seats.bit(seat), willsMade);
    }

    /** {@code seat} left the table: he owes no speech; with last words he joins their queue. */
    Floor withDeparture(int seat, boolean lastWords) {
        return new Floor(speaker, speechKind, seconds, speakingOrder, discussionIndex, lastOpener, tieQueue,
                lastWords ? Lists.plus(lastWordsQueue, seat) : lastWordsQueue, finalLastWords,
                owesLostSpeech & ~Seats.bit(seat), willsMade);
    }

    /** {@code seat} is removed: no speech of his is still to come, and he loses the floor. */
    Floor withRemoval(int seat) {
        Floor f = new Floor(speaker, speechKind, seconds, speakingOrder, discussionIndex, lastOpener,
                Lists.minus(tieQueue, seat), Lists.minus(lastWordsQueue, seat), finalLastWords & ~Seats.bit(seat),
                owesLostSpeech, willsMade);
        return speaker == seat ? f.silent() : f;
    }

    Floor withWill(int by) {
        return new Floor(speaker, speechKind, seconds, speakingOrder, discussionIndex, lastOpener, tieQueue,
                lastWordsQueue, finalLastWords, owesLostSpeech, willsMade | Seats.bit(by));
    }

    /** The game ends: only the deciding vote's players still speak (7.12). */
    Floor gameEnds(int finalLastWords) {
        return new Floor(0, null, 0, speakingOrder, discussionIndex, lastOpener, List.of(), List.of(), finalLastWords,
                owesLostSpeech, willsMade);
    }
}
