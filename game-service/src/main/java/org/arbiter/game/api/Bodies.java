package org.arbiter.game.api;

import java.time.Instant;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.Stage;
import org.arbiter.rules.JudgeView;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The judge API's answers as records (docs/rules/TABLE-API.md), for the OpenAPI document. The requests that create a
 * game, set up a tournament or seat and judge its stages are the domain's records that check themselves
 * ({@code NewGame}, {@code TournamentBodies}, {@code StageSeating}, {@code StageBodies}); a command is read by the
 * engine's CommandParser, which alone decides what is accepted.
 */
public final class Bodies {

    private Bodies() {
    }

    /** An answer in the events' own JSON (their mapper: no null fields, exact decimals, ISO instants). */
    static String json(Object value) {
        try {
            return org.arbiter.events.EventJson.MAPPER.writeValueAsString(value);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The answer to a created game. */
    @Schema(name = "CreatedGame")
    public record CreatedGame(String gameId, long version) {
    }

    /** A game's judge view with its version (also the ETag). */
    @Schema(name = "GameAnswer")
    public record GameAnswer(long version, JudgeView state) {
    }

    /** An accepted command: the new events as stored and the judge's view after them. */
    @Schema(name = "CommandAnswer")
    public record CommandAnswer(long version, List<EventEnvelope> events, JudgeView state) {
    }

    /** A tournament's judges now: Keycloak usernames in order (the request is {@code TournamentBodies.Judges}). */
    @Schema(name = "TournamentJudges")
    public record JudgeList(List<String> judges) {
    }

    /** A game assigned to the calling judge: where it sits, when it was created and how far it went. */
    @Schema(name = "AssignedGame")
    public record AssignedGame(String gameId, String tournamentId, Stage stage, Integer round, Integer tableNo, Integer gameNo,
            @Schema(description = "when the game was created (published with its round, or created by hand)") Instant createdAt,
            long version, String phase, boolean finalized) {
    }
}
