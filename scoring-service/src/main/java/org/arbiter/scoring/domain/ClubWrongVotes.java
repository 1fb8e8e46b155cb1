package org.arbiter.scoring.domain;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.events.game.BallotKind;
import org.arbiter.events.game.CandidateVotes;
import org.arbiter.events.game.DepartureHow;
import org.arbiter.events.game.GameEndReason;
import org.arbiter.events.game.PlayerLeft;
import org.arbiter.events.game.VotesCast;
import org.arbiter.events.game.Winner;
import org.arbiter.rules.rulebook.ClubNumbers;

/**
 * docs/rules/CLUB.md §3.5 (F3–F7), the wrong votes: when black's win was decided at the table, the red players who voted a
 * red out on the judged ballot lose points (W1–W4), except who voted after the result was known with a black after
 * him (E1) and who voted black on the ballot whose tie made an all-red shoot-out (E2). {@link ClubScoring} adds
 * them to the sheet.
 */
final class ClubWrongVotes {

    private ClubWrongVotes() {
    }

    /** Critical: reds = blacks + 1 at the table (Choice 5, 12). */
    static boolean isCritical(GameFacts facts, Set<Integer> table) {
        if (table == null) {
            return false;
        }
        long blacks = table.stream().filter(facts::isBlack).count();
        long reds = table.size() - blacks;
        return reds == blacks + 1;
    }

    /** W3: the clause of the judged ballot: four players → F4, else F3. */
    static String clause(GameFacts facts) {
        VotesCast ballot = judgedBallot(facts);
        return ballot != null && ballot.atTable().size() == 4 ? ClubNumbers.WRONG_VOTE_FOUR : ClubNumbers.WRONG_VOTE_CRITICAL;
    }

    /**
     * W1, W2: black won at the table by a vote or a night kill, and that win still stands (Choice 8, 20); the
     * deciding day is that vote's day, or day n for a win at night n; its last ballot, unless a removal cancelled
     * that day's vote (Choice 4). Null: no ballot is judged.
     */
    static VotesCast judgedBallot(GameFacts facts) {
        if (facts.ended == null || facts.ended.winner() != Winner.BLACK || facts.ended.reason() != GameEndReason.BLACK_PARITY
                || facts.winner != Winner.BLACK || facts.annulled) {
            return null;
        }
        PlayerLeft deciding = facts.decidingDeparture;
        if (deciding == null) {
            return null;
        }
        int day;
        if (deciding.how() == DepartureHow.VOTED && deciding.day() != null) {
            day = deciding.day();
        } else if (deciding.how() == DepartureHow.KILLED && deciding.night() != null) {
            day = deciding.night();
        } else {
            return null; // a removal gave the win
        }
        if (facts.cancelledDays.contains(day)) {
            return null;
        }
        VotesCast last = null;
        for (VotesCast ballot : facts.ballots) {
            if (ballot.day() == day) {
                last = ballot;
            }
        }
        return last;
    }

    /** §3.5 W3, W4 with the exceptions E1 (F6) and E2 (F7): seat → minus. */
    static Map<Integer, BigDecimal> minus(GameFacts facts, ClubNumbers club) {
        VotesCast ballot = judgedBallot(facts);
        Map<Integer, BigDecimal> minus = new HashMap<>();
        if (ballot == null) {
            return minus;
        }
        BigDecimal points;
        if (ballot.atTable().size() == 4) {
            points = club.wrongVoteFour();
        } else if (isCritical(facts, Set.copyOf(ballot.atTable()))
                || facts.decidingDeparture.how() == DepartureHow.VOTED) {
            points = club.wrongVoteCritical();
        } else {
            return minus; // Choice 5: 6 or 8 players, the kill after it gave the win
        }
        List<CandidateVotes> counts = ballot.counts();
        int decisive = decisiveIndex(ballot);
        boolean blackAfterDecisive = decisive >= 0
                && counts.subList(decisive + 1, counts.size()).stream().anyMatch(c -> facts.isBlack(c.candidate()));
        boolean allRedShootOut = ballot.kind() == BallotKind.REVOTE
                && ballot.candidates().stream().allMatch(facts::isRed);
        Map<Integer, Integer> before = allRedShootOut ? candidateOfVoter(previousBallot(facts, ballot)) : Map.of();
        for (int i = 0; i < counts.size(); i++) {
            CandidateVotes count = counts.get(i);
            if (!facts.isRed(count.candidate())) {
                continue;
            }
            for (int voter : votersOf(count)) {
                if (!facts.isRed(voter)) {
                    continue;
                }
                if (decisive >= 0 && i > decisive && blackAfterDecisive) {
                    continue; // E1, F6: he had not voted when the result was known, and a black came after
                }
                Integer earlier = before.get(voter);
                if (allRedShootOut && earlier != null && facts.isBlack(earlier)) {
                    continue; // E2, F7: he voted black on the ballot whose tie made this all-red shoot-out
                }
                minus.put(voter, points);
            }
        }
        return minus;
    }

    /**
     * §2 "decisive hands": for a ballot that sent exactly one player out, the smallest index i ≥ index(L) with
     * n(L) > N − (n(c1)+…+n(ci)) and n(L) > n(cm) for every m ≤ i, m ≠ index(L); −1 otherwise.
     */
    static int decisiveIndex(VotesCast ballot) {
        if (ballot.leaving().size() != 1) {
            return -1;
        }
        int leaving = ballot.leaving().getFirst();
        List<CandidateVotes> counts = ballot.counts();
        int index = -1;
        for (int i = 0; i < counts.size(); i++) {
            if (counts.get(i).candidate() == leaving) {
                index = i;
            }
        }
        if (index < 0) {
            return -1;
        }
        int voters = ballot.atTable().size();
        int leaderVotes = counts.get(index).votes();
        int counted = 0;
        int bestOther = 0;
        for (int i = 0; i < counts.size(); i++) {
            counted += counts.get(i).votes();
            if (i != index) {
                bestOther = Math.max(bestOther, counts.get(i).votes());
            }
            if (i >= index && leaderVotes > voters - counted && leaderVotes > bestOther) {
                return i;
            }
        }
        return -1;
    }

    private static List<Integer> votersOf(CandidateVotes count) {
        List<Integer> voters = new ArrayList<>(count.voters());
        voters.addAll(count.defaultVoters());
        return voters;
    }

    private static VotesCast previousBallot(GameFacts facts, VotesCast ballot) {
        VotesCast previous = null;
        for (VotesCast b : facts.ballots) {
            if (b == ballot) {
                return previous;
            }
            if (b.day() == ballot.day()) {
                previous = b;
            }
        }
        return null;
    }

    private static Map<Integer, Integer> candidateOfVoter(VotesCast ballot) {
        Map<Integer, Integer> candidateOf = new HashMap<>();
        if (ballot != null) {
            for (CandidateVotes count : ballot.counts()) {
                votersOf(count).forEach(voter -> candidateOf.put(voter, count.candidate()));
            }
        }
        return candidateOf;
    }
}
