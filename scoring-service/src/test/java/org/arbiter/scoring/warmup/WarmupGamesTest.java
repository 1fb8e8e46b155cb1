package org.arbiter.scoring.messaging;

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
import org.arbiter.rules.simulation.RandomGame;
import org.arbiter.scoring.domain.ScoreSheets;
import org.arbiter.stream.warmup.WarmupGames;
import org.junit.jupiter.api.Test;

/**
 * The warm-up games (stream-support's {@code games.jsonl}) are what the engine plays now: game n is {@code
 * RandomGame.play("warm-up-n", created("warm-up", n, 100, 10, Ruleset.values()[n % 4]), n, WarmupGames.START)}, event
 * for event (the event ids aside: they are drawn), and each ends with a score sheet. After a change to the engine or
 * the events, write the file anew with {@code -Darbiter.warmup.write=stream-
 * support/src/main/resources/org/arbiter/stream/warmup/games.jsonl} (a path from the repository's root; the test then
 * fails once, naming the file written).
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
        String target = System.getProperty("arbiter.warmup.write");
        if (target != null) {
            Path file = Path.of("..").resolve(target);          // the tests run in the module's directory
            Files.writeString(file, String.join("\n", played.stream().flatMap(List::stream).toList()) + "\n", StandardCharsets.UTF_8);
            throw new AssertionError("written " + file + "; run again without -Darbiter.warmup.write");
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

    private static String withoutId(String json) {
        return json.replaceFirst("\"eventId\":\"[0-9a-f-]{36}\"", "\"eventId\":\"-\"");
    }
}
