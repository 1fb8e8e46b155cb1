package org.arbiter.rules;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.game.CandidateVotes;

/**
 * The day's vote: nominations, the ballot and its round, the last ballot's counts, and the cancelled votes.
 *
 * @param nominations today's nominations in order (4.4.5)
 * @param ballot the candidates of the current ballot or tie
 * @param round 1 the day's vote, 2+ re-votes
 * @param votes the counts of today's last ballot (4.4.8–4.4.9), empty before a vote
 * @param cancelledVotes days whose vote a removal cancelled (§7)
 */
public record DayVote(List<Nomination> nominations, List<Integer> ballot, int round, List<CandidateVotes> votes,
        List<Integer> cancelledVotes) {

    static final DayVote NONE = new DayVote(List.of(), List.of(), 0, List.of(), List.of());

    /** Today's candidates in nomination order. */
    public List<Integer> candidates() {
        List<Integer> candidates = new ArrayList<>(nominations.size());
        for (Nomination n : nominations) {
            candidates.add(n.target());
        }
        return List.copyOf(candidates);
    }

    /** {@code by}'s nomination today, or null. */
    public Nomination nominationBy(int by) {
        for (Nomination n : nominations) {
            if (n.by() == by) {
                return n;
            }
        }
        return null;
    }

    /** Night falls: the day's nominations, ballot and counts go. */
    DayVote nightFalls() {
        return new DayVote(List.of(), List.of(), 0, List.of(), cancelledVotes);
    }

    /** Morning: no nomination or ballot yet. */
    DayVote dayBreaks() {
        return new DayVote(List.of(), List.of(), 0, votes, cancelledVotes);
    }

    DayVote withNomination(Nomination n) {
        return new DayVote(Lists.plus(nominations, n), ballot, round, votes, cancelledVotes);
    }

    DayVote withdrawnBy(int by) {
        return new DayVote(nominations.stream().filter(n -> n.by() != by).toList(), ballot, round, votes,
                cancelledVotes);
    }

    DayVote withBallot(List<Integer> candidates, int round) {
        return new DayVote(nominations, candidates, round, votes, cancelledVotes);
    }

    DayVote withVotes(List<CandidateVotes> counts) {
        return new DayVote(nominations, ballot, round, counts, cancelledVotes);
    }

    DayVote withCancelled(int day) {
        List<Integer> days = new ArrayList<>(cancelledVotes);
        days.add(day);
        days.sort(null);
        return new DayVote(nominations, ballot, round, votes, List.copyOf(days));
    }
}
