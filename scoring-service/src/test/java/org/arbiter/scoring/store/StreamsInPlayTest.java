package org.arbiter.scoring.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.DayStarted;
import org.junit.jupiter.api.Test;

class StreamsInPlayTest {

    /** Each game's events seq 1..10, made once (an event's id is its own). */
    private final Map<String, List<EventEnvelope>> games = new HashMap<>();

    private List<EventEnvelope> seqs(String game, long from, long to) {
        List<EventEnvelope> events = games.computeIfAbsent(game, g -> LongStream.rangeClosed(1, 10)
                .mapToObj(seq -> EventEnvelope.ofGame(g, seq, Instant.EPOCH.plusSeconds(seq), "judge", new DayStarted((int) seq, 1, List.of())))
                .toList());
        return events.subList((int) from - 1, (int) to);
    }

    @Test
    void aStreamStoredFromSeqOneWithoutABreakIsAnsweredWhole() {
        StreamsInPlay inPlay = new StreamsInPlay(8);
        assertThat(inPlay.extend("g1", seqs("g1", 1, 3))).isEqualTo(seqs("g1", 1, 3));
        assertThat(inPlay.extend("g1", seqs("g1", 4, 6))).isEqualTo(seqs("g1", 1, 6));
    }

    @Test
    void aBatchNotFollowingTheHeldEventsIsAnsweredNullAndTheStreamDropped() {
        StreamsInPlay inPlay = new StreamsInPlay(8);
        inPlay.extend("g1", seqs("g1", 1, 3));
        assertThat(inPlay.extend("g1", seqs("g1", 5, 6))).isNull();            // seq 4 stored elsewhere
        assertThat(inPlay.extend("g1", seqs("g1", 7, 7))).isNull();            // nothing held any more
        assertThat(inPlay.extend("g2", seqs("g2", 2, 2))).isNull();            // never seen from seq 1
        inPlay.hold("g2", seqs("g2", 1, 2));                                   // read back from the database
        assertThat(inPlay.extend("g2", seqs("g2", 3, 3))).isEqualTo(seqs("g2", 1, 3));
    }

    @Test
    void theLeastRecentlyExtendedGoesBeyondTheCapacityAndAForgottenGameIsReadAgain() {
        StreamsInPlay inPlay = new StreamsInPlay(2);
        inPlay.extend("g1", seqs("g1", 1, 1));
        inPlay.extend("g2", seqs("g2", 1, 1));
        inPlay.extend("g1", seqs("g1", 2, 2));
        inPlay.extend("g3", seqs("g3", 1, 1));                                 // g2 goes
        assertThat(inPlay.extend("g2", seqs("g2", 2, 2))).isNull();
        inPlay.forget("g1");
        assertThat(inPlay.extend("g1", seqs("g1", 3, 3))).isNull();
        assertThat(inPlay.extend("g3", seqs("g3", 2, 2))).isEqualTo(seqs("g3", 1, 2));
    }
}
