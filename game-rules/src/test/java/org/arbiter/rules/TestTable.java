package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEvent;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.rules.simulation.RandomJudge;

/** A game at a test table: commands in TABLE-API JSON (single quotes allowed), the standard deal 2,6,8 black. */
final class TestTable {

    static final String STANDARD_ROLES = "{'1':'CIVILIAN','2':'MAFIA','3':'CIVILIAN','4':'SHERIFF','5':'CIVILIAN',"
            + "'6':'DON','7':'CIVILIAN','8':'MAFIA','9':'CIVILIAN','10':'CIVILIAN'}";

    GameState state;
    final List<GameEvent> events = new ArrayList<>();
    private long clock;

    private TestTable(Ruleset ruleset, GameOptions options) {
        GameCreated created = RandomJudge.newGame(ruleset, options);
        state = GameRules.start(created);
        events.add(created);
    }

    static TestTable of(Ruleset ruleset) {
        return of(ruleset, GameOptions.DEFAULT);
    }

    static TestTable of(Ruleset ruleset, GameOptions options) {
        TestTable table = new TestTable(ruleset, options);
        table.ok("{'type':'deal','roles':" + STANDARD_ROLES + "}");
        return table;
    }

    static TestTable undealt(Ruleset ruleset) {
        return new TestTable(ruleset, GameOptions.DEFAULT);
    }

    static JsonNode json(String command) {
        try {
            return EventJson.MAPPER.readTree(command.replace('\'', '"'));
        } catch (Exception e) {
            throw new IllegalArgumentException(command, e);
        }
    }

    Decision decide(String command) {
        Parsed parsed = CommandParser.parse(json(command));
        if (!parsed.isOk()) {
            return new Rejected(parsed.rejection());
        }
        return GameRules.decide(state, parsed.command(), Instant.parse("2026-04-01T10:00:00Z").plusSeconds(clock++));
    }

    /** Sends an accepted command; returns its events. */
    List<GameEvent> ok(String command) {
        Decision decision = decide(command);
        if (decision instanceof Rejected r) {
            fail(command + " rejected: " + r.rejection());
        }
        List<GameEvent> produced = ((Accepted) decision).events();
        for (GameEvent e : produced) {
            state = GameRules.evolve(state, e);
        }
        events.addAll(produced);
        return produced;
    }

    TestTable okTimes(String command, int times) {
        for (int i = 0; i < times; i++) {
            ok(command);
        }
        return this;
    }

    /** Sends a refused command; returns its rejection after checking the game did not change. */
    Rejection rejected(String command) {
        GameState before = state;
        Decision decision = decide(command);
        if (!(decision instanceof Rejected r)) {
            fail(command + " accepted: " + decision);
            return null;
        }
        assertThat(state).isSameAs(before);
        return r.rejection();
    }

    String rejectedCode(String command) {
        return rejected(command).error();
    }

    JudgeView view() {
        return GameRules.judgeView(state);
    }

    <T extends GameEvent> List<T> eventsOf(Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    /** Ends speeches until the phase changes from DAY (or n times). */
    TestTable endSpeeches(int n) {
        return okTimes("{'type':'endSpeech'}", n);
    }

    /** Night 0 to day 1, nobody nominated, night 1 falls. */
    TestTable quietDay1() {
        ok("{'type':'endNight'}");
        return endSpeeches(10);
    }
}
