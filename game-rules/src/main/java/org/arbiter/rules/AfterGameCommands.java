package org.arbiter.rules;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.arbiter.events.game.*;
import org.arbiter.rules.rulebook.AwardLimits;
import org.arbiter.rules.rulebook.BestMoveVsJudge;
import org.arbiter.rules.rulebook.PenaltyRule;
import org.arbiter.rules.rulebook.Rulebook;

/** After the end: the judge's award (§9 limits, 8.5 penalties), the chief judge's approval, finalize, amend. */
final class AfterGameCommands {

    private AfterGameCommands() {
    }

    static Rejection award(Emitter em, Award award) {
        GameState s = em.state();
        List<String> approvalReasons = new ArrayList<>();
        Rejection rejection = validate(s, award, approvalReasons);
        if (rejection != null) {
            return rejection;
        }
        em.emit(new AwardGiven(new TreeMap<>(award.extra()), new TreeMap<>(award.penalties()),
                !approvalReasons.isEmpty(), List.copyOf(approvalReasons)));
        return null;
    }

    static Rejection approve(Emitter em) {
        GameState s = em.state();
        if (!s.result().awaitingApproval()) {
            return Decider.reject(Errors.NOTHING_TO_APPROVE, "8.4.3", "no award awaits approval");
        }
        em.emit(new AwardApproved(s.result().awardSeq()));
        return null;
    }

    static Rejection finalizeGame(Emitter em) {
        GameState s = em.state();
        if (s.result().awaitingApproval()) {
            return Decider.reject(Errors.APPROVAL_REQUIRED, "8.4.3", "the award awaits the chief judge's approval");
        }
        em.emit(new GameFinalized(em.now));
        return null;
    }

    static Rejection amend(Emitter em, Amend amend) {
        em.emit(new GameAmended(amend.annulled() ? null : amend.winner(), amend.annulled(), amend.reason(), amend.protestId()));
        return null;
    }

    private static boolean multipleOf(BigDecimal value, BigDecimal step) {
        return value.remainder(step).signum() == 0;
    }

    static Rejection validate(GameState s, Award award, List<String> approvalReasons) {
        Rulebook r = s.rulebook();
        AwardLimits limits = r.awardLimits();
        Winner winner = s.result().winner();
        Map<Integer, BigDecimal> extra = award.extra();
        int players = 0;
        for (BigDecimal points : extra.values()) {
            if (points.signum() < 0) {
                // the parser refuses it first (TABLE-API "Commands"); an Award made in code is held to the same shape
                return Decider.reject(Errors.MALFORMED_COMMAND, null, "extra points are positive; a minus is a penalty");
            }
            if (points.signum() > 0) {
                players++;
            }
        }
        if (players > 0 && winner == Winner.DRAW) {
            return Decider.reject(Errors.NO_EXTRAS_AFTER_DRAW, "8.4.6", "no judge's extra points after a draw");
        }
        for (var entry : extra.entrySet()) {
            if (!multipleOf(entry.getValue(), limits.step())) {
                return Decider.reject(Errors.AWARD_STEP, "8.4", entry.getValue() + " is not a multiple of " + limits.step());
            }
        }
        if (limits.maxPlayers() != null && players > limits.maxPlayers()) {
            if (players > limits.maxPlayersWithApproval()) {
                return Decider.reject(Errors.AWARD_TOO_MANY_PLAYERS, "8.4.1",
                        "extra points to at most " + limits.maxPlayers() + " players");
            }
            approvalReasons.add("8.4.1: extra points to " + players + " players");
        }
        for (var entry : extra.entrySet()) {
            int seat = entry.getKey();
            BigDecimal points = entry.getValue();
            if (limits.playerMax() != null && points.compareTo(limits.playerMax()) > 0) {
                return Decider.reject(Errors.AWARD_PLAYER_LIMIT, "CLUB F18", "at most " + limits.playerMax() + " to one player");
            }
            boolean ofWinners = winner != null && winner != Winner.DRAW
                    && s.seating().roleOf(seat).team() == (winner == Winner.RED ? Team.RED : Team.BLACK);
            if (ofWinners && limits.winnerMaxWithApproval() != null) {
                if (points.compareTo(limits.winnerMaxWithApproval()) > 0) {
                    return Decider.reject(Errors.AWARD_PLAYER_LIMIT, "8.4.3",
                            "at most " + limits.winnerMaxWithApproval() + " to a player of the winning team");
                }
                if (points.compareTo(limits.winnerMax()) > 0) {
                    approvalReasons.add("8.4.3: " + points + " to seat " + seat + " of the winning team");
                }
            }
            if (!ofWinners && limits.loserMax() != null && points.compareTo(limits.loserMax()) > 0) {
                return Decider.reject(Errors.AWARD_PLAYER_LIMIT, "8.4.4",
                        "at most " + limits.loserMax() + " to a player of the losing team");
            }
        }
        if (limits.maxTotal() != null) {
            BigDecimal total = BigDecimal.ZERO;
            for (var entry : extra.entrySet()) {
                total = total.add(countedInLimit(s, entry.getKey(), entry.getValue()));
            }
            if (total.compareTo(limits.maxTotalWithApproval()) > 0) {
                return Decider.reject(Errors.AWARD_TOTAL_EXCEEDED, r.ruleset() == Ruleset.RFM ? "6.4.4" : "8.4.2",
                        "extra points " + total + " over the game's limit " + limits.maxTotal());
            }
            if (total.compareTo(limits.maxTotal()) > 0) {
                approvalReasons.add("6.4.4: extra points " + total + " in total");
            }
        }
        if (limits.teamCaps() != null) {
            BigDecimal red = BigDecimal.ZERO;
            BigDecimal black = BigDecimal.ZERO;
            for (var entry : extra.entrySet()) {
                if (s.seating().roleOf(entry.getKey()).team() == Team.RED) {
                    red = red.add(entry.getValue());
                } else {
                    black = black.add(entry.getValue());
                }
            }
            AwardLimits.TeamCaps caps = limits.teamCaps();
            boolean redWon = winner == Winner.RED;
            BigDecimal redCap = redWon ? caps.redWinRed() : caps.blackWinRed();
            BigDecimal blackCap = redWon ? caps.redWinBlack() : caps.blackWinBlack();
            if (red.compareTo(redCap) > 0 || black.compareTo(blackCap) > 0) {
                return Decider.reject(Errors.AWARD_TOTAL_EXCEEDED, redWon ? "CLUB F18" : "CLUB F19",
                        "team caps: red " + red + " of " + redCap + ", black " + black + " of " + blackCap);
            }
        }
        return validatePenalties(s, award.penalties());
    }

