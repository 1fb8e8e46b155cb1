package org.arbiter.testgames;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.EventPayload;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEvent;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Ruleset;
import org.arbiter.rules.Accepted;
import org.arbiter.rules.CommandParser;
import org.arbiter.rules.Decision;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.GameState;
import org.arbiter.rules.JudgeView;
import org.arbiter.rules.Parsed;
import org.arbiter.rules.Rejected;
import org.arbiter.rules.Rejection;
import org.arbiter.rules.Step;

/**
 * The one game of every module's tests: seated by {@link TestGameSetup} ({@code TestGame.of(Ruleset.FIIM)...dealt()}),
 * then played command by command through the engine in the TABLE-API form (single quotes allowed), as game-service
 * records it; or, where a consumer's test pins its log event by event, written by hand ({@link HandWrittenLog}).
 * Every event is kept in its envelope (seq from 1 = GameCreated, the game's judge as actor), as table-events carries
 * it. The clock: the creation at the setup's start, every later step (a command the engine is asked, accepted or
 * refused, or an event written by hand) one tick after the one before; a command's events share its time.
 */
public final class TestGame {

    /** The deal of these tests (4.1.3): 2 and 8 mafia, 6 the Don, 4 the Sheriff, the others civilians. */
    public static final Map<Integer, Role> STANDARD_ROLES = Collections.unmodifiableMap(new TreeMap<>(Map.of(
            1, Role.CIVILIAN, 2, Role.MAFIA, 3, Role.CIVILIAN, 4, Role.SHERIFF, 5, Role.CIVILIAN,
            6, Role.DON, 7, Role.CIVILIAN, 8, Role.MAFIA, 9, Role.CIVILIAN, 10, Role.CIVILIAN)));

    private final String gameId;
    private final String judge;
    private final Instant start;
    private final Duration tick;
    private final List<EventEnvelope> events = new ArrayList<>();
    private GameState state;
    private long steps;
    private boolean handWritten;
    private HandWrittenLog byHand;

    TestGame(String gameId, GameCreated created, Instant start, Duration tick) {
        this.gameId = gameId;
        this.judge = created.judge();
        this.start = start;
        this.tick = tick;
        this.state = GameRules.start(created);
        append(judge, timeOfStep(steps++), created);
    }

    /** A game to seat: ruleset given, everything else the defaults of {@link TestGameSetup} until changed. */
    public static TestGameSetup of(Ruleset ruleset) {
        return new TestGameSetup(ruleset);
    }

    /** The table of a scenario file (docs/rules/TABLE-API.md "Scenario files"): its ruleset and options, the defaults otherwise. */
    public static TestGameSetup ofScenario(JsonNode scenario) {
        JsonNode options = scenario.path("options");
        return of(Ruleset.valueOf(scenario.path("ruleset").asText()))
                .options(new GameOptions(options.path("withdrawal").asBoolean(true),
                        options.path("noLiftAtThreeOrFour").asBoolean(true)));
    }

    /** The deal command of {@code roles} in the TABLE-API form. */
    public static String dealCommand(Map<Integer, Role> roles) {
        StringBuilder json = new StringBuilder("{\"type\":\"deal\",\"roles\":{");
        roles.forEach((seat, role) -> json.append(json.charAt(json.length() - 1) == '{' ? "" : ",")
                .append('"').append(seat).append("\":\"").append(role).append('"'));
        return json.append("}}").toString();
    }

    /** A command in the TABLE-API form; single quotes stand for double ones. */
    public static JsonNode command(String text) {
        return json(text.replace('\'', '"'));
    }

    /** JSON text as it is (a scenario file). */
    public static JsonNode json(String text) {
        try {
            return EventJson.MAPPER.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(text, e);
        }
    }

    /**
     * Replays a scenario file (docs/rules/TABLE-API.md "Scenario files") as game {@code gameId} (its ruleset and options taken
     * from the file): the deal, then every step with its repeat, a step with {@code reject} refused with that code.
     */
    public static TestGame replay(String gameId, JsonNode scenario) {
        TestGame game = ofScenario(scenario).id(gameId).start();
        if (scenario.has("roles")) {
            ObjectNode deal = EventJson.MAPPER.createObjectNode();
            deal.put("type", "deal");
            deal.set("roles", scenario.get("roles"));
            game.apply(deal, null, "deal");
        }
        int index = 0;
        for (JsonNode step : scenario.path("steps")) {
            index++;
            int repeat = step.path("repeat").asInt(1);
            String error = step.hasNonNull("reject") ? step.get("reject").asText() : null;
            for (int i = 1; i <= repeat; i++) {
                game.apply(step, error, "step " + index + " (" + step.path("type").asText() + ", " + i + "/" + repeat + ")");
            }
        }
        return game;
    }

    /** Deals {@code roles} through the engine. */
    public TestGame deal(Map<Integer, Role> roles) {
        return play(dealCommand(roles));
    }

