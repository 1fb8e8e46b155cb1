package org.arbiter.events.game;

import java.util.List;

/**
 * One candidate's count on a ballot.
 *
 * @param candidate      the candidate's seat
 * @param voters         the seats whose hands went up for him
 * @param defaultVoters  the seats that did not vote and are counted for the last candidate (4.4.9)
 * @param votes          voters + defaultVoters
 */
public record CandidateVotes(int candidate, List<Integer> voters, List<Integer> defaultVoters, int votes) {
}
