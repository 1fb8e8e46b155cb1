package org.arbiter.events.game;

import java.util.List;
import org.arbiter.events.EventType;

/**
 * A ballot's count (4.4.8–4.4.12).
 *
 * @param day        the day
 * @param round      1 the day's vote, 2+ a re-vote
 * @param kind       vote, re-vote, or the formal vote of a single candidate from day 2 on
 * @param candidates the ballot in voting order
 * @param counts     per candidate, in ballot order, default votes (4.4.9) included
 * @param atTable    the players at the table, who are the voters
 * @param leaving    the seat leaving by this ballot (empty on a tie)
 * @param tied       the tied seats, in ballot order (empty unless a tie)
 */
@EventType("VotesCast")
public record VotesCast(int day, int round, BallotKind kind, List<Integer> candidates, List<CandidateVotes> counts,
        List<Integer> atTable, List<Integer> leaving, List<Integer> tied) implements GameEvent {
}
