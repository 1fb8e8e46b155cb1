package org.arbiter.scoring.domain;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.arbiter.events.game.AwardGiven;
import org.arbiter.events.game.BallotKind;
import org.arbiter.events.game.BestMoveMade;
import org.arbiter.events.game.CandidateVotes;
import org.arbiter.events.game.DepartureHow;
import org.arbiter.events.game.GameEndReason;
import org.arbiter.events.game.Penalty;
import org.arbiter.events.game.PlayerLeft;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Team;
import org.arbiter.events.game.VotesCast;
import org.arbiter.events.game.WillMade;
import org.arbiter.events.game.Winner;
import org.arbiter.events.score.PartKind;
import org.arbiter.events.score.ScorePart;
import org.arbiter.rules.rulebook.BestMoveTable;
import org.arbiter.rules.rulebook.ClubNumbers;
import org.arbiter.rules.rulebook.Rulebook;

/**
 * CLUB (004 tail) as docs/rules/CLUB.md §3–§4 assembles a seat: annulled → 2 and nothing else (F15); else win (F1, F2),
 * first-killed (F12), best move (F13, F14), will (F8–F11), wrong vote (F3–F7), best players (F18, F19); a
 * removed red's −1 replaces all of it (F16); the unsporting −1 (F17) adds to everything.
 */
final class ClubScoring implements RulesetScoring {

    private final Rulebook rulebook;
    private final ClubNumbers club;

    ClubScoring(Rulebook rulebook) {
        this.rulebook = rulebook;
        this.club = rulebook.club();
    }

    @Override
    public Map<Integer, List<ScorePart>> parts(GameFacts facts) {
        Map<Integer, List<ScorePart>> parts = new TreeMap<>();
        for (int seat : facts.players().keySet()) {
            parts.put(seat, new ArrayList<>());
        }
        if (facts.annulled) {
            // §3.9 F15: every seat 2 as main, nothing else
            parts.values().forEach(p -> p.add(ScorePart.of(PartKind.WIN, club.annulled(), ClubNumbers.ANNULLED)));
            return parts;
        }
        Winner winner = facts.winner;
        Map<Integer, BigDecimal> wrongVotes = wrongVotes(facts);
        String wrongVoteClause = wrongVoteClause(facts);
        AwardGiven award = facts.countedAward();
        Map<Integer, BigDecimal> extra = award == null || winner == Winner.DRAW ? Map.of() : award.extra();
        for (var entry : parts.entrySet()) {
            int seat = entry.getKey();
            List<ScorePart> seatParts = entry.getValue();
            Team team = facts.team(seat);
            // §3.1 F1, F2
            if ((winner == Winner.RED || winner == Winner.BLACK) && team != null && team.name().equals(winner.name())) {
                seatParts.add(ScorePart.of(PartKind.WIN, rulebook.winPoints(), ClubNumbers.WIN));
            }
            // §3.2 F12: a red first-killed, black won
            if (facts.firstKilled != null && facts.firstKilled == seat && team == Team.RED && winner == Winner.BLACK) {
                seatParts.add(ScorePart.of(PartKind.COMPENSATION, club.firstKilledCompensation(), ClubNumbers.FIRST_KILLED));
            }
            // §3.4 F8: a right will's +0.5 is main
            BigDecimal will = will(facts, seat);
            if (will.signum() > 0) {
                seatParts.add(ScorePart.of(PartKind.COMPENSATION, will, ClubNumbers.WILL));
            }
            // §3.3 F13, F14
            BigDecimal best = bestMove(facts, seat);
            if (best.signum() != 0) {
                seatParts.add(ScorePart.of(PartKind.BEST_MOVE, best, ClubNumbers.BEST_MOVE));
            }
            // §3.8 F18, F19: sum with the best move (RULES §9 "sum")
            BigDecimal judge = extra.getOrDefault(seat, BigDecimal.ZERO);
            if (judge.signum() != 0) {
                seatParts.add(ScorePart.of(PartKind.JUDGE, judge, ClubNumbers.BEST_PLAYERS));
            }
            // §3.4 F9, F10: a wrong will's minus is extra
            if (will.signum() < 0) {
                seatParts.add(ScorePart.of(PartKind.PENALTY, will, ClubNumbers.WILL));
            }
            // §3.5 F3–F7
            BigDecimal wrong = wrongVotes.getOrDefault(seat, BigDecimal.ZERO);
            if (wrong.signum() != 0) {
                seatParts.add(ScorePart.of(PartKind.PENALTY, wrong, wrongVoteClause));
            }
            // §3.6 F16: a removed red's game total is −1, replacing everything above (Choice 16, 17)
            if (facts.removed.contains(seat) && team == Team.RED) {
                seatParts.clear();
                seatParts.add(ScorePart.of(PartKind.DISQUALIFICATION, club.removedRedTotal(), ClubNumbers.REMOVAL));
            }
            // §3.7 F17: the judge's only CLUB penalty, added to everything
            Penalty penalty = award == null ? null : award.penalties().get(seat);
            if (penalty != null && penalty.points().signum() != 0) {
                seatParts.add(ScorePart.of(PartKind.PENALTY, penalty.points(), penalty.clause()));
            }
        }
        return parts;
    }

