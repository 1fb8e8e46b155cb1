package org.arbiter.protocol.domain;

import java.util.Set;
import org.arbiter.events.PlayerAccounts;
import org.arbiter.stream.refusal.Refusal;

/**
 * Who may read a game's protests (docs/reliability.md "Access and limits"): the game's players (the caller's
 * principal name, Keycloak's {@code preferred_username}, is a seat's {@code playerId}'s account, {@link PlayerAccounts}), the game's judge
 * ({@code GameCreated.judge}, or the last {@code JudgeAssigned}'s), chief judges and organisers; anyone else is
 * {@code FORBIDDEN} (403), and reads the game's protocol without the protests' texts and the decisions' reasons
 * ({@link #shownTo}). A tournament's
 * open protests are for chief judges and organisers (the endpoint's roles). Who may file one is a rule of 8.9
 * ({@link ProtestRules#filer}); a decision is the chief judge's (the endpoint's role).
 */
public final class ProtestAccess {

    public static final String CHIEF_JUDGE = "chief-judge";
    public static final String ORGANISER = "organiser";

    private ProtestAccess() {
    }

    /** The caller: his principal name and realm roles. */
    public record Reader(String name, Set<String> roles) {
    }

    static void mayRead(Protocol game, Reader reader) {
        if (!mayReadProtests(game, reader)) {
            throw Refusal.notPermitted("FORBIDDEN",
                    "a game's protests are read by its players, its judge, chief judges and organisers");
        }
    }

    /**
     * The protocol as this reader may see it: whole for those who may read the game's protests; for anyone else
     * each protest stays (who filed it, when, the decision, who decided and the result it changed) but its text and
     * the decision's reasons are left out (null).
     */
    public static Protocol shownTo(Protocol game, Reader reader) {
        return mayReadProtests(game, reader) ? game : game.withoutProtestTexts();
    }

    private static boolean mayReadProtests(Protocol game, Reader reader) {
        boolean seated = game.seats().stream().anyMatch(seat -> PlayerAccounts.isPlayer(reader.name(), seat.playerId()));
        return seated || reader.name().equals(game.judge()) || reader.roles().contains(CHIEF_JUDGE)
                || reader.roles().contains(ORGANISER);
    }
}
