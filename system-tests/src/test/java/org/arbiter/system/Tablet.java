package org.arbiter.system;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * A judge's tablet on the network: a request that gets no answer (connection refused, reset, timeout) or a 5xx
 * is sent again, the same body with the same {@code commandId}, after a pause (a 503's {@code Retry-After} and a
 * random part of it again, as the console's queue waits), until an answer that is not 5xx comes or {@link #GIVE_UP}
 * has passed. Every 5xx is written down with its moment and its {@code Retry-After} ({@link #serverErrors}).
 */
final class Tablet {

    static final Duration GIVE_UP = Duration.ofSeconds(120);
    private static final Duration PAUSE = Duration.ofMillis(250);
    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2)).build();

    record Answer(int status, String body) {
    }

    /** A 5xx answer: when, to what, and what it said ({@code retryAfter} null when the answer had none). */
    record ServerError(Instant at, String request, int status, String retryAfter, String body) {
    }

    private final Supplier<String> baseUrl;
    private final Supplier<String> token;
    final List<ServerError> serverErrors = new CopyOnWriteArrayList<>();
    final AtomicLong unanswered = new AtomicLong();
    final AtomicLong retries = new AtomicLong();

    Tablet(Supplier<String> baseUrl, Supplier<String> token) {
        this.baseUrl = baseUrl;
        this.token = token;
    }

    Answer post(String path, String json) throws InterruptedException {
        return send(path, json);
    }

    Answer get(String path) throws InterruptedException {
        return send(path, null);
    }

    private Answer send(String path, String json) throws InterruptedException {
        Instant giveUp = Instant.now().plus(GIVE_UP);
        Duration pause;
        while (true) {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl.get() + path))
                    .timeout(Duration.ofSeconds(10)).header("Authorization", "Bearer " + token.get());
            if (json != null) {
                request.header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json));
            }
            try {
                HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() < 500) {
                    return new Answer(response.statusCode(), response.body());
                }
                String retryAfter = response.headers().firstValue("Retry-After").orElse(null);
                serverErrors.add(new ServerError(Instant.now(), (json == null ? "GET " : "POST ") + path, response.statusCode(),
                        retryAfter, response.body()));
                pause = retryAfter == null ? PAUSE : Duration.ofSeconds(Long.parseLong(retryAfter.trim()));
            } catch (IOException noAnswer) {
                unanswered.incrementAndGet();
                pause = PAUSE;
            }
            if (Instant.now().isAfter(giveUp)) {
                return new Answer(0, "no answer but 5xx or none for " + GIVE_UP);
            }
            retries.incrementAndGet();
            Thread.sleep(pause.toMillis() + ThreadLocalRandom.current().nextLong(pause.toMillis() + 1));
        }
    }
}
