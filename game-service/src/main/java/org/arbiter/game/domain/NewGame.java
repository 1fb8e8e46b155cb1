package org.arbiter.game.domain;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * {@code POST /api/games} (docs/rules/TABLE-API.md "Creating a game"), checking itself as it is read: a text beyond its
 * limit, a missing field or a wrong type is MALFORMED_COMMAND, a ruleset other than FIIM, FSM, RFM or CLUB
 * UNKNOWN_RULESET, an option other than the two UNKNOWN_OPTION. The ten seats and who may create the game are
 * {@link NewGames}' (the engine's {@code validateNewGame}, the caller, the tournament).
 */
@Schema(name = "NewGame", requiredProperties = {"ruleset", "players"})
public record NewGame(@Schema(maxLength = 64) String tournamentId,
        @Schema(enumeration = {"QUALIFYING", "SEMIFINAL", "FINAL", "FRIENDLY"},
                description = "default QUALIFYING in a tournament, FRIENDLY outside") String stage,
        Integer tableNo, Integer gameNo,
        @Schema(enumeration = {"FIIM", "FSM", "RFM", "CLUB"}) String ruleset,
        @Schema(implementation = GameOptions.class, description = "both default to true") JsonNode options,
        @Schema(minItems = 10, maxItems = 10) List<Player> players,
        @Schema(maxLength = 64, description = "the game's judge; an organiser must name him, a judge creates his own game")
        String judge) {

    public NewGame {
        RequestLimits.text(tournamentId, "tournamentId", false);
        RequestLimits.text(stage, "stage", false);
        RequestLimits.text(ruleset, "ruleset", true);
        RequestLimits.text(judge, "judge", false);
        if (stage != null) {
            JsonFields.enumValue(Stage.class, stage, "MALFORMED_COMMAND", "stage");
        }
        JsonFields.enumValue(Ruleset.class, ruleset, "UNKNOWN_RULESET", "ruleset");
        NewGames.options(options);
        if (players == null || players.contains(null)) {
            throw Refusals.malformed("players must be a list of 10 players");
        }
        players = List.copyOf(players);
    }

    /** One seat: its number, the player's id and nickname (the engine holds them to 1-10, distinct, 1-40 characters). */
    @Schema(name = "NewGamePlayer", requiredProperties = {"seat", "playerId", "nickname"})
    public record Player(Integer seat, @Schema(maxLength = 64) String playerId, @Schema(maxLength = 40) String nickname) {

        public Player {
            if (seat == null) {
                throw Refusals.malformed("missing field seat");
            }
            RequestLimits.text(playerId, "playerId", true);
            RequestLimits.text(nickname, "nickname", true);
        }

        SeatedPlayer seated() {
            return new SeatedPlayer(seat, playerId, nickname);
        }
    }

    Stage stageOr(Stage byDefault) {
        return stage == null ? byDefault : Stage.valueOf(stage);
    }

    List<SeatedPlayer> seated() {
        return players.stream().map(Player::seated).toList();
    }
}
