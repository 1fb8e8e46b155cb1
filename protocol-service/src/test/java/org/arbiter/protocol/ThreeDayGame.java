package org.arbiter.protocol;

import static org.arbiter.testgames.HandWrittenLog.votes;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.*;
import org.arbiter.events.score.PartKind;
import org.arbiter.events.score.ScorePart;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.events.score.SeatScore;
import org.arbiter.testgames.HandWrittenLog;
import org.arbiter.testgames.TestGame;
import org.arbiter.testgames.TestGameSetup;

/**
 * One complete FIIM game with Cyrillic nicknames written by hand on a {@link TestGame} (the standard deal; event
 * {@code seq} at {@code START + 60 (seq − 1)} seconds unless given), as table-events would carry it, and its score
 * sheet. Day 1: 8 voted out 6–4; night 1: 4 killed, best move 2, 6, 10 (two black); a foul on 9 taken back by undo;
 * day 2: tie 2/6 4–4, re-vote 5–3, 2 leaves; night 2: 1 killed; day 3: 6 voted out 4–2, red win. Judge's extras
 * 3: 0.3, 5: 0.2. Signed by the judge.
 */
public final class ThreeDayGame {

    public static final String TOURNAMENT = "spring-cup-2026";
    public static final String JUDGE = "judge";
    public static final Instant START = Instant.parse("2026-04-01T10:00:00Z");
    public static final Instant ENDED = Instant.parse("2026-04-01T11:02:00Z");
    public static final Instant SIGNED = Instant.parse("2026-04-01T11:15:00Z");
    public static final List<String> NICKNAMES = List.of("Гром", "Лиса", "Барон", "Ёлка", "Шмель", "Кощей", "Маркиза",
            "Чеширский Кот", "Сова", "Юла");

    private final String tournamentId;
    private final Stage stage;
    private final TestGame game;
    private boolean complete;
    private int completeSize;

    public ThreeDayGame(String gameId) {
        this(gameId, TOURNAMENT);
    }

    public ThreeDayGame(String gameId, String tournamentId) {
        this(gameId, tournamentId, Stage.QUALIFYING, 3, 12);
    }

    /** The same game at table {@code tableNo} of a stage's round ({@code gameNo}: a published game's number is its round). */
    public ThreeDayGame(String gameId, String tournamentId, Stage stage, int tableNo, int gameNo) {
        this.tournamentId = tournamentId;
        this.stage = stage;
        this.game = seating(gameId).tournament(tournamentId, stage, tableNo, gameNo).dealt();
    }

    /** This game's table: the Cyrillic nicknames, the judge, the clock a minute a step from {@link #START}. */
    public static TestGameSetup seating(String gameId) {
        return TestGame.of(Ruleset.FIIM).id(gameId).nicknames(NICKNAMES).judge(JUDGE).clock(START, Duration.ofMinutes(1));
    }

