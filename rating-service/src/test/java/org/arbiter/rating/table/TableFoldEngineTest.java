package org.arbiter.rating.table;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameEvent;
import org.arbiter.events.game.Ruleset;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.JudgeView;
import org.arbiter.testgames.ScenarioFolders;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The public table says what the judge's view says, after every event of every scenario and every random game: its
 * phase, day, night, speaker, candidates, who is at the table, fouls and result; never a role before the end. The
 * judge's view is the engine's fold of the whole log, undos included; the table folds the events that stand. The
 * feed's fold, one event on top of the last (folded again after an undo), is the same view as folding them all.
 */
class TableFoldEngineTest {

    @Test
    @DisplayName("after a deal the public table is in night 0, as the judge's view (not SETUP until NightStarted)")
    void the_deal_starts_night_zero() {
        TestGame game = TestGame.of(Ruleset.FIIM).dealt();
        TableView table = game.fold(events -> TableFold.fold(game.gameId(), events));
        assertThat(game.view().phase()).isEqualTo("NIGHT");
        assertThat(table.phase()).isEqualTo("NIGHT");
        assertThat(table.night()).isZero();
        assertThat(table.seats()).extracting(TableView.Seat::role).containsOnlyNulls();
    }

    @TestFactory
    Stream<DynamicTest> every_scenario_event_by_event() {
        return games(ScenarioFolders.scenarios());
    }

    @TestFactory
    Stream<DynamicTest> every_random_game_event_by_event() {
        return games(ScenarioFolders.randomGames());
    }

    private static Stream<DynamicTest> games(Path folder) {
        return ScenarioFolders.files(folder).stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            JsonNode scenario = EventJson.MAPPER.readTree(Files.readString(file));
            TestGame game = TestGame.replay("g-" + file.getFileName(), scenario);
            List<EventEnvelope> events = game.events();
            HeldGame held = new HeldGame(game.gameId());
            for (int n = 1; n <= events.size(); n++) {
                List<EventEnvelope> prefix = events.subList(0, n);
                JudgeView judge = GameRules.judgeView(GameRules.fold(prefix.stream().map(e -> (GameEvent) e.payload()).toList()));
                TableView table = TableFold.fold(game.gameId(), prefix);
                String where = "after seq " + n + " (" + prefix.getLast().type() + ")";
                assertSame(judge, table, where);
                held.add(prefix.getLast());
                assertThat(held.view()).as("the feed's fold, event by event, " + where).isEqualTo(table);
            }
        }));
    }

    private static void assertSame(JudgeView judge, TableView table, String where) throws IOException {
        boolean over = judge.phase().equals("FINISHED");
        assertThat(table.phase()).as(where).isEqualTo(judge.phase());
        assertThat(table.day()).as(where).isEqualTo(judge.day());
        assertThat(table.night()).as(where).isEqualTo(judge.night());
        assertThat(table.speaker() == null ? null : table.speaker().seat()).as(where).isEqualTo(judge.speaker());
        assertThat(table.speaker() == null ? null : table.speaker().seconds()).as(where).isEqualTo(judge.seconds());
        assertThat(table.candidates()).as(where).isEqualTo(judge.candidates());
        assertThat(table.seats().stream().filter(s -> s.status().equals("AT_TABLE")).map(TableView.Seat::seat).toList())
                .as(where).isEqualTo(judge.atTable());
        Map<Integer, Integer> fouls = new TreeMap<>();
        table.seats().stream().filter(s -> s.fouls() > 0).forEach(s -> fouls.put(s.seat(), s.fouls()));
        assertThat(fouls).as(where).isEqualTo(judge.fouls());
        assertThat(table.ended()).as(where).isEqualTo(over);
        if (over) {
            Map<Integer, String> roles = new TreeMap<>();
            table.seats().forEach(s -> roles.put(s.seat(), s.role()));
            assertThat(roles).as(where).isEqualTo(judge.roles());
            assertThat(table.winner()).as(where).isEqualTo(judge.annulled() ? "ANNULLED" : judge.winner());
        } else {
            assertThat(EventJson.MAPPER.writeValueAsString(table)).as(where)
                    .doesNotContain("CIVILIAN", "SHERIFF", "MAFIA", "\"DON\"", "\"role\":\"", "\"checks\":[", "\"shots\":[",
                            "\"blacks\":");
        }
    }
}