    /** §3.3: the red first-killed player's best move, by the winner's table; a draw or no winner gives nothing. */
    private BigDecimal bestMove(GameFacts facts, int seat) {
        BestMoveMade move = facts.bestMove;
        if (move == null || move.seat() != seat || !facts.isRed(seat)
                || (facts.winner != Winner.RED && facts.winner != Winner.BLACK)) {
            return BigDecimal.ZERO;
        }
        BestMoveTable table = facts.winner == Winner.BLACK ? rulebook.bestMoveBlackWin() : rulebook.bestMoveRedWin();
        return table.points(move.blacks(), move.targets().size(), facts.roles.get(seat) == Role.SHERIFF,
                move.hintRequested());
    }

    /**
     * §3.4 F8–F11, for a red will-maker (killed on night n ≥ 2 with morning last words, Choice 13): a black
     * named and black won → +0.5; a red named or none (reminded), the next round critical → −0.5 (black won) /
     * −1 (red won); otherwise 0. No will command = none, reminded (Choice 14).
     */
    BigDecimal will(GameFacts facts, int seat) {
        if (!isWillMaker(facts, seat) || !facts.isRed(seat)) {
            return BigDecimal.ZERO;
        }
        Winner winner = facts.winner;
        if (winner != Winner.RED && winner != Winner.BLACK) {
            return BigDecimal.ZERO;
        }
        WillMade will = facts.wills.get(seat);
        Integer target = will == null ? null : will.target();
        boolean reminded = will == null || will.reminded();
        if (target != null && facts.isBlack(target)) {
            return winner == Winner.BLACK ? club.rightWill() : BigDecimal.ZERO;
        }
        if (target == null && !reminded) {
            return BigDecimal.ZERO; // F11
        }
        int night = killedNight(facts, seat);
        if (!isCritical(facts, facts.tableAtDayStart.get(night + 1))) {
            return BigDecimal.ZERO; // F9: the next round is not critical
        }
        return winner == Winner.BLACK ? club.wrongWillBlackWin() : club.wrongWillRedWin();
    }

    private boolean isWillMaker(GameFacts facts, int seat) {
        int night = killedNight(facts, seat);
        return night >= club.willFromNight() && facts.killedWithLastWords.contains(seat);
    }

    private static int killedNight(GameFacts facts, int seat) {
        for (PlayerLeft left : facts.departures) {
            if (left.seat() == seat && left.how() == DepartureHow.KILLED && left.night() != null) {
                return left.night();
            }
        }
        return -1;
    }

    /** Critical: reds = blacks + 1 at the table (Choice 5, 12). */
    private static boolean isCritical(GameFacts facts, Set<Integer> table) {
        if (table == null) {
            return false;
        }
        long blacks = table.stream().filter(facts::isBlack).count();
        long reds = table.size() - blacks;
        return reds == blacks + 1;
    }

    /** W3: the clause of the judged ballot: four players → F4, else F3. */
    private String wrongVoteClause(GameFacts facts) {
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
    Map<Integer, BigDecimal> wrongVotes(GameFacts facts) {
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