    /** Everything up to (and excluding) the end of the game: the state of a running game on day 3. */
    public List<EventEnvelope> untilDay3() {
        if (game.lastSeq() > 2) {
            return game.events();
        }
        HandWrittenLog log = game.byHand();
        List<Integer> all = List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        log.add(new NightStarted(0)).add(new NightEnded(0, null)).add(new DayStarted(1, 1, all))
                .add(new PlayerNominated(1, 3, 8, List.of(8)))
                .add(new PlayerNominated(1, 5, 2, List.of(8, 2)))
                .add(new FoulGiven(7, 1, false))
                .add(new VotingStarted(1, 1, List.of(8, 2)))
                .ballot(1, 1, BallotKind.VOTE, List.of(8), votes(8, 1, 3, 4, 5, 9, 10), votes(2, 2, 6, 7, 8))
                .voted(1, 8)
                .add(new NightStarted(1))
                .add(new ShotsFired(1, List.of(new Shot(2, 4), new Shot(6, 4)), 4, false))
                .kill(1, 4)
                .bestMove(4, 2, false, 2, 6, 10);
        List<Integer> day2 = List.of(2, 3, 5, 6, 7, 9, 10, 1);
        log.add(new DayStarted(2, 2, day2)).add(new FoulGiven(7, 2, false));
        EventEnvelope wrongFoul = game.record(new FoulGiven(9, 1, false));
        log.add(new CommandUndone("foul", List.of(wrongFoul.seq())))
                .add(new PlayerNominated(2, 3, 2, List.of(2)))
                .add(new PlayerNominated(2, 9, 10, List.of(2, 10)))
                .add(new NominationWithdrawn(2, 9, 10, List.of(2)))
                .add(new PlayerNominated(2, 9, 6, List.of(2, 6)))
                .add(new VotingStarted(2, 1, List.of(2, 6)))
                .add(new VotesCast(2, 1, BallotKind.VOTE, List.of(2, 6),
                        List.of(votes(2, 1, 3, 5, 9), votes(6, 2, 6, 7, 10)), day2, List.of(), List.of(2, 6)))
                .add(new VoteTied(2, 1, List.of(2, 6), TieOutcome.TIE_SPEECHES, "4.4.13"))
                .add(new VotingStarted(2, 2, List.of(2, 6)))
                .add(new VotesCast(2, 2, BallotKind.REVOTE, List.of(2, 6),
                        List.of(votes(2, 1, 3, 5, 9, 10), votes(6, 2, 6, 7)), day2, List.of(2), List.of()))
                .voted(2, 2)
                .add(new NightStarted(2))
                .add(new ShotsFired(2, List.of(new Shot(6, 1)), 1, false))
                .kill(2, 1)
                .add(new DayStarted(3, 3, List.of(3, 5, 6, 7, 9, 10)))
                .add(new PlayerNominated(3, 5, 6, List.of(6)))
                .add(new PlayerNominated(3, 7, 3, List.of(6, 3)))
                .add(new VotingStarted(3, 1, List.of(6, 3)));
        return game.events();
    }

    /** The whole game: day 3's vote, the end (red win), the award and the signature. */
    public List<EventEnvelope> complete() {
        if (complete) {
            return game.events().subList(0, completeSize);
        }
        complete = true;
        untilDay3();
        game.byHand().ballot(3, 1, BallotKind.VOTE, List.of(6), votes(6, 3, 5, 9, 10), votes(3, 6, 7)).voted(3, 6);
        game.record(JUDGE, ENDED, new GameEnded(Winner.RED, GameEndReason.NO_BLACK_LEFT, "8", ENDED, List.of(6)));
        game.record(JUDGE, ENDED.plusSeconds(120), new AwardGiven(
                new TreeMap<>(Map.of(3, new BigDecimal("0.3"), 5, new BigDecimal("0.2"))), new TreeMap<>(), false,
                List.of()));
        game.record(JUDGE, SIGNED, new GameFinalized(SIGNED));
        completeSize = (int) game.lastSeq();
        return game.events();
    }

    /** The chief judge's amend after an upheld protest (appended to the complete game). */
    public EventEnvelope amend(String chief, Instant at, Winner winner, String reason) {
        return game.record(chief, at, new GameAmended(winner, false, reason, null));
    }

    /** The score sheet of {@link #complete()} as scoring-service would publish it (FIIM, red win). */
    public ScoreSheet sheet() {
        return sheet(Team.RED, complete().size());
    }

    /** The sheet with {@code winners} winning (an amended result), at {@code version}. */
    public ScoreSheet sheet(Team winners, long version) {
        List<SeatScore> seats = new ArrayList<>();
        for (int seat = 1; seat <= 10; seat++) {
            Role role = TestGame.STANDARD_ROLES.get(seat);
            List<ScorePart> parts = new ArrayList<>();
            if (role.team() == winners) {
                parts.add(ScorePart.of(PartKind.WIN, "1", "8.2.1"));
            }
            if (seat == 4) {
                parts.add(ScorePart.of(PartKind.BEST_MOVE, "0.25", "8.3.4"));
            }
            if (seat == 3) {
                parts.add(ScorePart.of(PartKind.JUDGE, "0.3", "8.4"));
            }
            if (seat == 5) {
                parts.add(ScorePart.of(PartKind.JUDGE, "0.2", "8.4"));
            }
            seats.add(SeatScore.of(seat, "p-" + seat, role, parts, seat == 4, false));
        }
        return new ScoreSheet(game.gameId(), tournamentId, stage, Ruleset.FIIM, version, winners.name(), false,
                true, seats);
    }

    public String gameId() {
        return game.gameId();
    }
}
