package org.arbiter.game.domain;

import com.fasterxml.jackson.databind.JsonNode;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.game.store.EventStore;
import org.arbiter.game.store.StoreConflicts;
import org.arbiter.game.store.TournamentRow;
import org.arbiter.stream.refusal.Refusal;

/** Registers tournaments: their regulations go to the tournament-events topic through the outbox. */
@ApplicationScoped
public class TournamentService {

    @Inject
    EventStore store;

    @Inject
    NewGames newGames;

    Clock clock = Clock.systemUTC();

    public Uni<EventEnvelope> create(JsonNode body, Caller caller) {
        JsonFields.object(body, "the tournament");
        RequestLimits.check(body);
        String id = JsonFields.text(body, "id", true);
        if (!id.matches("[A-Za-z0-9][A-Za-z0-9._-]{0,63}")) {
            throw Refusals.malformed("id: letters, digits, '.', '_' or '-', at most 64");
        }
        TournamentCreated created = new TournamentCreated(
                JsonFields.text(body, "name", true),
                date(body, "startsOn"),
                date(body, "endsOn"),
                JsonFields.enumValue(Ruleset.class, JsonFields.text(body, "ruleset", true), "UNKNOWN_RULESET", "ruleset"),
                newGames.options(body.get("options")),
                stages(body.get("stages")),
                players(body.get("players")));
        if (created.endsOn().isBefore(created.startsOn())) {
            throw Refusals.malformed("endsOn is before startsOn");
        }
        Instant now = clock.instant();
        EventEnvelope event = EventEnvelope.ofTournament(id, 1, now, caller.subject(), created);
        TournamentRow record = new TournamentRow();
        record.tournamentId = id;
        record.createdBy = caller.subject();
        record.createdAt = now;
        record.regulations = EventJson.writePayload(created);
        return store.createTournament(record, event)
                .map(done -> event)
                .onFailure(StoreConflicts::isUniqueViolation).transform(conflict ->
                        Refusal.conflict("TOURNAMENT_EXISTS", "tournament " + id + " already exists"));
    }

    private static LocalDate date(JsonNode body, String field) {
        String text = JsonFields.text(body, field, true);
        try {
            return LocalDate.parse(text);
        } catch (DateTimeParseException e) {
            throw Refusals.malformed(field + " must be a date like 2026-04-01");
        }
    }

    private static List<TournamentCreated.StagePlan> stages(JsonNode node) {
        if (node == null || !node.isArray() || node.isEmpty()) {
            throw Refusals.malformed("stages must list at least one stage with its gamesPerPlayer");
        }
        List<TournamentCreated.StagePlan> stages = new ArrayList<>();
        for (JsonNode stage : node) {
            JsonFields.object(stage, "a stage");
            int games = JsonFields.integer(stage, "gamesPerPlayer", true);
            if (games < 1 || games > 100) {
                throw Refusals.malformed("gamesPerPlayer must be 1-100");
            }
            stages.add(new TournamentCreated.StagePlan(
                    JsonFields.enumValue(Stage.class, JsonFields.text(stage, "stage", true), "MALFORMED_COMMAND", "stage"), games));
        }
        return stages;
    }

    private static List<TournamentCreated.RegisteredPlayer> players(JsonNode node) {
        if (node == null || !node.isArray() || node.size() < 10) {
            throw Refusals.malformed("players must list at least the 10 players of one table");
        }
        List<TournamentCreated.RegisteredPlayer> players = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (JsonNode player : node) {
            JsonFields.object(player, "a player");
            String playerId = JsonFields.text(player, "playerId", true);
            String nickname = JsonFields.text(player, "nickname", true);
            if (!ids.add(playerId)) {
                throw Refusals.malformed("player " + playerId + " registered twice");
            }
            if (nickname.length() > 40) {
                throw Refusals.malformed("nickname of " + playerId + " is longer than 40 characters");
            }
            players.add(new TournamentCreated.RegisteredPlayer(playerId, nickname));
        }
        return players;
    }
}
