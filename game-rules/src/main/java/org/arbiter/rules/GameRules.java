package org.arbiter.rules;

import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEvent;
import org.arbiter.events.game.SeatedPlayer;

/**
 * The rules engine's entry points: pure functions over immutable {@link GameState}s.
 * {@code decide(state, command, now) → events | rejection}; {@code evolve(state, event) → state}.
 */
public final class GameRules {

    private GameRules() {
    }

    /** The state after seq 1 ({@code GameCreated}). */
    public static GameState start(GameCreated created) {
        return Evolver.start(created);
    }

    /** Decides a command against the state: its events, or a rejection (the state is never changed). */
    public static Decision decide(GameState state, Command command, Instant now) {
        return Decider.decide(state, command, now);
    }

    /** {@link #decide} and the state the events lead to, in one pass. */
    public static Step play(GameState state, Command command, Instant now) {
        return Decider.play(state, command, now);
    }

    public static GameState evolve(GameState state, GameEvent event) {
        return Evolver.evolve(state, event);
    }

    /** Folds a game's stream from its {@code GameCreated} on. */
    public static GameState fold(List<GameEvent> events) {
        if (events.isEmpty() || !(events.get(0) instanceof GameCreated created)) {
            throw new IllegalArgumentException("a game's stream starts with GameCreated");
        }
        GameState state = start(created);
        for (int i = 1; i < events.size(); i++) {
            state = evolve(state, events.get(i));
        }
        return state;
    }

    public static JudgeView judgeView(GameState state) {
        return Views.judge(state);
    }

    public static PublicView publicView(GameState state) {
        return Views.publicView(state);
    }

    /** TABLE-API "Creating a game": exactly 10 players, seats 1–10 once, distinct ids, nicknames of 1–40 characters. */
    public static Optional<Rejection> validateNewGame(GameCreated created) {
        if (created.ruleset() == null) {
            return Optional.of(new Rejection(Errors.UNKNOWN_RULESET, null, "ruleset is FIIM, FSM, RFM or CLUB"));
        }
        List<SeatedPlayer> players = created.players();
        if (players == null || players.size() != 10) {
            return malformed("exactly 10 players");
        }
        Set<Integer> seats = new HashSet<>();
        Set<String> ids = new HashSet<>();
        for (SeatedPlayer p : players) {
            if (p == null || p.seat() < 1 || p.seat() > 10 || !seats.add(p.seat())) {
                return malformed("seats 1-10, each once");
            }
            if (p.playerId() == null || p.playerId().isBlank() || !ids.add(p.playerId())) {
                return malformed("distinct playerIds");
            }
            int length = p.nickname() == null ? 0 : p.nickname().codePointCount(0, p.nickname().length());
            if (length < 1 || length > 40) {
                return malformed("nicknames of 1-40 characters");
            }
        }
        if (created.options() == null) {
            return malformed("options are required (withdrawal, noLiftAtThreeOrFour)");
        }
        return Optional.empty();
    }

    private static Optional<Rejection> malformed(String message) {
        return Optional.of(new Rejection(Errors.MALFORMED_COMMAND, "2.1", message));
    }
}
