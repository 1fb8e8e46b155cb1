package org.arbiter.rules.simulation;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;
import org.arbiter.rules.*;

/**
 * A judge who plays random but mostly sensible games: for property tests and the benchmark. It only
 * proposes commands; the engine decides. With {@code mischief} > 0 it also sends commands that are
 * likely to be refused, and undos.
 */
public final class RandomJudge {

    private final SplittableRandom random;
    private final double mischief;

    public RandomJudge(long seed, double mischief) {
        this.random = new SplittableRandom(seed);
        this.mischief = mischief;
    }

    public static GameCreated newGame(Ruleset ruleset, GameOptions options) {
        List<SeatedPlayer> players = new ArrayList<>(10);
        for (int seat = 1; seat <= 10; seat++) {
            players.add(new SeatedPlayer(seat, "p-" + seat, "Игрок " + seat));
        }
        return new GameCreated("random", Stage.FRIENDLY, 1, 1, ruleset, options, players, "judge");
    }

    private boolean chance(double p) {
        return random.nextDouble() < p;
    }

    private int anySeat() {
        return 1 + random.nextInt(10);
    }

    private int seatIn(int mask) {
        int n = Integer.bitCount(mask);
        if (n == 0) {
            return anySeat();
        }
        int pick = random.nextInt(n);
        for (int seat = 1; seat <= 10; seat++) {
            if ((mask & (1 << seat)) != 0 && pick-- == 0) {
                return seat;
            }
        }
        return anySeat();
    }

    /** The next command this judge sends. */
    public Command next(GameState s) {
        if (mischief > 0 && chance(mischief)) {
            return mischief(s);
        }
        if (!s.seating().dealt()) {
            return new Deal(null);
        }
        if (!s.finished() && chance(0.01)) {
            int speaker = s.floor().speaker();
            return new Foul(speaker != 0 && chance(0.5) ? speaker : seatIn(s.seating().atTable()));
        }
        if (!s.finished() && chance(0.001)) {
            return new Disqualify(seatIn(s.seating().atTable()), "6.7.4");
        }
        return switch (s.phase()) {
            case SETUP -> new Deal(null);
            case NIGHT -> night(s);
            case DAY -> day(s);
            case VOTING, REVOTE -> vote(s);
            case LIFT_ALL -> liftAll(s);
            case TIE_SPEECHES -> new EndSpeech();
            case LAST_WORDS -> lastWords(s);
            case FINISHED -> afterGame(s);
        };
    }

    private Command night(GameState s) {
        if (s.night() == 0 || (s.tonight().shot() && chance(0.4))) {
            return new EndNight();
        }
        if (!s.tonight().shot()) {
            Map<Integer, Integer> shots = new HashMap<>();
            int target = chance(0.85) ? seatIn(s.seating().atTable()) : anySeat();
            for (int seat = 1; seat <= 10; seat++) {
                if (s.seating().isBlack(seat) && s.seating().isAtTable(seat)) {
                    shots.put(seat, chance(0.9) ? Integer.valueOf(target) : (chance(0.5) ? null : Integer.valueOf(anySeat())));
                }
            }
            return new Shoot(shots);
        }
        double roll = random.nextDouble();
        if (roll < 0.3) {
            return new DonCheck(anySeat());
        }
        if (roll < 0.6) {
            return new SheriffCheck(anySeat());
        }
        if (roll < 0.8) {
            return bestMove(s);
        }
        return new EndNight();
    }

    private Command bestMove(GameState s) {
        List<Integer> targets = new ArrayList<>(3);
        int n = random.nextInt(4);
        while (targets.size() < n) {
            int seat = anySeat();
            if (!targets.contains(seat)) {
                targets.add(seat);
            }
        }
        return new BestMove(List.copyOf(targets), null, chance(0.1));
    }

    private Command day(GameState s) {
        boolean nominated = s.vote().nominationBy(s.floor().speaker()) != null;
        if (!nominated && chance(0.3)) {
            return new Nominate(s.floor().speaker(), seatIn(s.seating().atTable()));
        }
        if (nominated && chance(0.03)) {
            return new Withdraw(s.floor().speaker());
        }
        return new EndSpeech();
    }

    private Command vote(GameState s) {
        Map<Integer, List<Integer>> votes = new HashMap<>();
        List<Integer> ballot = s.vote().ballot();
        for (int seat = 1; seat <= 10; seat++) {
            if (s.seating().isAtTable(seat) && chance(0.8)) {
                votes.computeIfAbsent(ballot.get(random.nextInt(ballot.size())), k -> new ArrayList<>()).add(seat);
            }
        }
        return new Vote(votes);
    }

    private Command liftAll(GameState s) {
        List<Integer> voters = new ArrayList<>();
        for (int seat = 1; seat <= 10; seat++) {
            if (s.seating().isAtTable(seat) && chance(0.5)) {
                voters.add(seat);
            }
        }
        return new LiftAll(voters);
    }

    private Command lastWords(GameState s) {
        double roll = random.nextDouble();
        if (roll < 0.3) {
            return bestMove(s);
        }
        if (roll < 0.4 && s.rulebook().wills()) {
            return new Will(s.floor().speaker(), chance(0.8) ? anySeat() : null, chance(0.9));
        }
        return new EndSpeech();
    }

    private Command afterGame(GameState s) {
        if (s.result().award() == null && chance(0.5)) {
            Map<Integer, java.math.BigDecimal> extra = new HashMap<>();
            extra.put(anySeat(), new java.math.BigDecimal("0.2"));
            return new Award(extra, Map.of());
        }
        if (s.result().awaitingApproval()) {
            return new Approve();
        }
        return new Finalize();
    }

    private Command mischief(GameState s) {
        return switch (random.nextInt(12)) {
            case 0 -> new Undo();
            case 1 -> new Nominate(anySeat(), anySeat());
            case 2 -> new Vote(Map.of(anySeat(), List.of(anySeat(), anySeat())));
            case 3 -> new Shoot(Map.of(anySeat(), anySeat()));
            case 4 -> new DonCheck(anySeat());
            case 5 -> new EndNight();
            case 6 -> new EndSpeech();
            case 7 -> new LiftAll(List.of(anySeat()));
            case 8 -> new Foul(anySeat());
            case 9 -> new Award(Map.of(anySeat(), new java.math.BigDecimal("0.45")), Map.of());
            case 10 -> new TeamDefeat(anySeat(), "6.8.1");
            default -> new Will(anySeat(), anySeat(), true);
        };
    }

    /** Plays one game to its signed protocol (or {@code maxCommands}); returns the final state. */
    public static GameState playOut(GameCreated created, long seed, int maxCommands) {
        RandomJudge judge = new RandomJudge(seed, 0);
        GameState state = GameRules.start(created);
        Instant now = Instant.EPOCH;
        for (int i = 0; i < maxCommands && !state.result().finalized(); i++) {
            state = GameRules.play(state, judge.next(state), now).state();
        }
        return state;
    }
}
