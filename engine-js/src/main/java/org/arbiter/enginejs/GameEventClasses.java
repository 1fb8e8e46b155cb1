package org.arbiter.enginejs;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.events.EventType;
import org.arbiter.events.game.*;

/**
 * The game's event classes by their type names. The browser cannot list a sealed interface's permitted classes
 * (TeaVM has no {@code getPermittedSubclasses}), so they are named here; {@code GameEventClassesTest} holds the list
 * equal to {@code GameEvent}'s permits and the names to their {@code @EventType}.
 */
final class GameEventClasses {

    static final List<Class<? extends GameEvent>> ALL = List.of(GameCreated.class,
            RolesDealt.class, NightStarted.class, ShotsFired.class, DonChecked.class, SheriffChecked.class, NightEnded.class,
            DayStarted.class, SpeechStarted.class, SpeechEnded.class, PlayerNominated.class, NominationWithdrawn.class,
            VotingStarted.class, VotesCast.class, VoteTied.class, LiftAllVoted.class,
            PlayerLeft.class, FoulGiven.class, PlayerRemoved.class, VoteCancelled.class,
            BestMoveMade.class, WillMade.class, TeamDefeated.class, GameEnded.class,
            AwardGiven.class, AwardApproved.class, GameFinalized.class, GameAmended.class, CommandUndone.class,
            JudgeAssigned.class);

    static final Map<String, Class<? extends GameEvent>> BY_NAME = byName();

    private static final Map<Class<?>, String> NAMES = names();

    private GameEventClasses() {
    }

    /** An event's type name (not its class's simple name: TeaVM keeps no class names in a minified build). */
    static String nameOf(GameEvent event) {
        return NAMES.get(event.getClass());
    }

    private static Map<Class<?>, String> names() {
        Map<Class<?>, String> names = new java.util.HashMap<>();
        BY_NAME.forEach((name, c) -> names.put(c, name));
        return names;
    }

    private static Map<String, Class<? extends GameEvent>> byName() {
        Map<String, Class<? extends GameEvent>> byName = new LinkedHashMap<>();
        for (Class<? extends GameEvent> c : ALL) {
            byName.put(c.getAnnotation(EventType.class).value(), c);
        }
        return byName;
    }
}
