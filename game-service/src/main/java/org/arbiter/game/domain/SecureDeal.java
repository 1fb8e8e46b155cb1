package org.arbiter.game.domain;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.events.game.Role;

/**
 * The server's deal (4.1.3) when the judge sends {@code deal} without roles: the standard deck of
 * ten shuffled with a cryptographically strong generator, so nobody can predict a role.
 */
final class SecureDeal {

    private static final SecureRandom RANDOM = new SecureRandom();

    private SecureDeal() {
    }

    static Map<Integer, Role> roles() {
        List<Role> deck = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            deck.add(Role.CIVILIAN);
        }
        deck.add(Role.SHERIFF);
        deck.add(Role.MAFIA);
        deck.add(Role.MAFIA);
        deck.add(Role.DON);
        Collections.shuffle(deck, RANDOM);
        Map<Integer, Role> roles = new LinkedHashMap<>();
        for (int seat = 1; seat <= 10; seat++) {
            roles.put(seat, deck.get(seat - 1));
        }
        return roles;
    }
}
