package org.arbiter.rules;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;
import org.arbiter.events.game.CandidateVotes;
import org.arbiter.events.game.SeatedPlayer;

/**
 * What anyone may see (docs/rules/TABLE-API.md "Reading"): the judge's view without roles, check results or the
 * best move's count of blacks until the game ends.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record PublicView(String phase, int day, int night, Integer speaker, Integer seconds, List<Integer> candidates,
        List<Integer> atTable, Map<Integer, Integer> fouls, List<Integer> cancelledVotes,
        Map<Integer, String> roles, String winner, List<JudgeView.DepartureView> departures,
        JudgeView.BestMoveView bestMove, List<CheckRecord> checks, boolean finalized, boolean annulled,
        List<SeatedPlayer> players, List<CandidateVotes> votes) {
}
