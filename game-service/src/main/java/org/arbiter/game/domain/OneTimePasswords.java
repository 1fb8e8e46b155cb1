package org.arbiter.game.domain;

import java.security.SecureRandom;

/**
 * One-time passwords for new logins and resets (docs/organiser.md "Logins"): 16 characters drawn by
 * {@link SecureRandom} from 57 letters and digits that cannot be mistaken for one another on a printed card (no
 * 0/O, 1/l/I), about 93 bits. The person sets his own at his first sign-in.
 */
final class OneTimePasswords {

    static final int LENGTH = 16;
    static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

    private static final SecureRandom RANDOM = new SecureRandom();

    private OneTimePasswords() {
    }

    static String next() {
        StringBuilder password = new StringBuilder(LENGTH);
        for (int i = 0; i < LENGTH; i++) {
            password.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        return password.toString();
    }
}
