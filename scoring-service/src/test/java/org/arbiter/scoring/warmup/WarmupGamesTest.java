package org.arbiter.scoring.warmup;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.rules.simulation.RandomGame;
import org.arbiter.scoring.domain.ScoreSheets;
import org.arbiter.stream.warmup.WarmupGames;
import org.junit.jupiter.api.Test;

/**
 * The warm-up games (stream-support's {@code games.jsonl}) are what the engine plays now: game n is {@code
 * RandomGame.play("warm-up-n", created("warm-up", n, 100, 10, Ruleset.values()[n % 4]), n, WarmupGames.START)}, event
 * for event (the event ids aside: they are drawn), and each ends with a score sheet; their sheets ({@code
 * sheets.jsonl}) are what this service's scoring folds from them now. After a change to the engine, the events or the
 * scoring, write both files anew with {@code -Dwarmup.fixture.write=stream-support/src/main/resources/org/arbiter/stream/warmup}
 * (a folder from the repository's root; the test then fails once, naming the files written).
 */
class WarmupGamesTest {

    @Test
    void theWarmupGamesAreTheEnginesGamesOfEveryRulesetAndEachEndsWithASheet() throws IOException {
        List<List<String>> played = new ArrayList<>();
        for (int n = 0; n < WarmupGames.COUNT; n++) {
            Ruleset ruleset = Ruleset.values()[n % Ruleset.values().length];
            played.add(RandomGame.play("warm-up-" + n, RandomGame.created("warm-up", n, 100, 10, ruleset), n, WarmupGames.START).stream()
                    .map(EventJson::write).toList());
        }
        String target = System.getProperty("warmup.fixture.write");
        if (target != null) {
            Path folder = Path.of("..").resolve(target);        // the tests run in the module's directory
            Files.writeString(folder.resolve("games.jsonl"), lines(played.stream().flatMap(List::stream).toList()), StandardCharsets.UTF_8);
            Files.writeString(folder.resolve("sheets.jsonl"), lines(played.stream()
                    .map(game -> ScoreSheets.fold(game.stream().map(EventJson::read).toList()).orElseThrow().toJson()).toList()),
                    StandardCharsets.UTF_8);
            throw new AssertionError("written games.jsonl and sheets.jsonl in " + folder + "; run again without -Dwarmup.fixture.write");
        }
        List<List<String>> kept = WarmupGames.json();
        assertThat(kept).hasSize(WarmupGames.COUNT);
        for (int n = 0; n < WarmupGames.COUNT; n++) {
            assertThat(kept.get(n).stream().map(WarmupGamesTest::withoutId).toList())
                    .as("game %d", n).containsExactlyElementsOf(played.get(n).stream().map(WarmupGamesTest::withoutId).toList());
            List<EventEnvelope> events = kept.get(n).stream().map(EventJson::read).toList();
            assertThat(events.getFirst().gameId()).isEqualTo("warm-up-" + n);
            assertThat(events).anyMatch(e -> e.payload() instanceof GameEnded);
            assertThat(ScoreSheets.fold(events)).as("game %d's sheet", n).isPresent();
        }
    }

    @Test
    void theWarmupSheetsAreWhatTheScoringFoldsFromTheWarmupGames() {
        List<String> sheets = WarmupGames.sheetsJson();
        assertThat(sheets).hasSize(WarmupGames.COUNT);
        for (int n = 0; n < WarmupGames.COUNT; n++) {
            String scored = ScoreSheets.fold(WarmupGames.events(n)).orElseThrow().toJson();
            assertThat(WarmupGames.sheet(n)).as("game %d's sheet", n).isEqualTo(scored).isEqualTo(sheets.get(n));
            assertThat(ScoreSheet.fromJson(WarmupGames.sheet(n)).gameId()).isEqualTo("warm-up-" + n);
        }
    }

    private static String lines(List<String> lines) {
        return String.join("\n", lines) + "\n";
    }

    private static String withoutId(String json) {
        return json.replaceFirst("\"eventId\":\"[0-9a-f-]{36}\"", "\"eventId\":\"-\"");
    }
}
