package org.arbiter.rating.projection;

import com.fasterxml.jackson.core.JsonProcessingException;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.RolesDealt;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Winner;
import org.arbiter.events.score.PartKind;
import org.arbiter.events.score.ScorePart;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.events.score.SeatScore;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.rating.domain.GameRecord;
import org.arbiter.rating.domain.LotBook;
import org.arbiter.rating.domain.Standings;
import org.arbiter.rating.domain.StandingsCalculator;
import org.arbiter.rating.domain.TournamentPlan;
import org.arbiter.rating.store.Json;
import org.arbiter.rating.table.TableFold;
import org.arbiter.stream.warmup.Rehearsal;
import org.arbiter.stream.warmup.WarmupGames;

/**
 * rating-service's warm-up game ({@link WarmupGames}): its events read from their JSON as table-events brings them,
 * the table feed's view folded and written after each of them (in one game of {@value #VIEWS_EVERY}), the removals
 * the standings take from it; then the game's sheet as game-scores brings it (a plain one: the winners' win point and
 * a best move; rating does not score) read and counted with the last {@value #HELD} games' into the standings of a
 * tournament of the game's ruleset, written as the feed's message. Nothing is stored, held beyond those games, or
 * published.
 */
@ApplicationScoped
public class StandingsRehearsal implements Rehearsal {

    static final int HELD = 30;
    /**
     * The table views are folded after each event of one game in this many: a view folds the game from its start, so
     * folding every game's would make rating's warm-up the longest by far (a game is O(events²)), for code already
     * compiled after a few dozen games.
     */
    static final int VIEWS_EVERY = 4;

    private final Deque<GameRecord> games = new ArrayDeque<>();

    @Override
    public int rehearse(int n) {
        List<EventEnvelope> read = WarmupGames.events(n);
        for (int seen = 1; n % VIEWS_EVERY == 0 && seen <= read.size(); seen++) {
            view(TableFold.fold(read.getFirst().gameId(), read.subList(0, seen)));
        }
        String gameId = "warm-up-" + n;                       // a game of its own in the standings each time
        GameCreated created = (GameCreated) read.getFirst().payload();
        Ruleset ruleset = created.ruleset();
        Set<String> removed = TableFold.removedFromTournament(read);

        games.addLast(SheetRecords.of(GameScore.of(gameId, sheetOf(gameId, created.tournamentId(), created, read).toJson()).sheet()));
        if (games.size() > HELD) {
            games.removeFirst();
        }
        TournamentPlan plan = plan("warm-up", ruleset);
        Map<String, String> nicknames = new HashMap<>();
        created.players().forEach(p -> nicknames.put(p.playerId(), p.nickname()));
        Standings standings = StandingsCalculator.compute(plan, games, nicknames, removed, new LotBook(plan.lotSeed(), Map.of()));
        Json.write(new StandingsMessage("warm-up", n + 1, new StandingsMessage.Change("game-scores", gameId, (long) read.size(),
                List.of(gameId)), StandingsMessage.Table.of(standings)));
        return read.size();
    }

    /** The plan of a 100-player tournament {@code tournamentId} of the ruleset, folded from its regulations. */
    static TournamentPlan plan(String tournamentId, Ruleset ruleset) {
        return StandingsProjection.planOf(tournamentId, List.of(EventEnvelope.ofTournament(tournamentId, 1, Instant.now(),
                "organiser", regulations(ruleset)))).orElseThrow();
    }

    private static TournamentCreated regulations(Ruleset ruleset) {
        List<TournamentCreated.RegisteredPlayer> players = new ArrayList<>();
        for (int p = 1; p <= 100; p++) {
            players.add(new TournamentCreated.RegisteredPlayer("p" + p, "Игрок " + p));
        }
        return new TournamentCreated("warm-up", LocalDate.of(2026, 1, 1), LocalDate.of(2026, 1, 2), ruleset,
                new GameOptions(true, true), List.of(new TournamentCreated.StagePlan(Stage.QUALIFYING, 10)), players);
    }

    /** The winners' win point and seat 1's best move, by the dealt roles and the end; counted in {@code tournamentId}. */
    static ScoreSheet sheetOf(String gameId, String tournamentId, GameCreated created, List<EventEnvelope> events) {
        Map<Integer, Role> roles = Map.of();
        Winner winner = null;
        for (EventEnvelope event : events) {
            if (event.payload() instanceof RolesDealt dealt) {
                roles = dealt.roles();
            } else if (event.payload() instanceof GameEnded ended) {
                winner = ended.winner();
            }
        }
        List<SeatScore> seats = new ArrayList<>();
        for (SeatedPlayer player : created.players()) {
            Role role = roles.getOrDefault(player.seat(), Role.CIVILIAN);
            List<ScorePart> parts = new ArrayList<>();
            if (winner != null && winner != Winner.DRAW && Winner.of(role.team()) == winner) {
                parts.add(ScorePart.of(PartKind.WIN, BigDecimal.ONE, "8.2.1"));
            }
            if (player.seat() == 1) {
                parts.add(ScorePart.of(PartKind.BEST_MOVE, new BigDecimal("0.25"), "8.3"));
            }
            seats.add(SeatScore.of(player.seat(), player.playerId(), role, parts, player.seat() == 1, false));
        }
        return new ScoreSheet(gameId, tournamentId, created.stage(), created.ruleset(), events.size(),
                winner == null ? null : winner.name(), false, true, seats);
    }

    private static void view(Object view) {
        try {
            EventJson.MAPPER.writeValueAsString(view);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
