package org.arbiter.rating.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Winner;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.rating.support.TwoDayGame;
import org.arbiter.rating.support.Publisher;
import org.arbiter.testsupport.RealKafka;
import org.arbiter.testsupport.RealPostgres;

/**
 * Load generator and latency probe (a main, not a test; {@code mvn verify} never runs it).
 *
 * <p>Starts a real Kafka broker and PostgreSQL (test-support), runs the packaged rating-service
 * ({@code target/quarkus-app/quarkus-run.jar}) as a child process against them, and plays N simulated tables in
 * tournaments of 10 tables each: every table plays its games' events (33 per game) into table-events, spread over
 * a window; at each game's end the judge's last command ({@code GameEnded}) is sent and, as scoring-service would,
 * the game's score sheet right after it. One SSE client per tournament listens to
 * {@code /api/tournaments/{id}/standings/stream}; the latency of a game is from just before its GameEnded is sent
 * to the arrival of the standings message whose {@code change.gameId} is that game.
 *
 * <pre>java -cp ... org.arbiter.rating.bench.FeedLatencyBench TABLES GAMES_PER_TABLE WINDOW_SECONDS</pre>
 */
public final class FeedLatencyBench {

    /** Only GameCreated, GameEnded and the sheet per game (isolates the standings path from the table feed's load). */
    static boolean sheetsOnly;
    /** The first rounds of every table warm the service up (JIT, consumer group, statement caches): not measured. */
    static int warmupRounds;
    /** Wall-clock times per game, to line up with the service's debug log. */
    static final Map<String, Long> sentWall = new ConcurrentHashMap<>();
    static final Map<String, Long> received = new ConcurrentHashMap<>();

    public static void main(String[] args) throws Exception {
        int tables = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        int window = args.length > 2 ? Integer.parseInt(args[2]) : 30;
        sheetsOnly = args.length > 3 && args[3].equals("sheets-only");
        warmupRounds = args.length > 4 ? Integer.parseInt(args[4]) : 2;
        Path dir = Path.of("target", "bench-infra").toAbsolutePath();
        deleteRecursively(dir);
        Files.createDirectories(dir);
        try (RealKafka kafka = RealKafka.start(dir.resolve("kafka"));
                RealPostgres pg = RealPostgres.start(dir.resolve("postgres"))) {
            int port;
            try (ServerSocket s = new ServerSocket(0)) {
                port = s.getLocalPort();
            }
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx1g"));
            String extra = System.getProperty("bench.jvmArgs", "");
            if (!extra.isBlank()) {
                command.addAll(List.of(extra.split(" ")));
            }
            command.addAll(List.of("-jar", "target/quarkus-app/quarkus-run.jar"));
            ProcessBuilder service = new ProcessBuilder(command)
                    .redirectErrorStream(true).redirectOutput(dir.resolve("rating-service.log").toFile());
            Map<String, String> env = service.environment();
            env.put("KAFKA_BOOTSTRAP_SERVERS", kafka.bootstrapServers());
            env.put("QUARKUS_DATASOURCE_REACTIVE_URL", pg.reactiveUrl());
            env.put("QUARKUS_DATASOURCE_JDBC_URL", pg.jdbcUrl());
            env.put("QUARKUS_DATASOURCE_USERNAME", pg.user());
            env.put("QUARKUS_DATASOURCE_PASSWORD", pg.password());
            env.put("QUARKUS_HTTP_PORT", Integer.toString(port));
            env.put("QUARKUS_OIDC_TENANT_ENABLED", "false");
            env.put("QUARKUS_LOG_CONSOLE_JSON_ENABLED", "false");
            env.put("QUARKUS_LOG_CATEGORY__ORG_ARBITER__LEVEL", System.getProperty("bench.log", "INFO"));
            Process process = service.start();
            try {
                run(kafka.bootstrapServers(), "http://127.0.0.1:" + port, tables, rounds, window);
            } finally {
                process.destroy();
                process.waitFor(20, TimeUnit.SECONDS);
                process.destroyForcibly();
            }
        }
        System.exit(0);
    }

