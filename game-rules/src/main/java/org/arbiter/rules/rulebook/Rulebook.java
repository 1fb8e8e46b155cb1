package org.arbiter.rules.rulebook;

import java.math.BigDecimal;
import org.arbiter.events.game.Ruleset;

/**
 * Every number and switch a ruleset plays and scores by: one default (FIIM) and small overrides
 * ({@link Rulebooks}). Scoring reads the same record.
 *
 * @param id                            stable id of the rulebook
 * @param ruleset                       the ruleset it serves
 * @param table                         the flow's numbers (docs/rules/RULES.md §1–8)
 * @param winPoints                     points for each player of the winning team (8.2.1; CLUB F1/F2: 3)
 * @param removalPoints                 points for a removal, counted as extra (8.2.4: −0.5; CLUB: none here, see club)
 * @param bestMoveWindow                when the best move is named (docs/rules/RULES.md §5)
 * @param noBestMoveAfterDay1Double     no best move when two or more left by the day-1 vote (FSM 8.3.5, RFM 6.6.9)
 * @param bestMoveRedWin                best-move points when red won (and for rulesets where the winner does not matter)
 * @param bestMoveBlackWin              best-move points when black won
 * @param bestMoveVsJudge               best move against the judge's points for the same player
 * @param removalPolicy                 which vote a removal cancels (§7)
 * @param awardLimits                   the judge's extras (§9)
 * @param penaltyRule                   the judge's penalties (8.5)
 * @param club                          CLUB's numbers, or null
 * @param wills                         whether the ruleset has wills (CLUB F8)
 */
public record Rulebook(
        String id,
        Ruleset ruleset,
        TableNumbers table,
        BigDecimal winPoints,
        BigDecimal removalPoints,
        BestMoveWindow bestMoveWindow,
        boolean noBestMoveAfterDay1Double,
        BestMoveTable bestMoveRedWin,
        BestMoveTable bestMoveBlackWin,
        BestMoveVsJudge bestMoveVsJudge,
        RemovalPolicy removalPolicy,
        AwardLimits awardLimits,
        PenaltyRule penaltyRule,
        ClubNumbers club,
        boolean wills) {

    Rulebook with(java.util.function.UnaryOperator<Builder> change) {
        return change.apply(new Builder(this)).build();
    }

    /** A copy with some values changed: how overrides are written. */
    static final class Builder {
        String id;
        Ruleset ruleset;
        TableNumbers table;
        BigDecimal winPoints;
        BigDecimal removalPoints;
        BestMoveWindow bestMoveWindow;
        boolean noBestMoveAfterDay1Double;
        BestMoveTable bestMoveRedWin;
        BestMoveTable bestMoveBlackWin;
        BestMoveVsJudge bestMoveVsJudge;
        RemovalPolicy removalPolicy;
        AwardLimits awardLimits;
        PenaltyRule penaltyRule;
        ClubNumbers club;
        boolean wills;

        Builder(Rulebook r) {
            id = r.id;
            ruleset = r.ruleset;
            table = r.table;
            winPoints = r.winPoints;
            removalPoints = r.removalPoints;
            bestMoveWindow = r.bestMoveWindow;
            noBestMoveAfterDay1Double = r.noBestMoveAfterDay1Double;
            bestMoveRedWin = r.bestMoveRedWin;
            bestMoveBlackWin = r.bestMoveBlackWin;
            bestMoveVsJudge = r.bestMoveVsJudge;
            removalPolicy = r.removalPolicy;
            awardLimits = r.awardLimits;
            penaltyRule = r.penaltyRule;
            club = r.club;
            wills = r.wills;
        }

        Builder id(String v) { id = v; return this; }
        Builder ruleset(Ruleset v) { ruleset = v; return this; }
        Builder winPoints(BigDecimal v) { winPoints = v; return this; }
        Builder removalPoints(BigDecimal v) { removalPoints = v; return this; }
        Builder bestMoveWindow(BestMoveWindow v) { bestMoveWindow = v; return this; }
        Builder noBestMoveAfterDay1Double(boolean v) { noBestMoveAfterDay1Double = v; return this; }
        Builder bestMove(BestMoveTable v) { bestMoveRedWin = v; bestMoveBlackWin = v; return this; }
        Builder bestMove(BestMoveTable redWin, BestMoveTable blackWin) { bestMoveRedWin = redWin; bestMoveBlackWin = blackWin; return this; }
        Builder bestMoveVsJudge(BestMoveVsJudge v) { bestMoveVsJudge = v; return this; }
        Builder removalPolicy(RemovalPolicy v) { removalPolicy = v; return this; }
        Builder awardLimits(AwardLimits v) { awardLimits = v; return this; }
        Builder penaltyRule(PenaltyRule v) { penaltyRule = v; return this; }
        Builder club(ClubNumbers v) { club = v; return this; }
        Builder wills(boolean v) { wills = v; return this; }

        Rulebook build() {
            return new Rulebook(id, ruleset, table, winPoints, removalPoints, bestMoveWindow, noBestMoveAfterDay1Double,
                    bestMoveRedWin, bestMoveBlackWin, bestMoveVsJudge, removalPolicy, awardLimits, penaltyRule, club,
                    wills);
        }
    }
}
