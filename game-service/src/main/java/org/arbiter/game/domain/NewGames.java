package org.arbiter.game.domain;

import com.fasterxml.jackson.databind.JsonNode;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;
import org.arbiter.game.store.TournamentStore;
import org.arbiter.rules.GameRules;
import org.arbiter.stream.refusal.Refusal;

/** Reads and checks a {@code POST /api/games} body (docs/rules/TABLE-API.md "Creating a game"). */
@ApplicationScoped
public class NewGames {

    private static final Set<String> OPTIONS = Set.of("withdrawal", "noLiftAtThreeOrFour");

    @Inject
    TournamentStore tournaments;

    public Uni<GameCreated> parse(JsonNode body, Caller caller) {
        JsonFields.object(body, "the game");
        String tournamentId = JsonFields.text(body, "tournamentId", false);
        String stageName = JsonFields.text(body, "stage", false);
        Stage stage = stageName == null ? (tournamentId == null ? Stage.FRIENDLY : Stage.QUALIFYING)
                : JsonFields.enumValue(Stage.class, stageName, "MALFORMED_COMMAND", "stage");
        Ruleset ruleset = JsonFields.enumValue(Ruleset.class, JsonFields.text(body, "ruleset", true), "UNKNOWN_RULESET", "ruleset");
        GameOptions options = options(body.get("options"));
        String judge = JsonFields.text(body, "judge", false);
        if (judge == null) {
            if (!caller.has(Caller.JUDGE)) {
                throw Refusals.malformed("an organiser names the game's judge in the field judge");
            }
            judge = caller.subject();
        }
        GameCreated created = new GameCreated(tournamentId, stage, JsonFields.integer(body, "tableNo", false),
                JsonFields.integer(body, "gameNo", false), ruleset, options, players(body.get("players")), judge);
        GameRules.validateNewGame(created).ifPresent(rejection -> {
            throw Refusals.of(rejection);
        });
        if (tournamentId == null) {
            return Uni.createFrom().item(created);
        }
        return tournaments.tournament(tournamentId).chain(found -> {
            GameAccess.mayCreate(found.orElseThrow(() -> Refusal.byRules("UNKNOWN_TOURNAMENT", null,
                    "tournament " + tournamentId + " is not registered")), caller);
            if (created.tableNo() == null || created.gameNo() == null) {
                throw Refusals.malformed("a tournament's game names its tableNo and gameNo");
            }
            return tournaments.players(tournamentId);
        }).map(rows -> {
            Set<String> registered = new java.util.HashSet<>();
            rows.forEach(p -> registered.add(p.playerId));
            for (SeatedPlayer player : created.players()) {
                if (!registered.contains(player.playerId())) {
                    throw Refusal.byRules("UNREGISTERED_PLAYER", null,
                            player.playerId() + " is not registered for tournament " + tournamentId);
                }
            }
            return created;
        });
    }

    static GameOptions options(JsonNode node) {
        if (node == null || node.isNull()) {
            return GameOptions.DEFAULT;
        }
        JsonFields.object(node, "options");
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!OPTIONS.contains(name)) {
                throw Refusal.byRules("UNKNOWN_OPTION", "7.11", "unknown option " + name);
            }
            if (!node.get(name).isBoolean()) {
                throw Refusals.malformed("option " + name + " must be true or false");
            }
        }
        return new GameOptions(node.path("withdrawal").asBoolean(true), node.path("noLiftAtThreeOrFour").asBoolean(true));
    }

    private static List<SeatedPlayer> players(JsonNode node) {
        if (node == null || !node.isArray()) {
            throw Refusals.malformed("players must be a list of 10 players");
        }
        List<SeatedPlayer> players = new ArrayList<>();
        for (JsonNode player : node) {
            JsonFields.object(player, "a player");
            players.add(new SeatedPlayer(JsonFields.integer(player, "seat", true),
                    JsonFields.text(player, "playerId", true), JsonFields.text(player, "nickname", true)));
        }
        return players;
    }
}
