package org.arbiter.load;

import java.net.http.HttpClient;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.HdrHistogram.Histogram;
import org.arbiter.testsupport.TokenClient;

/**
 * Load generator for game-service (docs/benchmarks.md "game-service load benchmark"): N concurrent tables, each
 * playing full random games back to back through {@code POST /api/games} and {@code POST /api/games/{id}/commands},
 * for a warm-up and then a measured period; prints commands/s, games completed, refusals and p50/p99/max latency of
 * the commands. Closed loop by default; {@code --rate R} paces the tables to R requests/s in all (latency then counts
 * from each request's planned start).
 *
 * <pre>
 * java -jar load-generator/target/load-generator.jar --url http://127.0.0.1:8081 \
 *      --keycloak http://127.0.0.1:58180/realms/arbiter --tables 200 --seconds 30 [--warmup 5]
 *      [--user judge --password judge] [--seed 1] [--rate 3000]
 *      [--tables-per-tournament 10 [--organiser organiser] [--games 1000] [--rating http://127.0.0.1:8084 [--first 60]]]
 * </pre>
 *
 * <p>With {@code --tables-per-tournament k} the tables play in tournaments of k tables each, registered by the
 * organiser at the start; {@code --games n} stops after n games in all (each table finishes the game it plays);
 * {@code --rating} opens each tournament's standings feed and reports the freshness of the standings
 * ({@link StandingsFeed}, {@link FreshnessReport}), the games that ended in the first {@code --first} seconds apart.
 */
public final class LoadGenerator {

    private LoadGenerator() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> opts = parse(args);
        String url = strip(opts.getOrDefault("url", "http://127.0.0.1:8081"));
        String issuer = strip(opts.getOrDefault("keycloak", "http://127.0.0.1:58180/realms/arbiter"));
        int tables = Integer.parseInt(opts.getOrDefault("tables", "10"));
        int seconds = Integer.parseInt(opts.getOrDefault("seconds", "30"));
        int warmup = Integer.parseInt(opts.getOrDefault("warmup", "5"));
        String user = opts.getOrDefault("user", "judge");
        String password = opts.getOrDefault("password", user);
        long seed = Long.parseLong(opts.getOrDefault("seed", Long.toString(System.nanoTime())));
        double rate = Double.parseDouble(opts.getOrDefault("rate", "0"));
        long interval = rate <= 0 ? 0 : Math.round(tables * 1e9 / rate);

        int perTournament = Integer.parseInt(opts.getOrDefault("tables-per-tournament", "0"));
        int gameBudget = Integer.parseInt(opts.getOrDefault("games", "0"));
        String ratingUrl = opts.containsKey("rating") ? strip(opts.get("rating")) : null;
        if (ratingUrl != null && perTournament <= 0) {
            throw new IllegalArgumentException("--rating measures a tournament's standings feed: give --tables-per-tournament too");
        }

        TokenClient tokens = new TokenClient(issuer);
        AtomicReference<String> token = new AtomicReference<>(tokens.accessToken(user, password));
        List<LoadTournament> tournaments = perTournament <= 0 ? List.of()
                : tournaments(url, ratingUrl, tokens.accessToken(opts.getOrDefault("organiser", "organiser")), user,
                        (tables + perTournament - 1) / perTournament);
        String organiser = tournaments.isEmpty() ? null : tokens.accessToken(opts.getOrDefault("organiser", "organiser"));
        AtomicInteger gamesLeft = new AtomicInteger(gameBudget <= 0 ? Integer.MAX_VALUE : gameBudget);

        long now = System.nanoTime();
        long measureFrom = now + TimeUnit.SECONDS.toNanos(warmup);
        long measureTo = measureFrom + TimeUnit.SECONDS.toNanos(seconds);
        Stats stats = new Stats(measureFrom, measureTo);
        // tables send nothing new after the window; requests in flight then finish but are not counted
        long stopAt = measureTo;
        System.out.printf("load-generator: %s, %d tables, %s, warm-up %d s, measured %d s, seed %d, started %s%s%n",
                url, tables, rate <= 0 ? "closed loop" : "paced at " + rate + " requests/s", warmup, seconds, seed,
                Instant.now(), (tournaments.isEmpty() ? "" : ", " + tournaments.size() + " tournament(s) of " + perTournament
                        + " tables") + (gameBudget <= 0 ? "" : ", " + gameBudget + " games in all"));

        ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();
        List<Future<?>> running = new ArrayList<>();
        for (int t = 1; t <= tables; t++) {
            LoadTournament tournament = tournaments.isEmpty() ? null : tournaments.get((t - 1) / perTournament);
            running.add(pool.submit(new Table(tournament == null ? t : (t - 1) % perTournament + 1, seed * 1_000_003L + t,
                    url, token::get, stats, () -> System.nanoTime() >= stopAt, interval, tournament,
                    tournament == null ? token::get : () -> organiser, () -> gamesLeft.getAndDecrement() > 0)));
        }

