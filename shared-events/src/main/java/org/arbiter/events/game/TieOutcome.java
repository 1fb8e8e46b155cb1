package org.arbiter.events.game;

/** What follows a tie (4.4.13): tie speeches and a re-vote, the lift-all question, or nobody leaves (7.6, 7.10). */
public enum TieOutcome {
    TIE_SPEECHES, LIFT_ALL, NO_LIFT_ALL
}