    static void run(String bootstrap, String base, int tables, int rounds, int window) throws Exception {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (true) {
            try {
                if (http.send(HttpRequest.newBuilder(URI.create(base + "/q/health/ready")).build(),
                        HttpResponse.BodyHandlers.ofString()).statusCode() == 200) {
                    break;
                }
            } catch (IOException notYet) {
                // starting
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("rating-service did not become ready");
            }
            Thread.sleep(200);
        }
        int tournaments = (tables + 9) / 10;
        String runId = Long.toString(System.currentTimeMillis(), 36);
        Map<String, Long> sentAt = new ConcurrentHashMap<>();
        Map<String, Long> latency = new ConcurrentHashMap<>();
        List<AutoCloseable> clients = new ArrayList<>();
        // two producers, as in production: game-service's relay (table-events) and scoring-service (game-scores)
        try (Publisher publish = new Publisher(bootstrap, 5); Publisher scoring = new Publisher(bootstrap, 0)) {
            for (int t = 0; t < tournaments; t++) {
                String tid = "bench-" + runId + "-t" + t;
                List<TournamentCreated.RegisteredPlayer> players = new ArrayList<>();
                for (int p = 0; p < 100; p++) {
                    players.add(new TournamentCreated.RegisteredPlayer(tid + "-p" + p, "Игрок " + p));
                }
                publish.tournament(EventEnvelope.ofTournament(tid, 1, Instant.now(), "organiser", new TournamentCreated(
                        "Bench " + t, LocalDate.now(), LocalDate.now(), Ruleset.FIIM, GameOptions.DEFAULT,
                        List.of(new TournamentCreated.StagePlan(Stage.QUALIFYING, rounds)), players)));
                clients.add(listen(http, base + "/api/tournaments/" + tid + "/standings/stream", sentAt, latency));
            }
            Thread.sleep(2000);

            // the schedule: each table's games one after another inside the window, events evenly spaced
            record Step(long atNanos, String topic, String key, String value, String endsGame, ScoreSheet sheet) {
            }
            Random random = new Random(42);
            List<Step> steps = new ArrayList<>();
            long start = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
            long gameSpan = TimeUnit.SECONDS.toNanos(window) / rounds;
            for (int table = 0; table < tables; table++) {
                String tid = "bench-" + runId + "-t" + (table / 10);
                long offset = (long) (random.nextDouble() * gameSpan * 0.5);
                for (int round = 0; round < rounds; round++) {
                    List<String> seated = new ArrayList<>();
                    for (int s = 0; s < 10; s++) {
                        seated.add(tid + "-p" + ((table % 10) * 10 + (s + round * 3) % 10));
                    }
                    String gameId = tid + "-table" + table + "-g" + round;
                    TwoDayGame script = new TwoDayGame(gameId, tid, Stage.QUALIFYING, seated, Instant.now());
                    Winner winner = random.nextBoolean() ? Winner.RED : Winner.BLACK;
                    List<EventEnvelope> events = script.playUntilEnd(winner);
                    long gameStart = start + round * gameSpan + offset;
                    long spacing = (long) (gameSpan * 0.45) / events.size();
                    for (int i = 0; i < events.size(); i++) {
                        EventEnvelope e = events.get(i);
                        boolean end = e.payload() instanceof GameEnded;
                        if (sheetsOnly && !end && i > 0) {
                            continue;
                        }
                        steps.add(new Step(gameStart + i * spacing, Topics.TABLE_EVENTS, gameId, EventJson.write(e),
                                end ? gameId : null, end ? script.sheet(winner, e.seq(), false, Map.of()) : null));
                    }
                }
            }
            steps.sort(Comparator.comparingLong(Step::atNanos));
            int games = 0;
            for (Step step : steps) {
                long wait = step.atNanos() - System.nanoTime();
                if (wait > 0) {
                    TimeUnit.NANOSECONDS.sleep(wait);
                }
                if (step.endsGame() != null) {
                    if (!step.endsGame().matches(".*-g[0-" + (warmupRounds - 1) + "]$") || warmupRounds == 0) {
                        sentAt.put(step.endsGame(), System.nanoTime());   // the judge's last command of the game
                        games++;
                    }
                    sentWall.put(step.endsGame(), System.currentTimeMillis());
                    publish.sendAsync(step.topic(), step.key(), step.value());
                    scoring.sendAsync(Topics.GAME_SCORES, step.key(), step.sheet().toJson());   // scoring-service's part
                } else {
                    publish.sendAsync(step.topic(), step.key(), step.value());
                }
            }
            publish.flush();
            scoring.flush();
            long waitUntil = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (latency.size() < games && System.nanoTime() < waitUntil) {
                Thread.sleep(200);
            }
            report(tables, rounds, window, steps.size(), games, latency);
        } finally {
            for (AutoCloseable c : clients) {
                c.close();
            }
        }
    }

