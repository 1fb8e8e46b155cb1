package org.arbiter.game.domain;

import com.fasterxml.jackson.databind.JsonNode;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Iterator;
import java.util.Set;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;
import org.arbiter.game.store.TournamentCheck;
import org.arbiter.game.store.TournamentStore;
import org.arbiter.rules.GameRules;
import org.arbiter.stream.refusal.Refusal;

/** Checks a {@code POST /api/games} body ({@link NewGame}) against the engine, the caller and the tournament. */
@ApplicationScoped
public class NewGames {

    private static final Set<String> OPTIONS = Set.of("withdrawal", "noLiftAtThreeOrFour");

    @Inject
    TournamentStore tournaments;

    public Uni<GameCreated> parse(NewGame body, Caller caller) {
        RequestLimits.present(body, "the game");
        String tournamentId = body.tournamentId();
        String judge = body.judge();
        if (judge == null) {
            if (!caller.has(Caller.JUDGE)) {
                throw Refusals.malformed("an organiser names the game's judge in the field judge");
            }
            judge = caller.subject();
        }
        GameCreated created = new GameCreated(tournamentId, body.stageOr(tournamentId == null ? Stage.FRIENDLY : Stage.QUALIFYING),
                body.tableNo(), body.gameNo(), Ruleset.valueOf(body.ruleset()), options(body.options()), body.seated(), judge);
        GameRules.validateNewGame(created).ifPresent(rejection -> {
            throw Refusals.of(rejection);
        });
        if (tournamentId == null) {
            return Uni.createFrom().item(created);
        }
        return tournaments.checked(tournamentId, created.players().stream().map(SeatedPlayer::playerId).toList()).map(found -> {
            TournamentCheck tournament = found.orElseThrow(() -> Refusal.byRules("UNKNOWN_TOURNAMENT", null,
                    "tournament " + tournamentId + " is not registered"));
            GameAccess.mayCreate(tournamentId, TournamentStaff.of(tournament), caller);
            if (created.tableNo() == null || created.gameNo() == null) {
                throw Refusals.malformed("a tournament's game names its tableNo and gameNo");
            }
            if (!tournament.unregistered().isEmpty()) {
                throw Refusal.byRules("UNREGISTERED_PLAYER", null,
                        tournament.unregistered().getFirst() + " is not registered for tournament " + tournamentId);
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
}
