package org.arbiter.game.domain;

import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.JudgeAssigned;
import org.arbiter.game.store.EncodedEvent;
import org.arbiter.game.store.EventStore;
import org.arbiter.game.store.GameRow;
import org.arbiter.game.store.StoreConflicts;
import org.arbiter.game.store.TournamentStore;
import org.arbiter.stream.refusal.Refusal;

/**
 * The judges of a published round's tables: listed, and one table given to another judge mid-round as an event of
 * the game's stream ({@code JudgeAssigned}) written with the game's row in one transaction, so the game's access
 * ({@link GameAccess}) and the assigned list follow it at once (docs/organiser.md "Reassigning a table's judge").
 */
@ApplicationScoped
public class TableJudges {

    @Inject
    TournamentService tournaments;

    @Inject
    Rounds rounds;

    @Inject
    EventStore events;

    @Inject
    TournamentStore store;

    @Inject
    GameCache cache;

    Clock clock = Clock.systemUTC();

    /** The round's published tables, by table number, each its game and its judge now; 404 before it is published. */
    public Uni<List<Rounds.PublishedTable>> round(String tournamentId, String stageName, int roundNo) {
        return rounds.stage(tournamentId, stageName).chain(stage -> events.roundGames(tournamentId, stage.name(), roundNo))
                .map(games -> {
                    if (games.isEmpty()) {
                        throw Refusals.notFound("published round " + roundNo + " of " + stageName);
                    }
                    return games.stream().map(TableJudges::published).toList();
                });
    }

    /**
     * Gives table {@code tableNo} of round {@code roundNo} to the judge the body names ({@code {"judge": "judge3"}}):
     * a registered judge of the tournament who judges no other table of the round. The same judge again changes
     * nothing.
     */
    public Uni<Rounds.PublishedTable> reassign(String tournamentId, String stageName, int roundNo, int tableNo,
            StageBodies.TableJudge body, Caller caller) {
        String judge = RequestLimits.present(body, "the table's judge").judge();
        return tournaments.arranged(tournamentId, caller).chain(() -> rounds.stage(tournamentId, stageName))
                .chain(stage -> events.roundGames(tournamentId, stage.name(), roundNo).chain(games -> {
                    GameRow game = games.stream().filter(g -> g.tableNo == tableNo).findFirst().orElseThrow(() ->
                            Refusals.notFound("table " + tableNo + " of published round " + roundNo + " of " + stage));
                    if (judge.equals(game.judge)) {
                        return Uni.createFrom().item(published(game));
                    }
                    games.stream().filter(g -> judge.equals(g.judge)).findFirst().ifPresent(other -> {
                        throw Refusal.byRules("JUDGE_TWICE", null, judge + " already judges table " + other.tableNo + " this round");
                    });
                    return store.judges(tournamentId).chain(registered -> {
                        if (registered.stream().noneMatch(j -> j.username.equals(judge))) {
                            throw Refusal.byRules("UNREGISTERED_JUDGE", null, judge + " is not a judge of the tournament");
                        }
                        return assign(game.gameId, judge, caller);
                    });
                }));
    }

    /** Appends JudgeAssigned after the stream's end and moves the game's row to the new judge, in one transaction. */
    private Uni<Rounds.PublishedTable> assign(String gameId, String judge, Caller caller) {
        return cache.load(gameId).chain(game -> {
            Instant now = clock.instant();
            JudgeAssigned assigned = new JudgeAssigned(judge, game.row().judge);
            EncodedEvent event = EncodedEvent.of(EventEnvelope.ofGame(gameId, game.lastSeq() + 1, now, caller.subject(), assigned));
            return events.assignJudge(gameId, judge, event)
                    .onFailure(StoreConflicts::isUniqueViolation).transform(conflict -> {
                        cache.forget(gameId);
                        return Refusal.conflict("CONCURRENT_COMMAND", "a command was accepted at the same moment; send it again");
                    })
                    .chain(() -> {
                        cache.forget(gameId);
                        return cache.load(gameId);
                    })
                    .map(loaded -> published(loaded.row()));
        });
    }

    private static Rounds.PublishedTable published(GameRow game) {
        return new Rounds.PublishedTable(game.tableNo, game.gameId, game.judge);
    }
}
