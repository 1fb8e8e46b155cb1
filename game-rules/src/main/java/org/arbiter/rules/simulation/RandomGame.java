package org.arbiter.rules.simulation;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEvent;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;
import org.arbiter.rules.Accepted;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.GameState;
import org.arbiter.rules.Step;

/**
 * A game played to its end by {@link RandomJudge} through the engine, as game-service would publish it: its
 * envelopes from seq 1 ({@code GameCreated}), one command a second from {@code start}, every event of an accepted
 * command in order. For backlogs of realistic games (the catch-up test and benchmark).
 */
public final class RandomGame {

    private static final int MAX_COMMANDS = 3_000;

    private RandomGame() {
    }

    /**
     * Game {@code gameNo} of a FIIM qualifying stage of {@code tournament}, played from {@code start}: at table
     * {@code 1 + gameNo % tables}, round {@code 1 + gameNo / tables}, seat s taken by player {@code p<1 + (7 gameNo + 3 s)
     * % players>} (so a backlog's players meet in many combinations), judged by "judge", the game number its seed.
     */
    public static List<EventEnvelope> ofTournament(String gameId, String tournament, int gameNo, int players, int tables,
            Instant start) {
        return play(gameId, created(tournament, gameNo, players, tables, Ruleset.FIIM), gameNo, start);
    }

    /** The creation of game {@code gameNo} of a qualifying stage under {@code ruleset}, seated as {@link #ofTournament} says. */
    public static GameCreated created(String tournament, int gameNo, int players, int tables, Ruleset ruleset) {
        List<SeatedPlayer> seated = new ArrayList<>();
        for (int seat = 1; seat <= 10; seat++) {
            int player = 1 + (gameNo * 7 + seat * 3) % players;
            seated.add(new SeatedPlayer(seat, "p" + player, "Игрок " + player));
        }
        return new GameCreated(tournament, Stage.QUALIFYING, 1 + gameNo % tables, 1 + gameNo / tables,
                ruleset, new GameOptions(true, true), seated, "judge");
    }

    public static List<EventEnvelope> play(String gameId, GameCreated created, long seed, Instant start) {
        RandomJudge judge = new RandomJudge(seed, 0);
        List<EventEnvelope> envelopes = new ArrayList<>();
        envelopes.add(EventEnvelope.ofGame(gameId, 1, start, "judge", created));
        GameState state = GameRules.start(created);
        for (int i = 0; i < MAX_COMMANDS && !state.result().finalized(); i++) {
            Instant now = start.plusSeconds(i + 1);
            Step step = GameRules.play(state, judge.next(state), now);
            if (step.decision() instanceof Accepted accepted) {
                for (GameEvent event : accepted.events()) {
                    envelopes.add(EventEnvelope.ofGame(gameId, envelopes.size() + 1, now, "judge", event));
                }
                state = step.state();
            }
        }
        return envelopes;
    }
}
