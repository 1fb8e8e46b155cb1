package org.arbiter.events;

import java.util.Locale;

/**
 * A player's Keycloak account, derived from his player id: the one rule that ties a signed-in user to a seat
 * (protocol-service's protest filing and reading) and that an organiser follows when he creates a player's user.
 * The username is {@code player-} and the id in lower case ({@code p7} signs in as {@code player-p7}): Keycloak takes
 * usernames of 3 characters or more and keeps them in lower case, and the ids game-service gives ({@code p1},
 * {@code p2}, …) are shorter, so the id alone could not be a username.
 */
public final class PlayerAccounts {

    /** What every player's username starts with. */
    public static final String PREFIX = "player-";

    private PlayerAccounts() {
    }

    /** The Keycloak username of the player with this id. */
    public static String username(String playerId) {
        return PREFIX + playerId.toLowerCase(Locale.ROOT);
    }

    /** Whether the signed-in user (his principal name, Keycloak's {@code preferred_username}) is this player. */
    public static boolean isPlayer(String principal, String playerId) {
        return principal != null && playerId != null && principal.equals(username(playerId));
    }
}
