package org.arbiter.scoring.domain;

import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.score.ScoreSheet;

/** Short forms of a sheet for exact assertions. */
final class Sheets {

    private Sheets() {
    }

    /** The sheet of an ended game's log. */
    static ScoreSheet ended(List<EventEnvelope> events) {
        return ScoreSheets.fold(events).orElseThrow(() -> new AssertionError("no sheet: the game has not ended"));
    }

    /** The provisional sheet of a game's log. */
    static ScoreSheet provisional(List<EventEnvelope> events) {
        return ScoreSheets.provisional(events).orElseThrow();
    }

    /** A seat's parts as "KIND points clause", in sheet order. */
    static List<String> parts(ScoreSheet sheet, int seat) {
        return sheet.seat(seat).parts().stream()
                .map(p -> p.kind() + " " + p.points().toPlainString() + " " + p.clause()).toList();
    }

    /** "main extra total" of a seat, plain, scale 2. */
    static String points(ScoreSheet sheet, int seat) {
        var s = sheet.seat(seat);
        return s.main().toPlainString() + " " + s.extra().toPlainString() + " " + s.total().toPlainString();
    }
}
