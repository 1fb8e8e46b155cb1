package org.arbiter.scoring.domain;

import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Winner;

/**
 * The clause each part of a score sheet cites, per ruleset. Only clause ids live here: every number comes
 * from the rulebook ({@code org.arbiter.rules.rulebook.Rulebooks}). CLUB's ids are docs/rules/CLUB.md §3's
 * ({@code ClubNumbers}).
 */
final class ScoringTable {

    private ScoringTable() {
    }

    /** 8.2.1 red win, 8.2.2 black win: +1 to every player of the winning team (RULES §9). */
    static String win(Winner winner) {
        return winner == Winner.BLACK ? "8.2.2" : "8.2.1";
    }

    /** 8.2.4: −0.5 for a removal, counted as extra points (RULES §6, §12.13). */
    static final String REMOVAL = "8.2.4";

    /** Best move: FIIM 8.3.4 (004), FSM 8.3.4 (000), RFM 6.6.4 (three blacks) / 6.6.5 (two) (002). */
    static String bestMove(Ruleset ruleset, int blacks) {
        if (ruleset == Ruleset.RFM) {
            return blacks == 3 ? "6.6.4" : "6.6.5";
        }
        return "8.3.4";
    }

    /** The judge's extra points: 8.4 (FIIM, FSM), 6.4 (RFM). */
    static String judge(Ruleset ruleset) {
        return ruleset == Ruleset.RFM ? "6.4" : "8.4";
    }

    /** Best move vs the judge's points for the same player, the larger counts: FSM 8.4.6, RFM 6.4.8 (RULES §5). */
    static String largerOfTwo(Ruleset ruleset) {
        return ruleset == Ruleset.RFM ? "6.4.8" : "8.4.6";
    }
}
