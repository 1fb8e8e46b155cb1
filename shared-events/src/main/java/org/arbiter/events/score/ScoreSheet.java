package org.arbiter.events.score;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Objects;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;

/**
 * The points of one game under its ruleset: the message of the compacted topic {@code game-scores} (key
 * gameId) and the body of scoring-service's {@code GET /api/games/{id}/score}. Not a stream event.
 *
 * <p>A sheet exists once the game ended. {@code version} is the seq of the last game event it includes; a
 * late event (an award, an approval, an amend) makes a new version. Points are decimals of scale 2, written
 * as JSON numbers ({@code 1.00}, {@code -0.50}); read them with {@code compareTo}.
 *
 * @param gameId       the game
 * @param tournamentId its tournament, or null for a friendly game
 * @param stage        QUALIFYING, SEMIFINAL, FINAL or FRIENDLY
 * @param ruleset      FIIM, FSM, RFM or CLUB
 * @param version      the seq of the last event of the game's stream included
 * @param winner       "RED", "BLACK", "DRAW", or null when the game was annulled
 * @param annulled     the chief judge annulled the game (amend after a protest, 8.9; CLUB F15)
 * @param finalized    the judge signed the protocol (GameFinalized); an amend after it keeps it true
 * @param seats        the ten seats in seat order
 */
public record ScoreSheet(
        String gameId,
        String tournamentId,
        Stage stage,
        Ruleset ruleset,
        long version,
        String winner,
        boolean annulled,
        boolean finalized,
        List<SeatScore> seats) {

    /** Every point value in a sheet has this scale. */
    public static final int SCALE = 2;

    public ScoreSheet {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(ruleset, "ruleset");
        seats = List.copyOf(seats);
    }

    /** The seat's score (1–10). */
    public SeatScore seat(int seat) {
        return seats.stream().filter(s -> s.seat() == seat).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no seat " + seat));
    }

    /** The sheet as JSON through the events' mapper: the value published on game-scores. */
    public String toJson() {
        try {
            return EventJson.MAPPER.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static ScoreSheet fromJson(String json) {
        try {
            return EventJson.MAPPER.readValue(json, ScoreSheet.class);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A point value at scale 2; a value that would need rounding is a bug and fails. */
    static BigDecimal points(BigDecimal value) {
        Objects.requireNonNull(value, "points");
        return value.setScale(SCALE, RoundingMode.UNNECESSARY);
    }
}
