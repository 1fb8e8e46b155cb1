package org.arbiter.rating.support;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/** A plain Server-Sent Events client over java.net.http: each message into a queue. */
public final class SseClient implements AutoCloseable {

    public record Message(String id, String event, String data, long receivedNanos) {
    }

    private final BlockingQueue<Message> messages = new LinkedBlockingQueue<>();
    private final CompletableFuture<HttpResponse<Stream<String>>> response;
    private volatile Stream<String> lines;

    public SseClient(HttpClient http, String url, String lastEventId) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).header("Accept", "text/event-stream");
        if (lastEventId != null) {
            request.header("Last-Event-ID", lastEventId);
        }
        response = http.sendAsync(request.build(), HttpResponse.BodyHandlers.ofLines());
        // a reading thread of its own: a blocking forEach must not hold the HTTP client's or the common pool's threads
        java.util.concurrent.Executor own = task -> {
            Thread t = new Thread(task, "sse-client");
            t.setDaemon(true);
            t.start();
        };
        response.thenAcceptAsync(r -> {
            lines = r.body();
            String[] id = {null};
            String[] event = {null};
            StringBuilder data = new StringBuilder();
            try {
                lines.forEach(line -> {
                    if (line.isEmpty()) {
                        if (!data.isEmpty()) {
                            messages.add(new Message(id[0], event[0], data.toString(), System.nanoTime()));
                        }
                        data.setLength(0);
                        event[0] = null;
                    } else if (line.startsWith("data:")) {
                        if (!data.isEmpty()) {
                            data.append('\n');
                        }
                        data.append(line.substring(line.startsWith("data: ") ? 6 : 5));
                    } else if (line.startsWith("id:")) {
                        id[0] = line.substring(3).trim();
                    } else if (line.startsWith("event:")) {
                        event[0] = line.substring(6).trim();
                    }
                });
            } catch (RuntimeException closed) {
                // the stream was closed
            }
        }, own);
    }

    public SseClient(String url, String lastEventId) {
        this(HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build(), url, lastEventId);
    }

    /** The next message within the timeout, or null. */
    public Message next(Duration timeout) throws InterruptedException {
        return messages.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    public int pending() {
        return messages.size();
    }

    public int status(Duration timeout) throws Exception {
        return response.get(timeout.toMillis(), TimeUnit.MILLISECONDS).statusCode();
    }

    @Override
    public void close() {
        Stream<String> l = lines;
        if (l != null) {
            l.close();
        }
        response.cancel(true);
    }
}
