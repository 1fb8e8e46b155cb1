package org.arbiter.rules;

import java.util.List;
import org.arbiter.events.game.GameEndReason;
import org.arbiter.events.game.Winner;

/**
 * Result and award, as the protocol records them: the winner, the best move, the night checks, the judge's
 * award and the signature.
 *
 * @param winner the result, null while playing (or after an annulment)
 * @param endReason why the game ended
 * @param annulled the chief judge annulled the game
 * @param bestMove the first-killed player's best move, or null
 * @param checks the Don's and the Sheriff's checks
 * @param award the judge's award in force, or null
 * @param awardSeq seq of the award in force
 * @param finalized the protocol is signed
 */
public record Result(Winner winner, GameEndReason endReason, boolean annulled, BestMoveRecord bestMove,
        List<CheckRecord> checks, AwardRecord award, long awardSeq, boolean finalized) {

    static final Result NONE = new Result(null, null, false, null, List.of(), null, 0, false);

    /** An award waits for the chief judge's approval (8.4.3). */
    public boolean awaitingApproval() {
        return award != null && award.awaitingApproval();
    }

    Result withCheck(CheckRecord check) {
        return new Result(winner, endReason, annulled, bestMove, Lists.plus(checks, check), award, awardSeq, finalized);
    }

    Result withBestMove(BestMoveRecord move) {
        return new Result(winner, endReason, annulled, move, checks, award, awardSeq, finalized);
    }

    Result ended(Winner winner, GameEndReason reason) {
        return new Result(winner, reason, annulled, bestMove, checks, award, awardSeq, finalized);
    }

    Result withAward(AwardRecord award, long seq) {
        return new Result(winner, endReason, annulled, bestMove, checks, award, seq, finalized);
    }

    Result approved() {
        return withAward(new AwardRecord(award.extra(), award.penalties(), false, award.approvalReasons()), awardSeq);
    }

    Result signed() {
        return new Result(winner, endReason, annulled, bestMove, checks, award, awardSeq, true);
    }

    Result amended(boolean annulled, Winner winner) {
        return new Result(annulled ? null : winner, endReason, annulled, bestMove, checks, award, awardSeq, finalized);
    }
}
