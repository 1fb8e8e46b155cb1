package org.arbiter.rules;

import org.arbiter.events.game.SpeechKind;
import org.arbiter.rules.rulebook.RemovalPolicy;

/**
 * Which day's vote the removal of a player at the table cancels (docs/rules/RULES.md §7, §12.3–12.5). The cases of
 * the killed player removed at night and of a player removed in his own last words are decided before
 * (they cancel nothing in either policy).
 */
final class RemovalPolicies {

    /** The day whose vote is cancelled and the clause, or null. */
    record Cancellation(int day, String clause) {
    }

    private RemovalPolicies() {
    }

    static Cancellation voteToCancel(GameState s, int removedSeat) {
        return s.rulebook().removalPolicy() == RemovalPolicy.RFM ? rfm(s, removedSeat) : fiim(s);
    }

    /** 004 7.1: the nearest or current vote; 7.2: after a vote's result is known, the next day's. */
    private static Cancellation fiim(GameState s) {
        return switch (s.phase()) {
            case NIGHT -> new Cancellation(s.night() + 1, "7.1");
            case DAY, VOTING, REVOTE, TIE_SPEECHES, LIFT_ALL -> new Cancellation(s.day(), "7.1");
            case LAST_WORDS -> inMorning(s) ? new Cancellation(s.day(), "7.1") : new Cancellation(s.day() + 1, "7.2");
            default -> null;
        };
    }

    /**
     * 003 5.7.3: the discussion or a vote before its result is known cancels that day's vote; any night
     * sub-phase, or after the result is known, keeps it; another player removed in a killed player's
     * morning last words cancels the nearest vote (§12.4).
     */
    private static Cancellation rfm(GameState s, int removedSeat) {
        return switch (s.phase()) {
            case NIGHT -> null;
            case DAY -> resultKnownInDiscussion(s, removedSeat) ? null : new Cancellation(s.day(), "5.7.3");
            case VOTING, REVOTE, TIE_SPEECHES, LIFT_ALL -> new Cancellation(s.day(), "5.7.3");
            case LAST_WORDS -> inMorning(s) ? new Cancellation(s.day(), "5.7.3") : null;
            default -> null;
        };
    }

    /** 003: the last speaker of day 2+ made the only nomination; that candidate surely leaves. */
    static boolean resultKnownInDiscussion(GameState s, int removedSeat) {
        if (s.day() < 2 || s.floor().speechKind() != SpeechKind.DISCUSSION) {
            return false;
        }
        boolean lastSpeaker = !Flow.speakerAfterCurrent(s, removedSeat);
        boolean speakerNominated = s.vote().nominationBy(s.floor().speaker()) != null;
        return lastSpeaker && speakerNominated && Flow.candidatesAtTable(s).size() == 1
                && !Flow.candidatesAtTable(s).contains(removedSeat);
    }

    /** Last words in the morning: the speaker was killed at night. */
    static boolean inMorning(GameState s) {
        return s.seating().killedAtNight(s.floor().speaker());
    }
}
