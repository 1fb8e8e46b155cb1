package org.arbiter.rating.support;

import static org.arbiter.testgames.HandWrittenLog.votes;
import static org.arbiter.testgames.HandWrittenLog.votesWithDefaults;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.BallotKind;
import org.arbiter.events.game.CommandUndone;
import org.arbiter.events.game.DayStarted;
import org.arbiter.events.game.DonChecked;
import org.arbiter.events.game.FoulGiven;
import org.arbiter.events.game.GameEndReason;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.NightEnded;
import org.arbiter.events.game.NightStarted;
import org.arbiter.events.game.PlayerNominated;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SheriffChecked;
import org.arbiter.events.game.Shot;
import org.arbiter.events.game.ShotsFired;
import org.arbiter.events.game.SpeechEnded;
import org.arbiter.events.game.SpeechKind;
import org.arbiter.events.game.SpeechStarted;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Team;
import org.arbiter.events.game.VotingStarted;
import org.arbiter.events.game.Winner;
import org.arbiter.events.score.PartKind;
import org.arbiter.events.score.ScorePart;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.events.score.SeatScore;
import org.arbiter.testgames.HandWrittenLog;
import org.arbiter.testgames.TestGame;
import org.arbiter.testgames.TestGameSetup;

/**
 * A short FIIM game written by hand on a {@link TestGame} (the standard deal; nicknames "Ник-" + player id; event
 * {@code seq} at {@code start + seq} seconds), and the sheet scoring-service would publish for it. Day 1: 2 is voted
 * out; night 1: 4 (Sheriff) is killed and names 2, 6, 8 as his best move (+0.4, 8.3.4); day 2: 10 is disqualified;
 * then the game ends with the winner given.
 */
public final class TwoDayGame {

    private final TestGameSetup setup;
    private final String gameId;
    private final List<String> players;
    private final String tournamentId;
    private final Stage stage;
    private TestGame game;

    public TwoDayGame(String gameId, String tournamentId, Stage stage, List<String> players, Instant start) {
        this.gameId = gameId;
        this.players = List.copyOf(players);
        this.tournamentId = tournamentId;
        this.stage = stage;
        this.setup = TestGame.of(Ruleset.FIIM).id(gameId).tournament(tournamentId, stage, 1, 1).players(players)
                .nicknames(players.stream().map(p -> "Ник-" + p).toList()).judge("judge")
                .clock(start.plusSeconds(1), Duration.ofSeconds(1));
    }

    /** Every event up to the game's end (the winner given), without finalize. */
    public List<EventEnvelope> playUntilEnd(Winner winner) {
        game = setup.dealt();
        HandWrittenLog log = game.byHand();
        List<Integer> all = List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        log.add(new NightStarted(0)).add(new NightEnded(0, null)).add(new DayStarted(1, 1, all))
                .add(new SpeechStarted(1, 1, SpeechKind.DISCUSSION, 60))
                .add(new PlayerNominated(1, 1, 2, List.of(2)))
                .add(new FoulGiven(3, 1, false))
                .add(new SpeechEnded(1, 1, SpeechKind.DISCUSSION))
                .add(new SpeechStarted(1, 3, SpeechKind.DISCUSSION, 60))
                .add(new PlayerNominated(1, 3, 8, List.of(2, 8)))
                .add(new SpeechEnded(1, 3, SpeechKind.DISCUSSION))
                .add(new VotingStarted(1, 1, List.of(2, 8)))
                .ballot(1, 1, BallotKind.VOTE, List.of(2), votes(2, 1, 3, 4, 5, 7, 9),
                        votesWithDefaults(8, List.of(), List.of(2, 6, 8, 10)))
                .voted(1, 2)
                .add(new SpeechStarted(1, 2, SpeechKind.LAST_WORDS, 60))
                .add(new SpeechEnded(1, 2, SpeechKind.LAST_WORDS))
                .add(new NightStarted(1))
                .add(new ShotsFired(1, List.of(new Shot(6, 4), new Shot(8, 4)), 4, false))
                .add(new DonChecked(1, 6, 4, true))
                .add(new SheriffChecked(1, 4, 8, Team.BLACK))
                .kill(1, 4)
                .add(new SpeechStarted(2, 4, SpeechKind.LAST_WORDS, 60))
                .bestMove(4, 3, false, 2, 6, 8)
                .add(new SpeechEnded(2, 4, SpeechKind.LAST_WORDS))
                .add(new DayStarted(2, 3, List.of(3, 5, 6, 7, 8, 9, 10, 1)))
                .add(new SpeechStarted(2, 3, SpeechKind.DISCUSSION, 60))
                .removed(10, 2, false)
                .add(new SpeechEnded(2, 3, SpeechKind.DISCUSSION))
                .ended(winner, winner == Winner.RED ? GameEndReason.NO_BLACK_LEFT : GameEndReason.BLACK_PARITY);
        return game.events();
    }

    /** The judge takes back the game's end: a {@code CommandUndone} naming the {@code GameEnded}'s seq. */
    public EventEnvelope undoEnd() {
        long end = game.events().stream().filter(e -> e.payload() instanceof GameEnded).reduce((a, b) -> b)
                .orElseThrow().seq();
        game.byHand().add(new CommandUndone("endGame", List.of(end)));
        return game.events().getLast();
    }

    /** The game ends again (after {@link #undoEnd}). */
    public EventEnvelope endAgain(Winner winner) {
        game.byHand().ended(winner, winner == Winner.RED ? GameEndReason.NO_BLACK_LEFT : GameEndReason.BLACK_PARITY);
        return game.events().getLast();
    }

    public List<EventEnvelope> events() {
        return game.events();
    }

    public long lastSeq() {
        return game.lastSeq();
    }

    /**
     * The sheet scoring-service would publish for this game under FIIM: +1 per winning seat (8.2.1), the killed
     * Sheriff's best move 3/3 +0.4 (8.3.4), −0.5 for the removed seat 10 (8.2.4), the judge's extras given.
     */
    public ScoreSheet sheet(Winner winner, long version, boolean finalized, Map<Integer, String> judgeExtras) {
        List<SeatScore> seats = new ArrayList<>();
        for (int seat = 1; seat <= 10; seat++) {
            Role role = TestGame.STANDARD_ROLES.get(seat);
            List<ScorePart> parts = new ArrayList<>();
            if (winner != Winner.DRAW && Winner.of(role.team()) == winner) {
                parts.add(ScorePart.of(PartKind.WIN, "1", "8.2.1"));
            }
            if (seat == 4) {
                parts.add(ScorePart.of(PartKind.BEST_MOVE, "0.4", "8.3.4"));
            }
            if (seat == 10) {
                parts.add(ScorePart.of(PartKind.DISQUALIFICATION, "-0.5", "8.2.4"));
            }
            if (judgeExtras.containsKey(seat)) {
                parts.add(ScorePart.of(PartKind.JUDGE, new BigDecimal(judgeExtras.get(seat)), "8.4"));
            }
            seats.add(SeatScore.of(seat, players.get(seat - 1), role, parts, seat == 4, seat == 10));
        }
        return new ScoreSheet(gameId, tournamentId, stage, Ruleset.FIIM, version, winner.name(), false, finalized, seats);
    }
}
