package org.arbiter.load;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.arbiter.events.EventJson;

/**
 * Freshness end to end (docs/benchmarks.md "Standings freshness end to end"): one SSE client on rating-service's
 * standings feed of one tournament ({@code GET /api/tournaments/{id}/standings/stream}); a game's latency is from the
 * moment its table sends the judge's command that ends the game (its answer holds {@code GameEnded}: from then on the
 * game has a score sheet and counts in the standings) to the arrival of the first feed message after it whose
 * {@code change.games} names the game (cause {@code game-scores}: the standings with the game's sheet counted). A
 * message naming the game before that command (its end taken back and ended again) is not the one.
 * The path timed is game-service's command, its outbox relay to {@code table-events}, scoring-service's sheet to
 * {@code game-scores}, rating-service's recomputation and the SSE write. Times are this JVM's {@link System#nanoTime()}.
 */
final class StandingsFeed implements AutoCloseable {

    /** Each ended game's command that ended it last: when it was sent. */
    private final Map<String, Long> endingCommandSent = new ConcurrentHashMap<>();
    /** Each game named by a message: when each such message arrived, in arrival order. */
    private final Map<String, List<Long>> received = new ConcurrentHashMap<>();
    private final AtomicReference<Stream<String>> open = new AtomicReference<>();
    private final Thread reader;
    private final java.util.concurrent.atomic.AtomicInteger reconnections = new java.util.concurrent.atomic.AtomicInteger();
    private volatile boolean closed;

    private StandingsFeed(HttpClient http, URI stream) {
        reader = Thread.ofVirtual().unstarted(() -> read(http, stream));
    }

    /** A feed that reads nothing by itself: the messages are handed to {@link #received}. */
    static StandingsFeed unconnected() {
        return new StandingsFeed(null, null);
    }

    /** Opens the feed of tournament {@code tournamentId} at rating-service {@code ratingUrl} (reading on a virtual thread). */
    static StandingsFeed open(HttpClient http, String ratingUrl, String tournamentId) {
        StandingsFeed feed = new StandingsFeed(http, URI.create(ratingUrl + "/api/tournaments/" + tournamentId + "/standings/stream"));
        feed.reader.start();
        return feed;
    }

    /**
     * Reads the feed until closed; when the service drops the connection (a client that reads too slowly is dropped,
     * docs/benchmarks.md) it reconnects with {@code Last-Event-ID}, so the versions in between are caught up.
     */
    private void read(HttpClient http, URI stream) {
        String lastId = null;
        while (!closed) {
            try {
                HttpRequest.Builder request = HttpRequest.newBuilder(stream).header("Accept", "text/event-stream");
                if (lastId != null) {
                    request.header("Last-Event-ID", lastId);
                }
                HttpResponse<Stream<String>> answer = http.send(request.build(), HttpResponse.BodyHandlers.ofLines());
                if (answer.statusCode() != 200) {
                    System.err.println("standings feed " + stream + " answered " + answer.statusCode());
                    return;
                }
                open.set(answer.body());
                var lines = answer.body().iterator();
                while (lines.hasNext()) {
                    String line = lines.next();
                    if (line.startsWith("data:")) {
                        received(line.substring(5), System.nanoTime());
                    } else if (line.startsWith("id:")) {
                        lastId = line.substring(3).trim();
                    }
                }
            } catch (IOException | RuntimeException dropped) {
                // dropped by the service or closed at the end of the run
            } catch (InterruptedException e) {
                return;
            }
            if (!closed) {
                reconnections.incrementAndGet();
                java.util.concurrent.locks.LockSupport.parkNanos(100_000_000L);
            }
        }
    }

    /** How often the service dropped this feed and it reconnected. */
    int reconnections() {
        return reconnections.get();
    }

    /** The games a standings message names as counted from their sheets; none for any other message. */
    static List<String> gamesNamed(String data) {
        try {
            JsonNode change = EventJson.MAPPER.readTree(data).get("change");
            if (change == null || !change.has("games") || !"game-scores".equals(change.path("cause").asText())) {
                return List.of();
            }
            List<String> games = new ArrayList<>();
            change.get("games").forEach(g -> games.add(g.asText()));
            return games;
        } catch (IOException e) {
            return List.of();
        }
    }

    /** The message {@code data} arrived at {@code nanoTime}. */
    void received(String data, long nanoTime) {
        gamesNamed(data).forEach(game -> received.computeIfAbsent(game, g -> new CopyOnWriteArrayList<>()).add(nanoTime));
    }

    /** The table sent the command that ends {@code gameId} at {@code nanoTime} (a later one replaces an earlier one). */
    void endingCommandSent(String gameId, long nanoTime) {
        endingCommandSent.put(gameId, nanoTime);
    }

    /** The games ended so far. */
    int ended() {
        return endingCommandSent.size();
    }

    /** The games ended so far whose standings arrived. */
    int arrived() {
        return (int) endingCommandSent.entrySet().stream().filter(e -> latency(e.getKey(), e.getValue()) >= 0).count();
    }

    /** From {@code sent} to the first message naming {@code gameId} that arrived after it, in ns; -1 if none did. */
    private long latency(String gameId, long sent) {
        return received.getOrDefault(gameId, List.of()).stream().mapToLong(Long::longValue).filter(at -> at >= sent)
                .map(at -> at - sent).findFirst().orElse(-1);
    }

    /** Each ended game's (sent, latency in ns or -1 if its standings never came), in the order they ended. */
    List<long[]> latencies() {
        return endingCommandSent.entrySet().stream().sorted(Map.Entry.comparingByValue())
                .map(e -> new long[] {e.getValue(), latency(e.getKey(), e.getValue())})
                .toList();
    }

    /** All the feeds' games in the order they ended, latency -1 for a game whose standings never came. */
    static List<long[]> merged(List<StandingsFeed> feeds) {
        return feeds.stream().flatMap(f -> f.latencies().stream()).sorted(Comparator.comparingLong(a -> a[0])).toList();
    }

    @Override
    public void close() {
        closed = true;
        Stream<String> body = open.get();
        if (body != null) {
            body.close();
        }
        if (reader.isAlive()) {
            reader.interrupt();
        }
    }
}
