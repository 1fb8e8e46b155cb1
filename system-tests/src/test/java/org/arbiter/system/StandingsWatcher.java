package org.arbiter.system;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A viewer of a tournament's standings over SSE ({@code /api/tournaments/{id}/standings/stream}) on one rating
 * instance, as a browser's EventSource is: when the connection ends (the instance died) it connects again after a
 * second with the last event's id in {@code Last-Event-ID}. Keeps the last standings message it received.
 */
final class StandingsWatcher implements AutoCloseable {

    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2)).build();

    private final String url;
    private final Thread thread;
    private volatile boolean closed;
    private volatile InputStream open;
    private volatile String lastEventId;
    private volatile String lastData;
    final AtomicInteger connections = new AtomicInteger();
    final AtomicInteger messages = new AtomicInteger();

    StandingsWatcher(String ratingUrl, String tournamentId) {
        this.url = ratingUrl + "/api/tournaments/" + tournamentId + "/standings/stream";
        this.thread = Thread.ofPlatform().name("standings-watcher " + ratingUrl).start(this::watch);
    }

    private void watch() {
        while (!closed) {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).header("Accept", "text/event-stream");
            if (lastEventId != null) {
                request.header("Last-Event-ID", lastEventId);
            }
            try {
                HttpResponse<InputStream> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
                if (response.statusCode() == 200) {
                    connections.incrementAndGet();
                    open = response.body();
                    read(response.body());
                } else {
                    response.body().close();
                }
            } catch (IOException dropped) {
                // the instance is gone or restarting: connect again
            } catch (InterruptedException e) {
                return;
            }
            if (!closed) {
                try {
                    Thread.sleep(1_000);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }

    private void read(InputStream body) throws IOException {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8))) {
            String id = null;
            StringBuilder data = new StringBuilder();
            for (String line; (line = lines.readLine()) != null;) {
                if (line.isEmpty()) {
                    if (!data.isEmpty()) {
                        lastData = data.toString();
                        lastEventId = id != null ? id : lastEventId;
                        messages.incrementAndGet();
                    }
                    id = null;
                    data.setLength(0);
                } else if (line.startsWith("id:")) {
                    id = line.substring(3).trim();
                } else if (line.startsWith("data:")) {
                    if (!data.isEmpty()) {
                        data.append('\n');
                    }
                    data.append(line.substring(5).stripLeading());
                }
            }
        }
    }

    /** The last standings message received (null before the first). */
    JsonNode last() {
        String data = lastData;
        return data == null ? null : TournamentChecks.json("standings message", data);
    }

    @Override
    public void close() throws InterruptedException {
        closed = true;
        InputStream body = open;
        if (body != null) {
            try {
                body.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        }
        thread.interrupt();
        thread.join(5_000);
    }
}
