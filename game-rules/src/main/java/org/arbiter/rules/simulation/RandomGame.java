package org.arbiter.rules.simulation;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEvent;
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
