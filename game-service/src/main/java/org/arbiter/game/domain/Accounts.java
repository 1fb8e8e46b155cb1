package org.arbiter.game.domain;

import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import org.arbiter.events.PlayerAccounts;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The bodies and answers of the organiser's logins (docs/organiser.md "Logins"), and the checks of a new one: a
 * username as the realm keeps it (lower case, 3-64 characters), a player's {@code player-<id>} ({@link PlayerAccounts}) and
 * only a player's, a name of 1-200 characters, a role of {@link #ROLES}.
 */
public final class Accounts {

    public static final String JUDGE = "judge";
    public static final String CHIEF_JUDGE = "chief-judge";
    public static final String PLAYER = "player";

    /** Each role a login may have, with the realm role it gets (a player reads as a viewer; protests follow his username). */
    static final Map<String, String> ROLES = Map.of(JUDGE, Caller.JUDGE, CHIEF_JUDGE, Caller.CHIEF_JUDGE, PLAYER, Caller.VIEWER);

    private static final String USERNAME = "[a-z0-9][a-z0-9._-]{2,63}";
    private static final int NAME = 200;

    private Accounts() {
    }

    /** {@code POST /api/accounts}. */
    @Schema(name = "NewAccount", requiredProperties = {"username", "name", "role"})
    public record NewAccount(@Schema(pattern = USERNAME, example = "ivanov") String username,
            @Schema(maxLength = NAME, example = "Иван Иванов") String name,
            @Schema(enumeration = {JUDGE, CHIEF_JUDGE, PLAYER}) String role) {

        /** Checks the body: BAD_ROLE, BAD_USERNAME or BAD_NAME (400) for what is wrong. */
        public NewAccount {
            if (role == null || !ROLES.containsKey(role)) {
                throw org.arbiter.stream.refusal.Refusal.malformed("BAD_ROLE", "role: judge, chief-judge or player");
            }
            if (username == null || !username.matches(USERNAME)) {
                throw org.arbiter.stream.refusal.Refusal.malformed("BAD_USERNAME",
                        "username: 3-64 lower-case letters, digits, '.', '_' or '-', beginning with a letter or a digit");
            }
            boolean playersName = username.startsWith(PlayerAccounts.PREFIX);
            if (role.equals(PLAYER) != playersName) {
                throw org.arbiter.stream.refusal.Refusal.malformed("BAD_USERNAME", role.equals(PLAYER)
                        ? "a player's username is " + PlayerAccounts.PREFIX + "<his player id>, e.g. " + PlayerAccounts.username("p7")
                        : "a username beginning " + PlayerAccounts.PREFIX + " is a player's");
            }
            name = name == null ? null : name.strip();
            if (name == null || name.isEmpty() || name.length() > NAME || name.chars().anyMatch(Character::isISOControl)) {
                throw org.arbiter.stream.refusal.Refusal.malformed("BAD_NAME", "name: 1-" + NAME + " characters, no control characters");
            }
        }

        /** The name's first words (Keycloak's first name). */
        String firstName() {
            int last = name.lastIndexOf(' ');
            return last < 0 ? name : name.substring(0, last).strip();
        }

        /** The name's last word (Keycloak's last name), or null for a name of one word. */
        String lastName() {
            int last = name.lastIndexOf(' ');
            return last < 0 ? null : name.substring(last + 1);
        }
    }

    /** A new login's or a reset's answer: the one time the password is shown (on the login card), never stored or logged. */
    @Schema(name = "Login")
    public record Login(String username, String name, String role, String oneTimePassword) {

        @Override
        public String toString() {
            return "Login[" + username + ", " + role + "]";
        }
    }

    /** A login as its organiser lists it: whether he may sign in, and whether he has signed in and set his own password. */
    @Schema(name = "Account")
    public record Account(String username, String name, String role, String createdBy, Instant createdAt, boolean enabled,
            boolean signedIn) {
    }

    /** A change of a login, for the audit: what (CREATED, PASSWORD_RESET, DISABLED, ENABLED), who and when. */
    @Schema(name = "AccountChange")
    public record Change(String username, String change, String changedBy, Instant changedAt) {
    }

    static String lower(String username) {
        return username == null ? null : username.toLowerCase(Locale.ROOT);
    }
}