    /** One reading thread per SSE connection: the receive time is taken as each data line is read. */
    static AutoCloseable listen(HttpClient http, String url, Map<String, Long> sentAt, Map<String, Long> latency) {
        java.util.concurrent.atomic.AtomicReference<java.util.stream.Stream<String>> open = new java.util.concurrent.atomic.AtomicReference<>();
        Thread reader = new Thread(() -> {
            try {
                HttpResponse<java.util.stream.Stream<String>> r = http.send(HttpRequest.newBuilder(URI.create(url))
                        .header("Accept", "text/event-stream").build(), HttpResponse.BodyHandlers.ofLines());
                open.set(r.body());
                r.body().forEach(line -> {
                    if (line.startsWith("data:")) {
                        long now = System.nanoTime();
                        try {
                            JsonNode change = EventJson.MAPPER.readTree(line.substring(5)).get("change");
                            if (change != null && change.has("games") && "game-scores".equals(change.get("cause").asText())) {
                                for (JsonNode g : change.get("games")) {
                                    Long sent = sentAt.get(g.asText());
                                    if (sent != null) {
                                        latency.putIfAbsent(g.asText(), now - sent);
                                        received.putIfAbsent(g.asText(), System.currentTimeMillis());
                                    }
                                }
                            }
                        } catch (IOException e) {
                            throw new IllegalStateException(e);
                        }
                    }
                });
            } catch (Exception closed) {
                // closed at the end
            }
        }, "sse-" + url.hashCode());
        reader.setDaemon(true);
        reader.start();
        return () -> {
            var body = open.get();
            if (body != null) {
                body.close();
            }
            reader.interrupt();
        };
    }

    static void report(int tables, int rounds, int window, int events, int games, Map<String, Long> latency) throws IOException {
        long[] ms = latency.values().stream().mapToLong(n -> n).sorted().toArray();
        String line = String.format("tables=%d measured games=%d (%d rounds per table, the first %d not measured) events=%d window=%ds received=%d "
                        + "p50=%.1fms p90=%.1fms p99=%.1fms max=%.1fms",
                tables, games, rounds, warmupRounds, events + games, window, ms.length, pct(ms, 50), pct(ms, 90), pct(ms, 99),
                ms.length == 0 ? Double.NaN : ms[ms.length - 1] / 1e6);
        line = (sheetsOnly ? "[sheets-only] " : "") + line;
        System.out.println(line);
        Files.writeString(Path.of("target", "bench-" + tables + ".txt"), line + "\n");
        StringBuilder times = new StringBuilder();
        sentWall.forEach((g, t) -> times.append(g).append(' ').append(t).append(' ').append(received.get(g)).append('\n'));
        Files.writeString(Path.of("target", "bench-" + tables + "-times.txt"), times);
    }

    static double pct(long[] sorted, int p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))] / 1e6;
    }

    static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    private FeedLatencyBench() {
    }

    static String join(long[] values) {
        return Arrays.toString(values);
    }
}