        long lastSent = 0;
        long lastAt = System.nanoTime();
        while (System.nanoTime() < stopAt && !running.stream().allMatch(Future::isDone)) {
            long sleep = Math.min(TimeUnit.SECONDS.toMillis(5), TimeUnit.NANOSECONDS.toMillis(stopAt - System.nanoTime()));
            Thread.sleep(Math.max(1, sleep));
            long at = System.nanoTime();
            long sent = stats.sentTotal.sum();
            System.out.printf("  t=%5.1f s  %7.0f requests/s  games finished %d  refusals %d  errors %d  shed %d%n",
                    (at - now) / 1e9, (sent - lastSent) / ((at - lastAt) / 1e9), stats.gamesFinishedTotal.sum(),
                    stats.refusals.sum(), stats.errors.sum(), stats.shed.sum());
            lastSent = sent;
            lastAt = at;
        }
        for (Future<?> f : running) {
            try {
                f.get(60, TimeUnit.SECONDS);
            } catch (Exception e) {
                System.err.println("a table did not stop: " + e);
            }
        }
        pool.shutdownNow();
        long endedAt = Math.min(System.nanoTime(), measureTo);
        List<StandingsFeed> feeds = tournaments.stream().map(LoadTournament::feed).filter(f -> f != null).toList();
        if (!feeds.isEmpty()) {
            FreshnessReport.await(feeds, TimeUnit.SECONDS.toNanos(60));
            FreshnessReport.print(StandingsFeed.merged(feeds), now, Integer.parseInt(opts.getOrDefault("first", "60")));
            System.out.println("  feeds reconnected after the service dropped them: " + feeds.stream().mapToInt(StandingsFeed::reconnections).sum());
            feeds.forEach(StandingsFeed::close);
        }

        Histogram commands = stats.commandHistogram();
        Histogram creates = stats.createHistogram();
        LatencySummary c = LatencySummary.of(commands);
        LatencySummary g = LatencySummary.of(creates);
        double window = Math.max(1e-3, (endedAt - measureFrom) / 1e9);
        System.out.println();
        System.out.printf("RESULT tables=%d rate=%s seconds=%d commands=%d commands/s=%.0f events/s=%.0f creates/s=%.1f "
                        + "games_finished=%d refusals=%d divergences=%d %s%n",
                tables, rate <= 0 ? "closed" : Long.toString(Math.round(rate)), Math.round(window), stats.commands.sum(), stats.commands.sum() / window, stats.eventsWritten.sum() / window,
                stats.creates.sum() / window, stats.gamesFinished.sum(), stats.refusals.sum(),
                stats.divergences.sum(), stats.errorSummary());
        System.out.println("  command latency: " + c.format());
        System.out.println("  create latency:  " + g.format());
        System.out.println("  writes/s (commands + creates) = " + Math.round((stats.commands.sum() + stats.creates.sum()) / window)
                + "; proposals refused locally and not sent: " + stats.notSent.sum());
        if (!stats.refusalsByStatus.isEmpty()) {
            System.out.println("  refusals by status: " + stats.refusalsByStatus);
        }
        System.out.printf("MARKDOWN | %d | %.0f | %.1f | %.1f | %.1f | %d | %d |%n", tables, stats.commands.sum() / window,
                c.p50Ms(), c.p99Ms(), c.maxMs(), stats.gamesFinished.sum(), stats.refusals.sum());
        System.exit(stats.refusals.sum() == 0 && stats.divergences.sum() == 0 && stats.errors.sum() == 0 ? 0 : 1);
    }

    /** Registers {@code count} tournaments for this run (ids {@code load-<epoch s>-<n>}), each with its feed if {@code ratingUrl}. */
    private static List<LoadTournament> tournaments(String url, String ratingUrl, String organiser, String judge, int count)
            throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        String prefix = "load-" + Instant.now().getEpochSecond() + "-";
        List<LoadTournament> tournaments = new ArrayList<>();
        for (int n = 1; n <= count; n++) {
            LoadTournament.register(http, url, organiser, prefix + n);
            tournaments.add(new LoadTournament(prefix + n, judge, ratingUrl == null ? null : StandingsFeed.open(http, ratingUrl, prefix + n)));
        }
        return tournaments;
    }

    private static String strip(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }

    static Map<String, String> parse(String[] args) {
        Map<String, String> opts = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("-h") || a.equals("--help")) {
                System.out.println("usage: java -jar load-generator.jar --url http://127.0.0.1:8081 "
                        + "--keycloak http://127.0.0.1:58180/realms/arbiter --tables 200 --seconds 30 [--warmup 5] "
                        + "[--user judge] [--password judge] [--seed n] [--rate requests-per-second] "
                        + "[--tables-per-tournament k [--organiser organiser] [--games n] [--rating http://127.0.0.1:8084 [--first s]]]");
                System.exit(0);
            }
            if (!a.startsWith("--")) {
                throw new IllegalArgumentException("unexpected argument " + a);
            }
            String key = a.substring(2);
            String value;
            int eq = key.indexOf('=');
            if (eq >= 0) {
                value = key.substring(eq + 1);
                key = key.substring(0, eq);
            } else {
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException(a + " needs a value");
                }
                value = args[++i];
            }
            opts.put(key, value);
        }
        return opts;
    }
}
