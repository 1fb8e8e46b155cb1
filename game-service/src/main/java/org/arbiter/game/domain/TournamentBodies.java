package org.arbiter.game.domain;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.tournament.TournamentCreated;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A tournament's request bodies (docs/organiser.md), described once: each record checks itself as it is read and
 * raises the refusals the API names (MALFORMED_COMMAND for a missing field, a wrong type or a text beyond its limit,
 * UNKNOWN_RULESET, UNKNOWN_OPTION); what needs the store (a tournament or player already there) is the service's.
 */
public final class TournamentBodies {

    /** A Keycloak username as the realm takes it. */
    private static final String USERNAME = "[a-z0-9][a-z0-9._@-]{0,63}";
    private static final String TOURNAMENT_ID = "[A-Za-z0-9][A-Za-z0-9._-]{0,63}";

    private TournamentBodies() {
    }

    /** {@code POST /api/tournaments}: the regulations and, optionally, players with the ids the organiser gives them. */
    @Schema(name = "NewTournament", requiredProperties = {"id", "name", "startsOn", "endsOn", "ruleset", "stages"})
    public record NewTournament(@Schema(maxLength = 64, pattern = TOURNAMENT_ID) String id, String name,
            @Schema(format = "date") LocalDate startsOn, @Schema(format = "date") LocalDate endsOn,
            @Schema(enumeration = {"FIIM", "FSM", "RFM", "CLUB"}) String ruleset,
            @Schema(implementation = GameOptions.class) JsonNode options,
            @Schema(minItems = 1) List<NewStage> stages, List<ListedPlayer> players) {

        public NewTournament {
            RequestLimits.text(id, "id", true);
            if (!id.matches(TOURNAMENT_ID)) {
                throw Refusals.malformed("id: letters, digits, '.', '_' or '-', at most 64");
            }
            RequestLimits.text(name, "name", true);
            required(startsOn, "startsOn");
            required(endsOn, "endsOn");
            RequestLimits.text(ruleset, "ruleset", true);
            JsonFields.enumValue(Ruleset.class, ruleset, "UNKNOWN_RULESET", "ruleset");
            NewGames.options(options);
            if (stages == null || stages.isEmpty() || stages.contains(null)) {
                throw Refusals.malformed("stages must list at least one stage with its gamesPerPlayer");
            }
            players = players == null ? List.of() : List.copyOf(players);
            Set<String> ids = new HashSet<>();
            Set<String> nicknames = new HashSet<>();
            for (ListedPlayer player : players) {
                if (!ids.add(player.playerId())) {
                    throw Refusals.malformed("player " + player.playerId() + " registered twice");
                }
                if (!nicknames.add(player.nickname().toLowerCase(Locale.ROOT))) {
                    throw Refusals.malformed("nickname " + player.nickname() + " registered twice");
                }
            }
            if (endsOn.isBefore(startsOn)) {
                throw Refusals.malformed("endsOn is before startsOn");
            }
        }

        /** The regulations as the TournamentCreated event carries them. */
        public TournamentCreated regulations() {
            return new TournamentCreated(name, startsOn, endsOn, Ruleset.valueOf(ruleset), NewGames.options(options),
                    stages.stream().map(NewStage::plan).toList(),
                    players.stream().map(p -> new TournamentCreated.RegisteredPlayer(p.playerId(), p.nickname(), p.club(),
                            p.externalId())).toList());
        }
    }

    /** One stage of the regulations and how many games each player plays in it. */
    @Schema(name = "NewStage", requiredProperties = {"stage", "gamesPerPlayer"})
    public record NewStage(@Schema(enumeration = {"QUALIFYING", "SEMIFINAL", "FINAL", "FRIENDLY"}) String stage,
            @Schema(minimum = "1", maximum = "100") Integer gamesPerPlayer) {

        public NewStage {
            required(gamesPerPlayer, "gamesPerPlayer");
            if (gamesPerPlayer < 1 || gamesPerPlayer > 100) {
                throw Refusals.malformed("gamesPerPlayer must be 1-100");
            }
            RequestLimits.text(stage, "stage", true);
            JsonFields.enumValue(Stage.class, stage, "MALFORMED_COMMAND", "stage");
        }

        TournamentCreated.StagePlan plan() {
            return new TournamentCreated.StagePlan(Stage.valueOf(stage), gamesPerPlayer);
        }
    }

