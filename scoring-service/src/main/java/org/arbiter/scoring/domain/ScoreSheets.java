package org.arbiter.scoring.domain;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Winner;
import org.arbiter.events.score.ScorePart;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.events.score.SeatScore;
import org.arbiter.rules.rulebook.Rulebook;
import org.arbiter.rules.rulebook.Rulebooks;

/**
 * Folds a game's events into its score sheet under its ruleset (docs/rules/RULES.md §5, §6, §9, §12; docs/rules/CLUB.md).
 * Pure: the same events give the same sheet, whatever their order or duplicates.
 */
public final class ScoreSheets {

    private ScoreSheets() {
    }

    /** The sheet of a game that ended; empty while it goes on (or before its deal). Version = the last seq read. */
    public static Optional<ScoreSheet> fold(List<EventEnvelope> gameEvents) {
        if (gameEvents.isEmpty()) {
            return Optional.empty();
        }
        GameFacts facts = GameFacts.of(gameEvents);
        if (facts.created == null || facts.roles.isEmpty() || !facts.isEnded()) {
            return Optional.empty();
        }
        return Optional.of(sheet(facts));
    }

    /**
     * The points so far of a game that may still go on (winner null until it ends): what a scenario stopped
     * mid-game checks (removals, a best move). Empty before GameCreated and the deal.
     */
    public static Optional<ScoreSheet> provisional(List<EventEnvelope> gameEvents) {
        if (gameEvents.isEmpty()) {
            return Optional.empty();
        }
        GameFacts facts = GameFacts.of(gameEvents);
        if (facts.created == null || facts.roles.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(sheet(facts));
    }

    static ScoreSheet sheet(GameFacts facts) {
        Rulebook rulebook = Rulebooks.of(facts.created.ruleset());
        RulesetScoring scoring = rulebook.club() != null ? new ClubScoring(rulebook) : new DefaultScoring(rulebook);
        Map<Integer, List<ScorePart>> parts = scoring.parts(facts);
        List<SeatScore> seats = new ArrayList<>();
        facts.players().forEach((seat, playerId) -> {
            Role role = facts.roles.get(seat);
            seats.add(SeatScore.of(seat, playerId, role, parts.getOrDefault(seat, List.of()),
                    facts.firstKilled != null && facts.firstKilled == seat, facts.removed.contains(seat)));
        });
        Winner winner = facts.annulled ? null : facts.winner;
        return new ScoreSheet(facts.gameId, facts.created.tournamentId(), facts.created.stage(),
                facts.created.ruleset(), facts.lastSeq, winner == null ? null : winner.name(), facts.annulled,
                facts.finalized, seats);
    }
}
