package org.arbiter.stream.inbox;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.jboss.logging.Logger;

/**
 * What a batch of records does to an inbox, decided in memory from where its streams stand (docs/architecture.md
 * "Consumers"): a redelivery is skipped, the next seq is stored and releases the parked events behind it, an event
 * beyond a missing seq is parked, and a parked row the stream has passed otherwise goes. {@link EventInbox} reads the
 * streams' positions and parked rows, asks {@link #decide} and writes its {@link Writes}.
 */
final class InboxBatch {

    private static final Logger LOG = Logger.getLogger(InboxBatch.class);

    private InboxBatch() {
    }

    /** A stream of the inbox: its kind ({@link EventInbox#GAME}, {@link EventInbox#TOURNAMENT}) and id. */
    record StreamKey(String kind, String id) {
        static StreamKey of(EventEnvelope event) {
            return new StreamKey(EventInbox.kindOf(event), event.streamId());
        }
    }

    /** An event parked behind a missing seq, as a row of {@code parked_events}. */
    record Parked(String kind, String id, long seq, UUID eventId, String type, String envelope) {
    }

    /** A stream's run of new events: seqs {@code firstSeq} to {@code lastSeq}, their envelopes one a line. */
    record Run(String kind, String id, long firstSeq, long lastSeq, String envelopes) {
    }

    /** A stream's stored position, or a parked row to delete: kind, id and seq. */
    record Seq(String kind, String id, long seq) {
    }

    /**
     * What a batch writes: a run a stream that moved, the parked rows it deletes and adds, the streams' new positions,
     * and the events it stored in the order stored.
     */
    record Writes(List<Run> store, List<Seq> unpark, List<Parked> park, List<Seq> move, List<EventEnvelope> applied) {
    }

    /**
     * Where each of the batch's streams stood before it: {@code positions} the stored last seq of each stream (absent:
     * 0), {@code parked} the rows parked in the table.
     */
    static Writes decide(List<EventEnvelope> events, List<String> jsons, Map<StreamKey, Long> positions, List<Parked> parked) {
        Map<StreamKey, Stream> streams = new LinkedHashMap<>();
        for (EventEnvelope event : events) {
            streams.computeIfAbsent(StreamKey.of(event), key -> new Stream(positions.getOrDefault(key, 0L)));
        }
        for (Parked row : parked) {
            Stream stream = streams.get(new StreamKey(row.kind(), row.id()));
            if (stream != null) {
                stream.waiting.put(row.seq(), new Waiting(row, true));
            }
        }
        Writes writes = new Writes(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (int i = 0; i < events.size(); i++) {
            EventEnvelope event = events.get(i);
            StreamKey key = StreamKey.of(event);
            Stream stream = streams.get(key);
            if (event.seq() <= stream.last || stream.waiting.containsKey(event.seq())) {
                continue;                                                          // a redelivery
            }
            if (event.seq() > stream.last + 1) {
                LOG.warnf("%s %s: seq %d arrived while %d is missing; parked until it comes", key.kind(), key.id(),
                        event.seq(), stream.last + 1);
                stream.waiting.put(event.seq(), new Waiting(new Parked(key.kind(), key.id(), event.seq(), event.eventId(),
                        event.type(), jsons.get(i)), false));
                continue;
            }
            stream.store(jsons.get(i));
            writes.applied().add(event);
            int released = 0;
            for (Waiting next = stream.waiting.remove(stream.last + 1); next != null; next = stream.waiting.remove(stream.last + 1)) {
                stream.store(next.row().envelope());
                writes.applied().add(EventJson.read(next.row().envelope()));
                if (next.inTable()) {
                    writes.unpark().add(new Seq(key.kind(), key.id(), stream.last));
                }
                released++;
            }
            if (released > 0) {
                LOG.infof("%s %s: seq %d arrived; %d parked events follow it", key.kind(), key.id(), event.seq(), released);
            }
        }
        streams.forEach((key, stream) -> {
            // a parked row the stream has passed otherwise (it cannot wait for a seq already stored) goes too
            stream.waiting.headMap(stream.last, true).forEach((seq, w) -> {
                if (w.inTable()) {
                    writes.unpark().add(new Seq(key.kind(), key.id(), seq));
                }
            });
            stream.waiting.tailMap(stream.last, false).values().stream().filter(w -> !w.inTable())
                    .forEach(w -> writes.park().add(w.row()));
            if (stream.last != stream.before) {
                writes.store().add(new Run(key.kind(), key.id(), stream.before + 1, stream.last, String.join("\n", stream.run)));
                writes.move().add(new Seq(key.kind(), key.id(), stream.last));
            }
        });
        return writes;
    }

    /**
     * The envelope on one line: a line break in a JSON text can only be whitespace between its tokens (JSON's strings
     * hold none raw), so it is written as a space; what every producer here writes has none.
     */
    static String oneLine(String json) {
        return json.indexOf('\n') < 0 ? json : json.replace('\n', ' ');
    }

    /** A run's envelopes, in seq order. */
    static List<String> envelopesOf(String run) {
        return List.of(run.split("\n", -1));
    }

    /**
     * A stream of the batch: where it stood, where it stands now, the envelopes it stored (seq {@code before + 1} to
     * {@code last}, one a line) and its events waiting behind a missing seq.
     */
    private static final class Stream {
        final long before;
        long last;
        final List<String> run = new ArrayList<>();
        final TreeMap<Long, Waiting> waiting = new TreeMap<>();

        Stream(long position) {
            before = position;
            last = position;
        }

        /** Stores the next seq's envelope. */
        void store(String json) {
            run.add(oneLine(json));
            last++;
        }
    }

    /** A parked event: its row, and whether it is in the parked table already (else parked by this batch). */
    private record Waiting(Parked row, boolean inTable) {
    }
}
