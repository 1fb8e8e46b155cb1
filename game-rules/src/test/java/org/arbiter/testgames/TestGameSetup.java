package org.arbiter.testgames;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;

/**
 * Who sits at a {@link TestGame}, where and when: a friendly game {@code g-1} of tournament {@code scenarios}, table 1,
 * game 1, players {@code p-1 … p-10} nicknamed {@code Игрок 1 … Игрок 10}, judge {@code judge-1}, default options,
 * the clock starting 2026-04-01T10:00:00Z and moving a second a step; each changed by its own method.
 */
public final class TestGameSetup {

    public static final Instant START = Instant.parse("2026-04-01T10:00:00Z");

    private Ruleset ruleset;
    private String gameId = "g-1";
    private String tournamentId = "scenarios";
    private Stage stage = Stage.FRIENDLY;
    private int tableNo = 1;
    private int gameNo = 1;
    private GameOptions options = GameOptions.DEFAULT;
    private List<String> playerIds = IntStream.rangeClosed(1, 10).mapToObj(seat -> "p-" + seat).toList();
    private List<String> nicknames = IntStream.rangeClosed(1, 10).mapToObj(seat -> "Игрок " + seat).toList();
    private String judge = "judge-1";
    private Instant start = START;
    private Duration tick = Duration.ofSeconds(1);

    TestGameSetup(Ruleset ruleset) {
        this.ruleset = ruleset;
    }

    public TestGameSetup ruleset(Ruleset ruleset) {
        this.ruleset = ruleset;
        return this;
    }

    public TestGameSetup id(String gameId) {
        this.gameId = gameId;
        return this;
    }

    /** The tournament, the stage and the game's table and number in it. */
    public TestGameSetup tournament(String tournamentId, Stage stage, int tableNo, int gameNo) {
        this.tournamentId = tournamentId;
        this.stage = stage;
        this.tableNo = tableNo;
        this.gameNo = gameNo;
        return this;
    }

    public TestGameSetup options(GameOptions options) {
        this.options = options;
        return this;
    }

    /** The players' ids on seats 1–10. */
    public TestGameSetup players(List<String> playerIds) {
        this.playerIds = List.copyOf(playerIds);
        return this;
    }

    /** The players' nicknames on seats 1–10. */
    public TestGameSetup nicknames(List<String> nicknames) {
        this.nicknames = List.copyOf(nicknames);
        return this;
    }

    /** The game's judge: GameCreated's judge and the actor of every event not given another. */
    public TestGameSetup judge(String judge) {
        this.judge = judge;
        return this;
    }

    /** The creation at {@code start}, every later step {@code tick} after the one before (zero: all at once). */
    public TestGameSetup clock(Instant start, Duration tick) {
        this.start = start;
        this.tick = tick;
        return this;
    }

    /** The game created, no role dealt. */
    public TestGame start() {
        return new TestGame(gameId, created(), start, tick);
    }

    /** The game created and {@link TestGame#STANDARD_ROLES} dealt through the engine. */
    public TestGame dealt() {
        return dealt(TestGame.STANDARD_ROLES);
    }

    public TestGame dealt(Map<Integer, Role> roles) {
        return start().deal(roles);
    }

    /** The creation event of this setup. */
    public GameCreated created() {
        return new GameCreated(tournamentId, stage, tableNo, gameNo, ruleset, options, seated(), judge);
    }

    public List<SeatedPlayer> seated() {
        List<SeatedPlayer> seated = new ArrayList<>(10);
        for (int seat = 1; seat <= 10; seat++) {
            seated.add(new SeatedPlayer(seat, playerIds.get(seat - 1), nicknames.get(seat - 1)));
        }
        return seated;
    }
}
