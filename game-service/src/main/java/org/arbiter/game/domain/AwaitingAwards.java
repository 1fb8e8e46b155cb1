package org.arbiter.game.domain;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.arbiter.events.game.Penalty;
import org.arbiter.game.store.EventStore;
import org.arbiter.game.store.GameRow;
import org.arbiter.game.store.TournamentStore;
import org.arbiter.rules.AwardRecord;
import org.arbiter.rules.Result;

/**
 * A tournament's awards awaiting the chief judge's approval (docs/rules/RULES.md §12.10, 8.4.3): each game's award
 * in force that is over the judge's own limits, for the chief judge's screen (docs/organiser.md "The chief judge's screen"). Only the
 * games with an award and no signature can hold one; each of them is folded to tell.
 */
@ApplicationScoped
public class AwaitingAwards {

    @Inject
    EventStore store;

    @Inject
    GameCache cache;

    @Inject
    TournamentStore tournaments;

    /**
     * A held award: the game (stage, round, table, its judge, its version for {@code If-Match}), the result, the
     * extras and penalties as the judge gave them, and why they need approval.
     */
    public record AwaitingAward(String gameId, String tournamentId, String stage, Integer round, Integer tableNo,
            Integer gameNo, String judge, long version, String winner, Map<Integer, BigDecimal> extra,
            Map<Integer, Penalty> penalties, List<String> approvalReasons) {
    }

    /** The tournament's held awards by round and table (404 for an unknown tournament). */
    public Uni<List<AwaitingAward>> of(String tournamentId) {
        return tournaments.tournament(tournamentId)
                .invoke(found -> found.orElseThrow(() -> Refusals.notFound("tournament " + tournamentId)))
                .chain(found -> store.gamesWithUnsignedAward(tournamentId))
                .chain(rows -> Multi.createFrom().iterable(rows)
                        .onItem().transformToUniAndConcatenate(row -> cache.cachedOrLoad(row.gameId).map(game -> held(row, game)))
                        .filter(Objects::nonNull)
                        .collect().asList());
    }

    private static AwaitingAward held(GameRow row, LoadedGame game) {
        Result result = game.state().result();
        if (!result.awaitingApproval()) {
            return null;
        }
        AwardRecord award = result.award();
        return new AwaitingAward(row.gameId, row.tournamentId, row.stage, row.roundNo, row.tableNo, row.gameNo, row.judge,
                game.version(), result.winner() == null ? null : result.winner().name(), award.extra(), award.penalties(),
                award.approvalReasons());
    }
}
