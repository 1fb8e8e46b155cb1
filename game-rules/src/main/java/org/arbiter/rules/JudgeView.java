package org.arbiter.rules;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;
import org.arbiter.events.game.CandidateVotes;
import org.arbiter.events.game.SeatedPlayer;

/**
 * The judge's view (docs/rules/TABLE-API.md "Answers"): every key always present (null when empty).
 *
 * @param phase          SETUP, NIGHT, DAY, VOTING, TIE_SPEECHES, REVOTE, LIFT_ALL, LAST_WORDS, FINISHED
 * @param day            the current or last day
 * @param night          the current or last night
 * @param speaker        who has the floor, or null
 * @param seconds        his seconds, or null
 * @param candidates     today's candidates (by day) or the ballot's (voting, ties, lift-all)
 * @param atTable        seats still at the table
 * @param fouls          seat → fouls, seats with at least one
 * @param cancelledVotes days whose vote a removal cancelled
 * @param allowed        command types that can be accepted now
 * @param roles          seat → role (null before the deal)
 * @param winner         RED, BLACK, DRAW, or null
 * @param departures     who left, how, on which day or night
 * @param bestMove       the best move, or null
 * @param checks         the night checks and their results
 * @param finalized      the protocol is signed
 * @param awaitingApproval an award waits for the chief judge
 * @param annulled       the chief judge annulled the game
 * @param players        seat, player id and nickname of the ten players
 * @param votes          the counts of today's last ballot, default votes included (4.4.9)
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record JudgeView(String phase, int day, int night, Integer speaker, Integer seconds, List<Integer> candidates,
        List<Integer> atTable, Map<Integer, Integer> fouls, List<Integer> cancelledVotes, List<String> allowed,
        Map<Integer, String> roles, String winner, List<DepartureView> departures, BestMoveView bestMove,
        List<CheckRecord> checks, boolean finalized, boolean awaitingApproval, boolean annulled,
        List<SeatedPlayer> players, List<CandidateVotes> votes) {

    /** A departure: {@code day} or {@code night} (the other left out). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record DepartureView(int seat, String how, Integer day, Integer night) {
    }

    /** The best move; {@code blacks} null in the public view before the end. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record BestMoveView(int seat, List<Integer> targets, Integer blacks, boolean hintRequested) {
    }
}