    /** Plays one command that must be accepted. */
    public TestGame play(String command) {
        return apply(command(command), null, command);
    }

    /** Plays the same command {@code times} times, each accepted. */
    public TestGame play(int times, String command) {
        for (int i = 0; i < times; i++) {
            play(command);
        }
        return this;
    }

    /** Ends {@code n} speeches. */
    public TestGame endSpeeches(int n) {
        return play(n, "{'type':'endSpeech'}");
    }

    /** Night 0 to day 1, nobody nominated: night 1 falls. */
    public TestGame quietDay1() {
        return play("{'type':'endNight'}").endSpeeches(10);
    }

    /** The engine's answer to {@code command} (a parse failure as a rejection); the game does not change. */
    public Decision decide(String command) {
        Parsed parsed = CommandParser.parse(command(command));
        if (!parsed.isOk()) {
            return new Rejected(parsed.rejection());
        }
        return GameRules.decide(engineState(), parsed.command(), timeOfStep(steps++));
    }

    /** A command that must be refused: its rejection, after checking the game did not change. */
    public Rejection rejected(String command) {
        GameState before = engineState();
        int size = events.size();
        Decision decision = decide(command);
        if (!(decision instanceof Rejected rejected)) {
            throw new AssertionError(command + " accepted: " + decision);
        }
        assertThat(state).isSameAs(before);
        assertThat(events).hasSize(size);
        return rejected.rejection();
    }

    /** Plays one command refused with {@code error}, or accepted when {@code error} is null. */
    private TestGame apply(JsonNode command, String error, String where) {
        Parsed parsed = CommandParser.parse(command);
        if (!parsed.isOk()) {
            assertThat(parsed.rejection().error()).as(where + ": " + parsed.rejection().message()).isEqualTo(error);
            return this;
        }
        Instant now = timeOfStep(steps++);
        Step step = GameRules.play(engineState(), parsed.command(), now);
        if (step.decision() instanceof Rejected rejected) {
            if (error == null) {
                fail(where + ": rejected " + rejected.rejection());
            }
            assertThat(rejected.rejection().error()).as(where + ": " + rejected.rejection().message()).isEqualTo(error);
            return this;
        }
        if (error != null) {
            fail(where + ": expected " + error + " but accepted " + step.decision());
        }
        for (GameEvent event : ((Accepted) step.decision()).events()) {
            append(judge, now, event);
        }
        state = step.state();
        return this;
    }

    private GameState engineState() {
        if (handWritten) {
            throw new IllegalStateException("events were written by hand into this game: the engine cannot go on from them");
        }
        return state;
    }

    /** Writes an event by hand as the next step, by the judge at the step's time, the engine not asked. */
    public EventEnvelope record(EventPayload payload) {
        return record(judge, nextTime(), payload);
    }

    /** Writes an event by hand as the next step, with its own actor and time. */
    public EventEnvelope record(String actor, Instant at, EventPayload payload) {
        handWritten = true;
        steps++;
        return append(actor, at, payload);
    }

    /** The hand-written vocabulary of a consumer's tests (kills, ballots, the end, awards, undo) on this game. */
    public HandWrittenLog byHand() {
        if (byHand == null) {
            byHand = new HandWrittenLog(this);
        }
        return byHand;
    }

    private EventEnvelope append(String actor, Instant at, EventPayload payload) {
        EventEnvelope envelope = EventEnvelope.ofGame(gameId, events.size() + 1, at, actor, payload);
        events.add(envelope);
        return envelope;
    }

    /** The time the next step (a command or an event written by hand) gets. */
    public Instant nextTime() {
        return timeOfStep(steps);
    }

    private Instant timeOfStep(long step) {
        return start.plus(tick.multipliedBy(step));
    }

    public String gameId() {
        return gameId;
    }

    public GameCreated created() {
        return (GameCreated) events.getFirst().payload();
    }

    /** Every event so far in its envelope, seq 1, 2, 3 ... */
    public List<EventEnvelope> events() {
        return List.copyOf(events);
    }

    /** What a consumer's fold ({@code ScoreSheets.fold}, {@code TableFold.fold} ...) makes of the log so far. */
    public <R> R fold(Function<List<EventEnvelope>, R> fold) {
        return fold.apply(events());
    }

    /** Every event so far without its envelope. */
    public List<GameEvent> payloads() {
        return events.stream().map(e -> (GameEvent) e.payload()).toList();
    }

    public <T extends GameEvent> List<T> eventsOf(Class<T> type) {
        return events.stream().map(EventEnvelope::payload).filter(type::isInstance).map(type::cast).toList();
    }

    public long lastSeq() {
        return events.size();
    }

    /** The engine's state after every command played. */
    public GameState state() {
        return engineState();
    }

    public JudgeView view() {
        return GameRules.judgeView(engineState());
    }
}
