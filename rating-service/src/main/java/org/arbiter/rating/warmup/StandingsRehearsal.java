package org.arbiter.rating.warmup;

import com.fasterxml.jackson.core.JsonProcessingException;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.rating.domain.GameRecord;
import org.arbiter.rating.domain.LotBook;
import org.arbiter.rating.domain.Standings;
import org.arbiter.rating.domain.StandingsCalculator;
import org.arbiter.rating.domain.TournamentPlan;
import org.arbiter.rating.projection.GameScore;
import org.arbiter.rating.projection.SheetRecords;
import org.arbiter.rating.projection.StandingsMessage;
import org.arbiter.rating.projection.StandingsProjection;
import org.arbiter.rating.store.Json;
import org.arbiter.rating.table.TableFold;
import org.arbiter.stream.warmup.Rehearsal;
import org.arbiter.stream.warmup.WarmupGames;

/**
 * rating-service's warm-up game ({@link WarmupGames}): its events read from their JSON as table-events brings them,
 * the table feed's fold after each of them (its view made and written in one game of {@value #VIEWS_EVERY}), the
 * removals the standings take from it; then the game's sheet read from its JSON as game-scores brings it (the
 * fixture's, scored by scoring-service) and counted with the last {@value #HELD} games' into the standings of a
 * tournament of the game's ruleset, written as the feed's message. Nothing is stored, held beyond those games, or published.
 */
@ApplicationScoped
public class StandingsRehearsal implements Rehearsal {

    static final int HELD = 30;
    /** The table views are made and written after each event of one game in this many (compiled after a few dozen). */
    static final int VIEWS_EVERY = 4;

    private final Deque<GameRecord> games = new ArrayDeque<>();

    @Override
    public int rehearse(int n) {
        List<EventEnvelope> read = WarmupGames.events(n);
        TableFold table = TableFold.empty(read.getFirst().gameId());
        for (int seen = 1; seen <= read.size(); seen++) {
            table = table.then(read.get(seen - 1), read.subList(0, seen));
            if (n % VIEWS_EVERY == 0) {
                view(table.view());
            }
        }
        GameCreated created = (GameCreated) read.getFirst().payload();
        Set<String> removed = TableFold.removedFromTournament(read);
        GameScore score = GameScore.of(read.getFirst().gameId(), WarmupGames.sheet(n));

        games.addLast(SheetRecords.of(score.sheet()));
        if (games.size() > HELD) {
            games.removeFirst();
        }
        Map<String, String> nicknames = new HashMap<>();
        created.players().forEach(p -> nicknames.put(p.playerId(), p.nickname()));
        message(plan("warm-up", created.ruleset()), games, nicknames, removed, score, n + 1);
        return read.size();
    }

    /**
     * The standings of these games under the plan, as the projection computes them (no lot recorded), written as the
     * feed's message of {@code version}, the change naming the sheet's game; the message's text.
     */
    static String message(TournamentPlan plan, Collection<GameRecord> games, Map<String, String> nicknames,
            Set<String> removed, GameScore score, long version) {
        Standings standings = StandingsCalculator.compute(plan, games, nicknames, removed, new LotBook(plan.lotSeed(), Map.of()));
        return Json.write(new StandingsMessage(plan.tournamentId(), version, new StandingsMessage.Change("game-scores",
                score.gameId(), score.sheet().version(), List.of(score.gameId())), StandingsMessage.Table.of(standings)));
    }

    /** The plan of a 100-player tournament {@code tournamentId} of the ruleset, folded from its regulations. */
    static TournamentPlan plan(String tournamentId, Ruleset ruleset) {
        return StandingsProjection.planOf(tournamentId, List.of(EventEnvelope.ofTournament(tournamentId, 1, Instant.now(),
                "organiser", regulations(ruleset)))).orElseThrow();
    }

    /** The players as the warm-up games seat them (game-rules' {@code RandomGame}: {@code p1}…{@code p100}). */
    private static TournamentCreated regulations(Ruleset ruleset) {
        List<TournamentCreated.RegisteredPlayer> players = new ArrayList<>();
        for (int p = 1; p <= 100; p++) {
            players.add(new TournamentCreated.RegisteredPlayer("p" + p, "Игрок " + p));
        }
        return new TournamentCreated("warm-up", LocalDate.of(2026, 1, 1), LocalDate.of(2026, 1, 2), ruleset,
                new GameOptions(true, true), List.of(new TournamentCreated.StagePlan(Stage.QUALIFYING, 10)), players);
    }

    private static void view(Object view) {
        try {
            EventJson.MAPPER.writeValueAsString(view);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
