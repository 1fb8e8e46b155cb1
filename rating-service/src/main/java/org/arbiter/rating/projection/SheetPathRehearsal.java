package org.arbiter.rating.projection;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.GameCreated;
import org.arbiter.rating.domain.TournamentPlan;
import org.arbiter.stream.warmup.Rehearsal;
import org.arbiter.stream.warmup.WarmupGames;
import org.jboss.logging.Logger;

/**
 * rating-service's warm-up through its database ({@link Rehearsal}): for the first {@value #GAMES} synthetic games, the
 * game's sheet takes the path of a real game-scores batch (stored, the tournament recomputed, its version stored) in a
 * transaction that is then rolled back ({@link StandingsProjection#rehearse}), so that the day's first sheet does not
 * run that path — the SQL client's statements, the projection's code around them — for the first time (issue 16
 * part 5: rating's first transaction took 72 ms against 8–46 ms for the later ones). The rehearsal's tournament is
 * its own, new at each start, so no real tournament and no other instance's rehearsal shares a row with it; nothing
 * is kept or published. When the database does not answer, it stops (the in-memory warm-up goes on).
 */
@ApplicationScoped
public class SheetPathRehearsal implements Rehearsal {

    static final int GAMES = 20;
    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final Logger LOG = Logger.getLogger(SheetPathRehearsal.class);

    @Inject
    StandingsProjection projection;

    private final String tournamentId = "warm-up-" + UUID.randomUUID();
    private final AtomicInteger rehearsed = new AtomicInteger();
    private volatile boolean stopped;

    @Override
    public int rehearse(int n) {
        if (n >= GAMES || stopped) {
            return 0;
        }
        List<EventEnvelope> read = WarmupGames.events(n);
        GameCreated created = (GameCreated) read.getFirst().payload();
        TournamentPlan plan = StandingsRehearsal.plan(tournamentId, created.ruleset());
        String gameId = tournamentId + "-" + n;
        GameScore sheet = GameScore.of(gameId, StandingsRehearsal.sheetOf(gameId, tournamentId, created, read).toJson());
        try {
            if (projection.rehearse(plan, List.of(sheet)).await().atMost(TIMEOUT) == 1) {
                rehearsed.incrementAndGet();
            }
        } catch (RuntimeException failure) {
            stopped = true;
            LOG.warnf("warm-up: the sheets' path through the database was not rehearsed (%s); the first sheet takes it "
                    + "cold", failure.toString());
        }
        return 1;                                             // one record: the sheet
    }

    /** The rehearsals that stored a version before they were rolled back. */
    int rehearsed() {
        return rehearsed.get();
    }
}
