package org.arbiter.stream.inbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.NightStarted;
import org.arbiter.stream.inbox.InboxBatch.Parked;
import org.arbiter.stream.inbox.InboxBatch.Run;
import org.arbiter.stream.inbox.InboxBatch.Seq;
import org.arbiter.stream.inbox.InboxBatch.StreamKey;
import org.arbiter.stream.inbox.InboxBatch.Writes;
import org.junit.jupiter.api.Test;

/** The inbox's batch decision, without a database: redelivery, gaps, release and stale parked rows. */
class InboxBatchTest {

    private static final StreamKey G1 = new StreamKey(EventInbox.GAME, "g-1");

    /** Each event made once (its id is drawn when it is made), so a test's copies of it are equal. */
    private static final Map<String, EventEnvelope> EVENTS = new java.util.HashMap<>();

    private static EventEnvelope event(String game, long seq) {
        return EVENTS.computeIfAbsent(game + "#" + seq, key -> EventEnvelope.ofGame(game, seq,
                Instant.parse("2026-04-01T10:00:00Z").plusSeconds(seq), "judge", new NightStarted((int) seq)));
    }

    private static Writes decide(List<EventEnvelope> events, Map<StreamKey, Long> positions, List<Parked> parked) {
        return InboxBatch.decide(events, events.stream().map(EventJson::write).toList(), positions, parked);
    }

    private static Parked parked(String game, long seq) {
        EventEnvelope e = event(game, seq);
        return new Parked(EventInbox.GAME, game, seq, e.eventId(), e.type(), EventJson.write(e));
    }

    private static String run(String game, long from, long to) {
        StringBuilder lines = new StringBuilder();
        for (long seq = from; seq <= to; seq++) {
            lines.append(seq == from ? "" : "\n").append(EventJson.write(event(game, seq)));
        }
        return lines.toString();
    }

    private static List<Long> seqs(List<EventEnvelope> events) {
        return events.stream().map(EventEnvelope::seq).toList();
    }

    @Test
    void a_new_stream_is_stored_as_one_run_from_seq_1_and_its_position_moves() {
        Writes writes = decide(List.of(event("g-1", 1), event("g-1", 2), event("g-2", 1)), Map.of(), List.of());
        assertThat(writes.store()).containsExactly(new Run("game", "g-1", 1, 2, run("g-1", 1, 2)),
                new Run("game", "g-2", 1, 1, run("g-2", 1, 1)));
        assertThat(writes.move()).containsExactly(new Seq("game", "g-1", 2), new Seq("game", "g-2", 1));
        assertThat(seqs(writes.applied())).containsExactly(1L, 2L, 1L);
        assertThat(writes.park()).isEmpty();
        assertThat(writes.unpark()).isEmpty();
    }

    @Test
    void a_redelivery_at_or_below_the_position_or_twice_in_a_batch_is_skipped() {
        Writes writes = decide(List.of(event("g-1", 2), event("g-1", 3), event("g-1", 4), event("g-1", 4)), Map.of(G1, 3L), List.of());
        assertThat(writes.store()).containsExactly(new Run("game", "g-1", 4, 4, run("g-1", 4, 4)));
        assertThat(seqs(writes.applied())).containsExactly(4L);

        Writes nothing = decide(List.of(event("g-1", 1)), Map.of(G1, 3L), List.of());
        assertThat(nothing.store()).isEmpty();
        assertThat(nothing.move()).isEmpty();
        assertThat(nothing.applied()).isEmpty();
    }

    @Test
    void an_event_beyond_a_missing_seq_is_parked_not_stored_and_a_parked_one_again_is_a_redelivery() {
        Writes writes = decide(List.of(event("g-1", 4), event("g-1", 5)), Map.of(G1, 2L), List.of());
        assertThat(writes.store()).isEmpty();
        assertThat(writes.move()).isEmpty();
        assertThat(writes.applied()).isEmpty();
        assertThat(writes.park()).containsExactly(parked("g-1", 4), parked("g-1", 5));

        Writes again = decide(List.of(event("g-1", 4)), Map.of(G1, 2L), List.of(parked("g-1", 4), parked("g-1", 5)));
        assertThat(again.park()).isEmpty();
        assertThat(again.unpark()).isEmpty();
        assertThat(again.applied()).isEmpty();
    }

    @Test
    void the_missing_event_releases_the_parked_ones_behind_it_in_seq_order_up_to_the_next_gap() {
        Writes writes = decide(List.of(event("g-1", 3)), Map.of(G1, 2L),
                List.of(parked("g-1", 4), parked("g-1", 5), parked("g-1", 7)));
        assertThat(seqs(writes.applied())).containsExactly(3L, 4L, 5L);
        assertThat(writes.store()).containsExactly(new Run("game", "g-1", 3, 5, run("g-1", 3, 5)));
        assertThat(writes.unpark()).containsExactly(new Seq("game", "g-1", 4), new Seq("game", "g-1", 5));
        assertThat(writes.move()).containsExactly(new Seq("game", "g-1", 5));
        assertThat(writes.park()).isEmpty();
    }

    @Test
    void a_gap_filled_within_the_batch_parks_nothing_and_deletes_nothing() {
        Writes writes = decide(List.of(event("g-1", 2), event("g-1", 1), event("g-2", 1)), Map.of(), List.of());
        assertThat(seqs(writes.applied())).containsExactly(1L, 2L, 1L);
        assertThat(writes.store()).containsExactly(new Run("game", "g-1", 1, 2, run("g-1", 1, 2)),
                new Run("game", "g-2", 1, 1, run("g-2", 1, 1)));
        assertThat(writes.park()).isEmpty();
        assertThat(writes.unpark()).isEmpty();
    }

    @Test
    void a_stale_parked_row_the_stream_has_passed_otherwise_is_deleted() {
        // seq 3 was parked while 2 was missing; 2 and 3 were then stored by another path (position 3)
        Writes stale = decide(List.of(event("g-1", 4)), Map.of(G1, 3L), List.of(parked("g-1", 3), parked("g-1", 6)));
        assertThat(seqs(stale.applied())).containsExactly(4L);
        assertThat(stale.unpark()).containsExactly(new Seq("game", "g-1", 3));
        assertThat(stale.park()).isEmpty();
        assertThat(stale.move()).containsExactly(new Seq("game", "g-1", 4));
    }

    @Test
    void an_envelope_is_kept_on_one_line_of_its_run() {
        assertThat(InboxBatch.oneLine("{\"a\":\n1}")).isEqualTo("{\"a\": 1}");
        assertThat(InboxBatch.envelopesOf("x\ny")).containsExactly("x", "y");
    }
}
