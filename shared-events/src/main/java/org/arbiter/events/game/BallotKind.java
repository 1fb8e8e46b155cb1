package org.arbiter.events.game;

/**
 * A ballot of the day: the first vote, a re-vote among tied players (4.4.13), or the formal vote of a
 * single candidate from day 2 on, where every player at the table counts for him (4.4.9, 4.4.11).
 */
public enum BallotKind {
    VOTE, REVOTE, SINGLE_CANDIDATE
}
