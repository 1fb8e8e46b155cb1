package org.arbiter.game.api;

import java.time.Instant;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.Stage;
import org.arbiter.rules.JudgeView;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The judge API's answers as records (docs/rules/TABLE-API.md), for the OpenAPI document. The requests that create a
 * game or set up a tournament are the domain's records that check themselves ({@code NewGame}, {@code TournamentBodies});
 * a command is read by the engine's CommandParser, which alone decides what is accepted.
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

    /** {@code POST .../rounds/{round}/publish}: the judge of each table of the round, by table number. */
    @Schema(name = "RoundJudges", requiredProperties = {"judges"})
    public record RoundJudges(@Schema(description = "table number → a registered judge's username; every table of the round, "
            + "no judge twice") java.util.Map<String, String> judges) {
    }

    /** {@code PUT .../rounds/{round}/tables/{table}/judge}: the table's judge from now on. */
    @Schema(name = "TableJudge", requiredProperties = {"judge"})
    public record TableJudge(@Schema(description = "a registered judge's username who judges no other table of the round") String judge) {
    }

    /** A game assigned to the calling judge: where it sits, when it was created and how far it went. */
    @Schema(name = "AssignedGame")
    public record AssignedGame(String gameId, String tournamentId, Stage stage, Integer round, Integer tableNo, Integer gameNo,
            @Schema(description = "when the game was created (published with its round, or created by hand)") Instant createdAt,
            long version, String phase, boolean finalized) {
    }
}
