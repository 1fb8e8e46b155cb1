package org.arbiter.events;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.List;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.arbiter.events.game.GameEvent;
import org.arbiter.events.protest.ProtestEvent;
import org.arbiter.events.tournament.TournamentEvent;

/** The registry of every event type: stable name ↔ payload record, read from the sealed stream roots. */
public final class EventTypes {

    /** The sealed roots; each permits the records of one kind of stream. */
    private static final List<Class<?>> ROOTS = List.of(GameEvent.class, TournamentEvent.class, ProtestEvent.class);

    private static final Map<String, Class<? extends EventPayload>> BY_NAME = scan();

    private EventTypes() {
    }

    /** Every type name with its payload class, in a stable order. */
    public static Map<String, Class<? extends EventPayload>> all() {
        return BY_NAME;
    }

    public static Optional<Class<? extends EventPayload>> classOf(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }

    public static String nameOf(Class<?> payloadClass) {
        EventType annotation = payloadClass.getAnnotation(EventType.class);
        if (annotation == null) {
            throw new IllegalArgumentException(payloadClass.getName() + " carries no @EventType");
        }
        return annotation.value();
    }

    private static Map<String, Class<? extends EventPayload>> scan() {
        Map<String, Class<? extends EventPayload>> byName = new LinkedHashMap<>();
        Deque<Class<?>> todo = new ArrayDeque<>(ROOTS);
        while (!todo.isEmpty()) {
            Class<?> type = todo.removeFirst();
            if (type.isSealed()) {
                for (Class<?> sub : type.getPermittedSubclasses()) {
                    todo.addLast(sub);
                }
            } else if (type.isRecord()) {
                String name = nameOf(type);
                Class<? extends EventPayload> previous = byName.put(name, type.asSubclass(EventPayload.class));
                if (previous != null) {
                    throw new IllegalStateException("event type " + name + " used twice: " + previous + ", " + type);
                }
            } else {
                throw new IllegalStateException(type + " is neither sealed nor a record");
            }
        }
        return Collections.unmodifiableMap(byName);
    }
}