    /** A player listed at the tournament's creation, with the id the organiser gave him. */
    @Schema(name = "ListedPlayer", requiredProperties = {"playerId", "nickname"})
    public record ListedPlayer(@Schema(maxLength = 64) String playerId, @Schema(maxLength = 40) String nickname,
            @Schema(maxLength = 60) String club, @Schema(maxLength = 64) String externalId) {

        public ListedPlayer {
            RequestLimits.text(playerId, "playerId", true);
            PlayerRows.Row row = checked(RequestLimits.text(nickname, "nickname", true), RequestLimits.text(club, "club", false),
                    RequestLimits.text(externalId, "externalId", false), "player " + playerId + ": ");
            nickname = row.nickname();
            club = row.club();
            externalId = row.externalId();
        }
    }

    /** {@code POST /api/tournaments/{id}/players}: one player; the service gives his id. */
    @Schema(name = "NewPlayer", requiredProperties = {"nickname"})
    public record NewPlayer(@Schema(maxLength = 40) String nickname, @Schema(maxLength = 60) String club,
            @Schema(maxLength = 64, description = "the id another system (a federation's rating) knows him by") String externalId) {

        public NewPlayer {
            RequestLimits.text(nickname, "nickname", true);
            RequestLimits.text(club, "club", false);
            RequestLimits.text(externalId, "externalId", false);
        }
    }

    /** A tournament's judges: Keycloak usernames, each once, in order. */
    @Schema(name = "Judges", requiredProperties = {"judges"})
    public record Judges(@Schema(minItems = 1, description = "Keycloak usernames: " + USERNAME) List<String> judges) {

        public Judges {
            if (judges == null || judges.isEmpty()) {
                throw Refusals.malformed("judges must list at least one Keycloak username");
            }
            for (String name : judges) {
                if (name == null || !name.matches(USERNAME)) {
                    throw Refusals.malformed("judge " + (name == null ? "null" : "\"" + name + "\"")
                            + " is not a Keycloak username (lower-case letters, digits, '.', '_', '@', '-')");
                }
            }
            judges = List.copyOf(new LinkedHashSet<>(judges));
        }
    }

    private static void required(Object value, String field) {
        if (value == null) {
            throw Refusals.malformed("missing field " + field);
        }
    }

    /** A player's nickname, club and external id held to the limits of a registration (PlayerRows). */
    private static PlayerRows.Row checked(String nickname, String club, String externalId, String who) {
        PlayerRows.Checked checked = new PlayerRows(List.of(), List.of()).one(nickname, club, externalId);
        if (!checked.errors().isEmpty()) {
            throw Refusals.malformed(who + PlayerRows.reason(checked.errors().getFirst()));
        }
        return checked.rows().getFirst();
    }

    /** {@code POST /api/tournaments/{id}/staff}: co-organisers and chief judges to name (Keycloak usernames). */
    @Schema(name = "Staff")
    public record Staff(@Schema(maxItems = 50, description = "co-organisers' Keycloak usernames: " + USERNAME) List<String> organisers,
            @Schema(maxItems = 50, description = "chief judges' Keycloak usernames: " + USERNAME) List<String> chiefJudges) {

        public Staff {
            organisers = usernames(organisers, "organisers");
            chiefJudges = usernames(chiefJudges, "chiefJudges");
            if (organisers.isEmpty() && chiefJudges.isEmpty()) {
                throw Refusals.malformed("name at least one co-organiser or chief judge");
            }
        }

        private static List<String> usernames(List<String> names, String field) {
            if (names == null) {
                return List.of();
            }
            if (names.size() > 50) {
                throw Refusals.malformed(field + ": at most 50");
            }
            for (String name : names) {
                if (name == null || !name.matches(USERNAME)) {
                    throw Refusals.malformed(field + ": Keycloak usernames (lower-case letters, digits, '.', '_', '@', '-')");
                }
            }
            return List.copyOf(new LinkedHashSet<>(names));
        }
    }
}
