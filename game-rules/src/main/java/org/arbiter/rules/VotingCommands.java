package org.arbiter.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbiter.events.game.*;

/** The vote, re-votes and the lift-all question (4.4.5–4.4.13). */
final class VotingCommands {

    private VotingCommands() {
    }

    static Rejection vote(Emitter em, Vote vote) {
        GameState s = em.state();
        List<Integer> ballot = s.vote().ballot();
        for (List<Integer> voters : vote.votes().values()) {
            for (int voter : voters) {
                if (!s.seating().isAtTable(voter)) {
                    return Decider.reject(Errors.NOT_AT_TABLE, "4.4.8", voter + " is not at the table");
                }
            }
        }
        for (int candidate : vote.votes().keySet()) {
            if (!ballot.contains(candidate)) {
                return Decider.reject(Errors.NOT_A_CANDIDATE, s.vote().round() > 1 ? "4.4.13" : "4.4.1",
                        candidate + " is not on this ballot");
            }
        }
        int seen = 0;
        for (List<Integer> voters : vote.votes().values()) {
            for (int voter : voters) {
                if (Seats.has(seen, voter)) {
                    return Decider.reject(Errors.DUPLICATE_VOTER, "4.4.8", voter + " votes once");
                }
                seen |= Seats.bit(voter);
            }
        }
        List<Integer> unspent = Seats.list(s.seating().atTable() & ~seen);
        List<CandidateVotes> counts = new ArrayList<>(ballot.size());
        int max = -1;
        for (int i = 0; i < ballot.size(); i++) {
            int candidate = ballot.get(i);
            List<Integer> voters = sorted(vote.votes().getOrDefault(candidate, List.of()));
            List<Integer> defaults = i == ballot.size() - 1 ? unspent : List.of();
            int n = voters.size() + defaults.size();
            counts.add(new CandidateVotes(candidate, voters, defaults, n));
            max = Math.max(max, n);
        }
        List<Integer> leaders = new ArrayList<>();
        for (CandidateVotes c : counts) {
            if (c.votes() == max) {
                leaders.add(c.candidate());
            }
        }
        List<Integer> leaving = leaders.size() == 1 ? List.copyOf(leaders) : List.of();
        List<Integer> tied = leaders.size() > 1 ? List.copyOf(leaders) : List.of();
        int round = s.vote().round();
        em.emit(new VotesCast(s.day(), round, round == 1 ? BallotKind.VOTE : BallotKind.REVOTE, ballot,
                List.copyOf(counts), Seats.list(s.seating().atTable()), leaving, tied));
        if (!leaving.isEmpty()) {
            Flow.departVoted(em, leaving);
        } else {
            Flow.tie(em, tied);
        }
        return null;
    }

    static Rejection liftAll(Emitter em, LiftAll liftAll) {
        GameState s = em.state();
        for (int voter : liftAll.voters()) {
            if (!s.seating().isAtTable(voter)) {
                return Decider.reject(Errors.NOT_AT_TABLE, "4.4.8", voter + " is not at the table");
            }
        }
        int seen = 0;
        for (int voter : liftAll.voters()) {
            if (Seats.has(seen, voter)) {
                return Decider.reject(Errors.DUPLICATE_VOTER, "4.4.8", voter + " votes once");
            }
            seen |= Seats.bit(voter);
        }
        int votesFor = Integer.bitCount(seen);
        int atTable = s.seating().atTableCount();
        boolean passed = votesFor * 2 > atTable;
        em.emit(new LiftAllVoted(s.day(), s.vote().ballot(), Seats.list(seen), votesFor, atTable, passed));
        if (passed) {
            Flow.departVoted(em, s.vote().ballot());
        } else {
            Flow.endOfDay(em);
        }
        return null;
    }

    private static List<Integer> sorted(List<Integer> seats) {
        List<Integer> copy = new ArrayList<>(seats);
        copy.sort(null);
        return List.copyOf(copy);
    }

    static int total(Map<Integer, List<Integer>> votes) {
        return votes.values().stream().mapToInt(List::size).sum();
    }
}
