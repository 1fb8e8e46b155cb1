package org.arbiter.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.RolesDealt;

/** 4.1.3: 6 civilians, 1 Sheriff, 2 mafia, 1 Don on seats 1–10; dealt at random when no roles are given. */
final class DealCommand {

    static final Map<Role, Integer> DECK = new EnumMap<>(Map.of(Role.CIVILIAN, 6, Role.SHERIFF, 1, Role.MAFIA, 2,
            Role.DON, 1));

    private DealCommand() {
    }

    static Rejection deal(Emitter em, Deal deal) {
        if (deal.roles() == null) {
            // seeded by the game's text, not its hashCode (an enum's hashCode differs from one JVM to the next)
            em.emit(new RolesDealt(randomDeal(em.state().created().toString().hashCode() * 31L + em.now.toEpochMilli()), true));
            return null;
        }
        Rejection invalid = validate(deal.roles());
        if (invalid != null) {
            return invalid;
        }
        em.emit(new RolesDealt(new TreeMap<>(deal.roles()), deal.drawn()));
        return null;
    }

    static Rejection validate(Map<Integer, Role> roles) {
        Map<Role, Integer> counts = new EnumMap<>(Role.class);
        for (var entry : roles.entrySet()) {
            if (entry.getKey() == null || entry.getKey() < 1 || entry.getKey() > 10 || entry.getValue() == null) {
                return Decider.reject(Errors.INVALID_DEAL, "4.1.3", "roles go to seats 1-10");
            }
            counts.merge(entry.getValue(), 1, Integer::sum);
        }
        if (roles.size() != 10 || !counts.equals(DECK)) {
            return Decider.reject(Errors.INVALID_DEAL, "4.1.3",
                    "the deck is 6 CIVILIAN, 1 SHERIFF, 2 MAFIA, 1 DON on seats 1-10, got " + counts);
        }
        return null;
    }

    /** A shuffled standard deck, from a seed (the engine stays pure: the same inputs deal the same cards). */
    static Map<Integer, Role> randomDeal(long seed) {
        List<Role> deck = new ArrayList<>(10);
        DECK.forEach((role, n) -> {
            for (int i = 0; i < n; i++) {
                deck.add(role);
            }
        });
        Collections.shuffle(deck, new Random(seed));
        Map<Integer, Role> roles = new TreeMap<>();
        for (int seat = 1; seat <= 10; seat++) {
            roles.put(seat, deck.get(seat - 1));
        }
        return roles;
    }
}
