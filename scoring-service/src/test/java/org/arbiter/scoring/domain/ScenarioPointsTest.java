package org.arbiter.scoring.domain;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.events.score.SeatScore;
import org.arbiter.testgames.ScenarioFolders;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every scenario file and every random game ({@link ScenarioFolders}) is replayed through the rules engine, its events folded into a score sheet, and every {@code expect.points}
 * entry must match exactly (main and extra, docs/rules/TABLE-API.md). One dynamic test per file, named by the scenario.
 */
public class ScenarioPointsTest {

    @TestFactory
    Stream<DynamicTest> everyScenarioScoresItsExpectedPoints() {
        return checkAll(ScenarioFolders.scenarios());
    }

    @TestFactory
    Stream<DynamicTest> everyRandomGameScoresItsExpectedPoints() {
        return checkAll(ScenarioFolders.randomGames());
    }

    private static Stream<DynamicTest> checkAll(Path dir) {
        List<Path> files = ScenarioFolders.files(dir);
        assertThat(files).as(dir.toString()).isNotEmpty();
        return files.stream().map(file -> {
            JsonNode scenario = TestGame.json(readString(file));
            String name = scenario.path("name").asText(file.getFileName().toString());
            return DynamicTest.dynamicTest(name, () -> check(file, scenario));
        });
    }

    private static void check(Path file, JsonNode scenario) {
        String gameId = file.getFileName().toString().replace(".json", "");
        List<EventEnvelope> events = TestGame.replay(gameId, scenario).events();
        Optional<ScoreSheet> ended = ScoreSheets.fold(events);
        Optional<ScoreSheet> provisional = ScoreSheets.provisional(events);
        JsonNode expect = scenario.path("expect");
        if (ended.isPresent()) {
            assertThat(provisional).contains(ended.get());
            assertThat(ended.get().version()).isEqualTo(events.getLast().seq());
            if (expect.has("winner")) {
                assertThat(ended.get().winner()).as("sheet winner")
                        .isEqualTo(expect.get("winner").isNull() ? null : expect.get("winner").asText());
            }
        } else if (expect.has("winner")) {
            assertThat(expect.get("winner").isNull()).as("a game without a sheet has not ended").isTrue();
        }
        // replaying the same events gives the same bytes; duplicates change nothing
        List<EventEnvelope> doubled = Stream.concat(events.stream(), events.stream()).toList();
        assertThat(ScoreSheets.provisional(doubled).map(ScoreSheet::toJson))
                .isEqualTo(provisional.map(ScoreSheet::toJson));
        if (!expect.has("points")) {
            return;
        }
        assertThat(provisional).as("a sheet for the points of " + gameId).isPresent();
        ScoreSheet sheet = provisional.get();
        expect.get("points").fields().forEachRemaining(entry -> {
            SeatScore seat = sheet.seat(Integer.parseInt(entry.getKey()));
            String where = "seat " + entry.getKey() + " " + seat.parts();
            assertThat(seat.main()).as(where + " main").isEqualByComparingTo(entry.getValue().get("main").decimalValue());
            assertThat(seat.extra()).as(where + " extra").isEqualByComparingTo(entry.getValue().get("extra").decimalValue());
            assertThat(seat.total()).as(where + " total").isEqualByComparingTo(seat.main().add(seat.extra()));
        });
    }

    private static String readString(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new IllegalStateException(file + ": " + e.getMessage(), e);
        }
    }
}
