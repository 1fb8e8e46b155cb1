package org.arbiter.enginejs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arbiter.events.EventTypes;
import org.arbiter.events.game.GameEvent;
import org.junit.jupiter.api.Test;

/** The browser's list of the game's event classes is exactly GameEvent's permits, named as the event registry names them. */
class GameEventClassesTest {

    @Test
    void theListIsGameEventsPermits() {
        List<Class<?>> permitted = List.of(GameEvent.class.getPermittedSubclasses());
        assertThat(List.<Class<?>>copyOf(GameEventClasses.ALL)).isEqualTo(permitted);
    }

    @Test
    void theNamesAreTheRegistrysNames() {
        List<String> names = GameEventClasses.ALL.stream().map(EventTypes::nameOf).toList();
        assertThat(GameEventClasses.BY_NAME.keySet()).containsExactlyElementsOf(names);
        GameEventClasses.BY_NAME.forEach((name, c) -> assertThat(EventTypes.classOf(name)).contains(c));
    }
}
