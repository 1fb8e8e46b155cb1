package org.arbiter.scoring.warmup;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.GameStreams;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.scoring.domain.ScoreSheets;
import org.arbiter.scoring.store.SheetStore;
import org.arbiter.stream.warmup.Rehearsal;
import org.arbiter.stream.warmup.WarmupGames;

/**
 * scoring-service's warm-up game ({@link WarmupGames}, every ruleset in turn, so each scoring is compiled): its events
 * read from their JSON as table-events brings them, its stream made to stand and folded to a sheet as a batch is,
 * the sheet compared with the one before its last event and written as game-scores carries it. Nothing is stored,
 * held or published.
 */
@ApplicationScoped
public class SheetRehearsal implements Rehearsal {

    @Override
    public int rehearse(int n) {
        List<EventEnvelope> read = WarmupGames.events(n);
        Optional<ScoreSheet> before = ScoreSheets.fold(read.subList(0, read.size() - 1));
        Optional<ScoreSheet> sheet = ScoreSheets.fold(read);
        GameStreams.standing(read);
        SheetStore.changed(before.map(ScoreSheet::toJson).orElse(null), sheet);
        return read.size();
    }
}
