package org.arbiter.protocol.domain;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.arbiter.events.PlayerAccounts;
import org.arbiter.protocol.domain.Protocol.SeatLine;
import org.arbiter.stream.refusal.Refusal;

/**
 * Who may protest and until when (8.9; seed numbering 8.7.1–8.7.4). Pure; the clock's reading comes in.
 *
 * <ul>
 *   <li>A player of the game: the caller's principal name (Keycloak {@code preferred_username}) is the account of
 *       a seat's {@code playerId} in GameCreated ({@link PlayerAccounts}: {@code player-p3} for {@code p3}); or the table's judge: it equals {@code GameCreated.judge} (or the last {@code JudgeAssigned}'s). No
 *       realm role grants it: a viewer, an organiser or another table's judge who is not in the game is
 *       refused ({@code NOT_A_PLAYER_OF_THE_GAME}, 403), and so is the chief judge, who decides protests.</li>
 *   <li>Only a result can be protested: before GameEnded, {@code GAME_NOT_OVER} (422).</li>
 *   <li>Within 10 minutes after the game ended ({@code GameEnded.endedAt}), the end included: at 10:00.000
 *       accepted, a millisecond later {@code PROTEST_WINDOW_CLOSED} (422). Signing the protocol does not
 *       close the window earlier (docs/rules/RULES.md §11).</li>
 *   <li>A decision is the chief judge's (role {@code chief-judge}) and is final: a second decision of the same
 *       protest is {@code PROTEST_ALREADY_DECIDED} (409).</li>
 * </ul>
 */
public final class ProtestRules {

    public static final Duration WINDOW = Duration.ofMinutes(10);
    public static final String CLAUSE = "8.9";

    private ProtestRules() {
    }

    /** The filer's seat (null for the judge), or the refusal. */
    public static Filer filer(Protocol game, String caller, Instant now) {
        Optional<SeatLine> seat = game.seats().stream().filter(s -> PlayerAccounts.isPlayer(caller, s.playerId())).findFirst();
        boolean judge = caller != null && caller.equals(game.judge());
        if (seat.isEmpty() && !judge) {
            throw new Refusal(Refusal.Kind.NOT_PERMITTED, "NOT_A_PLAYER_OF_THE_GAME", CLAUSE,
                    "only a player of this game or its judge may protest its result");
        }
        if (game.result() == null) {
            throw Refusal.byRules("GAME_NOT_OVER", CLAUSE, "the game has no result yet");
        }
        Instant closes = game.result().endedAt().plus(WINDOW);
        if (now.isAfter(closes)) {
            throw Refusal.byRules("PROTEST_WINDOW_CLOSED", CLAUSE,
                    "a protest is accepted within 10 minutes after the game ended (" + game.result().endedAt()
                            + "); closed at " + closes);
        }
        return new Filer(caller, seat.map(SeatLine::seat).orElse(null), game.result().endedAt());
    }

    /** Who files: his principal name, his seat (null for the table's judge), when the game ended. */
    public record Filer(String name, Integer seat, Instant gameEndedAt) {
    }
}
