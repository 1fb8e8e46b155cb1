package org.arbiter.events.tournament;

import java.time.LocalDate;
import java.util.List;
import org.arbiter.events.EventType;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;

/** A tournament's regulations: what scoring and standings need to know (docs/rules/RULES.md §10). */
@EventType("TournamentCreated")
public record TournamentCreated(
        String name,
        LocalDate startsOn,
        LocalDate endsOn,
        Ruleset ruleset,
        GameOptions options,
        List<StagePlan> stages,
        List<RegisteredPlayer> players) implements TournamentEvent {

    /** A stage and the games each player plays in it (B of 8.6 counts these). */
    public record StagePlan(Stage stage, int gamesPerPlayer) {
    }

    /**
     * A registered player: the id the service gave him, his nickname, and optionally his club and the id another system
     * (a federation's rating) knows him by.
     */
    public record RegisteredPlayer(String playerId, String nickname, String club, String externalId) {

        public RegisteredPlayer(String playerId, String nickname) {
            this(playerId, nickname, null, null);
        }
    }
}
