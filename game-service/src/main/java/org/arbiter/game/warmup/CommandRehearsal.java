package org.arbiter.game.warmup;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.UncheckedIOException;
import java.time.Instant;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.Ruleset;
import org.arbiter.game.domain.GameService;
import org.arbiter.game.domain.LoadedGame;
import org.arbiter.game.domain.Refusals;
import org.arbiter.game.domain.RequestLimits;
import org.arbiter.game.store.GameRow;
import org.arbiter.rules.Accepted;
import org.arbiter.rules.Command;
import org.arbiter.rules.CommandJson;
import org.arbiter.rules.CommandParser;
import org.arbiter.rules.Decision;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.Parsed;
import org.arbiter.rules.Rejected;
import org.arbiter.rules.simulation.RandomGame;
import org.arbiter.rules.simulation.RandomJudge;
import org.arbiter.stream.warmup.Rehearsal;
import org.arbiter.stream.warmup.WarmupGames;

/**
 * game-service's warm-up game: the random judge's commands of {@link WarmupGames}' game (the rulesets in turn), each
 * as its JSON body parsed by the API's mapper, checked, decided by the engine and applied as
 * {@link GameService#accept} applies it (the events encoded, the answer with the judge's view written); a refusal made
 * as the API makes it. Nothing is stored or cached.
 */
@ApplicationScoped
public class CommandRehearsal implements Rehearsal {

    private static final int MAX_COMMANDS = 3_000;

    @Inject
    ObjectMapper api;

    @Override
    public int rehearse(int n) {
        int game = n % WarmupGames.COUNT;
        GameCreated created = RandomGame.created("warm-up", game, 100, 10, Ruleset.values()[game % Ruleset.values().length]);
        Instant start = WarmupGames.START;                        // the engine's random deal and timings as they were
        LoadedGame played = new LoadedGame(GameRow.of("warm-up-" + game, created, start), GameRules.start(created), 1);
        RandomJudge judge = new RandomJudge(game, 0);
        for (int i = 0; i < MAX_COMMANDS && !played.state().result().finalized(); i++) {
            Instant now = start.plusSeconds(i + 1);                // a command a second, as RandomGame plays it
            Command command = judge.next(played.state());
            JsonNode body = body(CommandJson.write(command));
            RequestLimits.check(body);
            Parsed parsed = CommandParser.parse(body);
            if (parsed.rejection() != null) {
                Refusals.of(parsed.rejection());
                continue;
            }
            Decision decision = GameRules.decide(played.state(), parsed.command(), now);
            if (decision instanceof Rejected rejected) {
                Refusals.of(rejected.rejection());
            } else {
                played = GameService.accept(played, ((Accepted) decision).events(), now, "warm-up").next();
            }
        }
        return (int) played.lastSeq();
    }

    private JsonNode body(String json) {
        try {
            return api.readTree(json);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