    /** §5, §12.8: the judge's points of a player who also has best-move points, as the game's limit counts them. */
    static BigDecimal countedInLimit(GameState s, int seat, BigDecimal judgePoints) {
        BestMoveVsJudge rule = s.rulebook().bestMoveVsJudge();
        if (rule == BestMoveVsJudge.SUM || s.result().bestMove() == null
                || s.result().bestMove().seat() != seat) {
            return judgePoints;
        }
        BigDecimal bestMove = BestMovePoints.of(s);
        if (bestMove.signum() <= 0) {
            return judgePoints;
        }
        if (rule == BestMoveVsJudge.MAX_JUDGE_OUTSIDE_LIMIT) {
            return BigDecimal.ZERO;
        }
        return judgePoints.compareTo(bestMove) > 0 ? judgePoints : BigDecimal.ZERO;
    }

    static Rejection validatePenalties(GameState s, Map<Integer, Penalty> penalties) {
        PenaltyRule rule = s.rulebook().penaltyRule();
        BigDecimal step = s.rulebook().awardLimits().step();
        for (var entry : penalties.entrySet()) {
            int seat = entry.getKey();
            Penalty p = entry.getValue();
            boolean ok = p.points().signum() < 0 && multipleOf(p.points(), step)
                    && (rule.points() == null || rule.points().compareTo(p.points()) == 0)
                    && (rule.clauses().isEmpty() || rule.clauses().contains(p.clause()))
                    && (rule.clauses().isEmpty() || namesPlayerAndOutcome(s, seat, p.clause()));
            if (!ok) {
                String expected = rule.points() == null ? "a negative multiple of " + step
                        : rule.points() + " " + String.join("/", rule.clauses());
                return Decider.reject(Errors.INVALID_PENALTY, rule.clauses().contains("8.5.1") ? "8.5" : "CLUB F17",
                        "penalty " + p.points() + " " + p.clause() + " to seat " + seat + " is not " + expected
                                + " (" + s.rulebook().ruleset() + ")");
            }
        }
        return null;
    }

    /**
     * FIIM 8.5: 8.5.1, 8.5.3 a red player when red lost; 8.5.2 a civilian; 8.5.4 a black player when black lost.
     * Only where the ruleset names its penalty clauses (FIIM); FSM and RFM take any negative multiple of the step
     * under any clause.
     */
    private static boolean namesPlayerAndOutcome(GameState s, int seat, String clause) {
        Role role = s.seating().roleOf(seat);
        return switch (clause) {
            case "8.5.1", "8.5.3" -> role.team() == Team.RED && s.result().winner() == Winner.BLACK;
            case "8.5.2" -> role == Role.CIVILIAN;
            case "8.5.4" -> role.team() == Team.BLACK && s.result().winner() == Winner.RED;
            default -> true;
        };
    }
}
