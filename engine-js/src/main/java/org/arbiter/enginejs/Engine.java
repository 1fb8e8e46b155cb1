package org.arbiter.enginejs;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEvent;
import org.arbiter.rules.Accepted;
import org.arbiter.rules.CommandParser;
import org.arbiter.rules.Decision;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.GameState;
import org.arbiter.rules.Parsed;
import org.arbiter.rules.Rejected;
import org.arbiter.rules.Rejection;

/**
 * The rules engine as the console uses it, in JSON text: a game's states are held here under numbers (the
 * engine's states are immutable, so a number stays valid until released). Every answer is one JSON object:
 * {@code {"state": n, "view": {...}}} after events; after a command either {@code {"accepted": true, "state": n,
 * "events": [{"type", "payload"}...], "view": {...}}} or {@code {"accepted": false, "error", "rule", "message"}} as
 * game-service's refusal body has them (docs/rules/TABLE-API.md "Answers"); {@code {"failure": "..."}} for input that
 * is not a game's events.
 */
public final class Engine {

    private final Map<Integer, GameState> states = new HashMap<>();
    private int next = 1;

    /** The state after a game's events from its {@code GameCreated} on (envelopes: {@code type}, {@code payload}). */
    public String start(String eventsJson) {
        try {
            List<GameEvent> events = events(eventsJson);
            if (events.isEmpty() || !(events.get(0) instanceof GameCreated)) {
                return failure("a game's events start with GameCreated");
            }
            return answer(hold(GameRules.fold(events)), null);
        } catch (RuntimeException e) {
            return failure(e);
        }
    }

    /** The state after more events (a server's answer, another tablet's commands). */
    public String evolve(int state, String eventsJson) {
        try {
            GameState s = state(state);
            for (GameEvent event : events(eventsJson)) {
                s = GameRules.evolve(s, event);
            }
            return answer(hold(s), null);
        } catch (RuntimeException e) {
            return failure(e);
        }
    }

    /** A command decided on a state at {@code nowMillis} (the device's clock). */
    public String decide(int state, String commandJson, double nowMillis) {
        try {
            GameState s = state(state);
            Parsed parsed = CommandParser.parse(PlainBody.of(JsonText.parse(commandJson)));
            if (parsed.rejection() != null) {
                return refusal(parsed.rejection());
            }
            Decision decision = GameRules.decide(s, parsed.command(), Instant.ofEpochMilli((long) nowMillis));
            if (decision instanceof Rejected rejected) {
                return refusal(rejected.rejection());
            }
            List<GameEvent> events = ((Accepted) decision).events();
            List<Object> written = new ArrayList<>(events.size());
            for (GameEvent event : events) {
                s = GameRules.evolve(s, event);
                Map<String, Object> one = new LinkedHashMap<>();
                one.put("type", GameEventClasses.nameOf(event));
                one.put("payload", RecordCodec.encode(event));
                written.add(one);
            }
            return answer(hold(s), written);
        } catch (IllegalArgumentException e) {
            return refusal(new Rejection("MALFORMED_COMMAND", null, e.getMessage()));
        } catch (RuntimeException e) {
            return failure(e);
        }
    }

    public String view(int state) {
        try {
            return JsonText.write(RecordCodec.encode(GameRules.judgeView(state(state))));
        } catch (RuntimeException e) {
            return failure(e);
        }
    }

    public void release(int state) {
        states.remove(state);
    }

    /** How many states are held (for the console's tests: what it takes it releases). */
    public int held() {
        return states.size();
    }

    private static List<GameEvent> events(String eventsJson) {
        Object parsed = JsonText.parse(eventsJson);
        if (!(parsed instanceof List<?> list)) {
            throw new IllegalArgumentException("events are a JSON array");
        }
        List<GameEvent> events = new ArrayList<>(list.size());
        for (Object item : list) {
            if (!(item instanceof Map<?, ?> envelope) || !(envelope.get("type") instanceof String type)) {
                throw new IllegalArgumentException("an event without its type");
            }
            events.add(RecordCodec.decode(envelope.get("payload"), eventClass(type)));
        }
        return events;
    }

    private static Class<?> eventClass(String type) {
        Class<?> c = GameEventClasses.BY_NAME.get(type);
        if (c == null) {
            throw new IllegalArgumentException("unknown event type " + type);
        }
        return c;
    }

    private GameState state(int state) {
        GameState s = states.get(state);
        if (s == null) {
            throw new IllegalStateException("no state " + state + " (released?)");
        }
        return s;
    }

    private int hold(GameState state) {
        int id = next++;
        states.put(id, state);
        return id;
    }

    private String answer(int state, List<Object> events) {
        Map<String, Object> answer = new LinkedHashMap<>();
        if (events != null) {
            answer.put("accepted", Boolean.TRUE);
        }
        answer.put("state", (long) state);
        if (events != null) {
            answer.put("events", events);
        }
        answer.put("view", RecordCodec.encode(GameRules.judgeView(states.get(state))));
        return JsonText.write(answer);
    }

    private static String refusal(Rejection rejection) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("accepted", Boolean.FALSE);
        answer.put("error", rejection.error());
        answer.put("rule", rejection.rule());
        answer.put("message", rejection.message());
        return JsonText.write(answer);
    }

    private static String failure(RuntimeException e) {
        return failure(String.valueOf(e.getMessage()));                // no class names in the browser build
    }

    private static String failure(String message) {
        return JsonText.write(Map.of("failure", message));
    }
}
