package org.arbiter.system;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.rules.simulation.RandomGame;
import org.arbiter.testsupport.LocalInfra;
import org.arbiter.testsupport.RealKafka;
import org.arbiter.testsupport.RealKeycloak;
import org.arbiter.testsupport.RealPostgres;

/**
 * Catching up from the topics with empty read models (issue 16.4; docs/benchmarks.md "Catching up a backlog"): a
 * program, never run by {@code mvn verify}. It writes N random games ({@link RandomGame} through the engine, as
 * game-service would publish them; tournaments of {@value #GAMES_PER_TOURNAMENT} games, the games of a round of
 * {@value #TABLES} tables interleaved event by event as tables playing at once) to {@code table-events} of a fresh
 * broker, measures Kafka's own consumer on those records, then starts the packaged scoring-, protocol- and
 * rating-service one after the other, each alone, each with an empty schema, and times each from its start to the
 * last record applied: every game at its last seq in the service's inbox, and for protocol and rating every game's
 * score sheet (the {@code game-scores} the scoring run published) stored.
 *
 * <p>Arguments: games (default 1,000), then the services to run (default all three; scoring always runs first
 * when protocol or rating does, for their sheets). The games are generated once per N and cached in
 * {@code target/catchup-games-N.tsv}. If {@code org.apache.kafka.tools.ConsumerPerformance} (kafka-tools) is on the
 * class path, it is run on the same topic too.
 */
public final class CatchUpBench {

    static final int GAMES_PER_TOURNAMENT = 1_000;
    static final int TABLES = 100;
    private static final Instant T0 = Instant.parse("2026-04-01T10:00:00Z");
    private static final Duration GIVE_UP = Duration.ofMinutes(15);

    /** A service's inbox schema and, for a reader of game-scores, the table its sheets land in. */
    private record Consumer(String module, String schema, String sheets) {
    }

    private static final List<Consumer> CONSUMERS = List.of(
            new Consumer("scoring-service", "scoring", null),
            new Consumer("protocol-service", "protocol", "protocol.score_sheets"),
            new Consumer("rating-service", "rating", "rating.score_sheets"));

    private CatchUpBench() {
    }

    public static void main(String[] args) throws Exception {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 1_000;
        List<String> wanted = args.length > 1 ? List.of(args).subList(1, args.length) : List.of("scoring", "protocol", "rating");
        Path repo = Path.of(System.getProperty("arbiter.repo", "..")).toAbsolutePath().normalize();
        Path work = Path.of("target", "catchup").toAbsolutePath();
        deleteTree(work);
        List<String[]> records = games(games, Path.of("target", "catchup-games-" + games + ".tsv"));
        // a broker as production runs it: no fsync per message (RealKafka's default for the tests' durability checks)
        System.setProperty("arbiter.kafka.flush-messages", Long.toString(Long.MAX_VALUE));
        // PostgreSQL's own tally of each statement's time (pg_stat_statements), printed after each service's run
        System.setProperty("arbiter.postgres.preload", "pg_stat_statements");
        List<String> lines = new ArrayList<>();
        lines.add(String.format("%s load average %s; %d games, %d records on table-events", Instant.now(), loadAverage(),
                games, records.size()));
        try (RealPostgres postgres = RealPostgres.start(work.resolve("postgres"));
                RealKafka kafka = RealKafka.start(work.resolve("kafka"));
                RealKeycloak keycloak = RealKeycloak.start(work.resolve("keycloak.log"))) {
            long wrote = System.nanoTime();
            write(kafka.bootstrapServers(), records);
            lines.add(String.format("written in %.1f s", (System.nanoTime() - wrote) / 1e9));
            lines.add(plainConsumer(kafka.bootstrapServers(), records.size()));
            consumerPerformance(kafka.bootstrapServers(), records.size());
            Map<String, String> env = LocalInfra.serviceEnvironment(postgres, kafka, keycloak);
            for (Consumer consumer : CONSUMERS) {
                String name = consumer.module().replace("-service", "");
                if (name.equals("scoring") || wanted.contains(name)) {
                    lines.add(catchUp(repo, work, env, postgres, consumer, games, records.size()));
                    System.out.println(lines.getLast());
                }
            }
        }
        lines.forEach(line -> System.out.println("CATCHUP " + line));
        Files.write(Path.of("target", "catchup-" + games + ".txt"), lines);
    }

    /** Starts the service alone with an empty schema and waits until it has applied every record. */
    private static String catchUp(Path repo, Path work, Map<String, String> env, RealPostgres postgres, Consumer consumer,
            int games, long records) throws Exception {
        long start = System.nanoTime();
        long first = 0;
        try (ServiceProcess service = ServiceProcess.start(repo, consumer.module(), consumer.module(), ServiceProcess.freePort(), env,
                extraOptions(consumer), work.resolve("logs"));
                Connection db = DriverManager.getConnection(postgres.jdbcUrl(), postgres.user(), postgres.password())) {
            execute(db, "create extension if not exists pg_stat_statements");
            execute(db, "select pg_stat_statements_reset()");
            long applied = 0;
            long sheets = 0;
            long last = start;
            while (applied < records || sheets < games) {
                if (!service.isAlive()) {
                    throw new IllegalStateException(consumer.module() + " exited; see its log in " + work.resolve("logs"));
                }
                if (System.nanoTime() - start > GIVE_UP.toNanos()) {
                    throw new IllegalStateException(consumer.module() + ": " + applied + " of " + records + " after " + GIVE_UP);
                }
                Thread.sleep(100);
                applied = value(db, "select coalesce(sum(last_seq), 0) from " + consumer.schema() + ".positions where stream_kind = 'game'");
                // the sheets only once every record is applied: counting scoring's (a table updated at every
                // publication) every 100 ms cost PostgreSQL 5 s in a 35 s run, on the cores the service runs on
                sheets = applied < records ? 0 : consumer.sheets() == null
                        ? value(db, "select count(*) from scoring.sheets where published_version = version")
                        : value(db, "select count(*) from " + consumer.sheets());
                long now = System.nanoTime();
                if (first == 0 && applied > 0) {
                    first = now;
                }
                if (now - last > 5_000_000_000L) {
                    last = now;
                    System.out.printf("%s: %d of %d records, %d of %d sheets after %.1f s%n", consumer.module(), applied, records, sheets,
                            games, (now - start) / 1e9);
                }
            }
            long done = System.nanoTime();
            statements(db, consumer.module());
            double fromFirst = (done - first) / 1e9;
            return String.format("%s: %d records and %d sheets; %.1f s from the process's start, %.1f s from the first record "
                    + "stored to the last: %.0f records/s", consumer.module(), records, games, (done - start) / 1e9, fromFirst,
                    records / fromFirst);
        }
    }

    /**
     * JVM options added after the module's java.options for this run only ({@code -Darbiter.catchup.jvm-options=...},
     * space-separated; {@code {name}} is replaced by the service's name, e.g. for a JFR recording's file name), then
     * those for one service only ({@code -Darbiter.catchup.jvm-options.rating=...}: a property of a channel only
     * that service has would stop the others at their start).
     */
    private static List<String> extraOptions(Consumer consumer) {
        String name = consumer.module().replace("-service", "");
        String options = (System.getProperty("arbiter.catchup.jvm-options", "") + " "
                + System.getProperty("arbiter.catchup.jvm-options." + name, "")).trim();
        return options.isEmpty() ? List.of() : List.of(options.replace("{name}", name).split("\\s+"));
    }

    /** The statements that took PostgreSQL longest while the service caught up (pg_stat_statements), printed. */
    private static void statements(Connection db, String module) throws SQLException {
        String sql = "select calls, round(total_exec_time) as ms, rows, left(regexp_replace(query, '\\s+', ' ', 'g'), 100) "
                + "from pg_stat_statements order by total_exec_time desc limit 8";
        try (Statement s = db.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                System.out.printf("%s statement: %d ms in %d calls, %d rows: %s%n", module, rs.getLong(2), rs.getLong(1),
                        rs.getLong(3), rs.getString(4));
            }
        }
    }

    private static void execute(Connection db, String sql) throws SQLException {
        try (Statement s = db.createStatement()) {
            s.execute(sql);
        }
    }

    private static long value(Connection db, String sql) {
        try (Statement s = db.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        } catch (SQLException notYet) {
            return 0;                                            // the schema is not migrated yet
        }
    }

    /** Kafka's consumer alone on the same records (one consumer, the client's defaults, string values). */
    private static String plainConsumer(String bootstrap, long records) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "bench-" + UUID.randomUUID());
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        long start = System.nanoTime();
        long first = 0;
        long count = 0;
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(config, new StringDeserializer(), new StringDeserializer())) {
            consumer.subscribe(List.of(Topics.TABLE_EVENTS));
            while (count < records) {
                ConsumerRecords<String, String> polled = consumer.poll(Duration.ofMillis(500));
                if (first == 0 && !polled.isEmpty()) {
                    first = System.nanoTime();
                }
                count += polled.count();
            }
        }
        long done = System.nanoTime();
        return String.format("kafka-clients KafkaConsumer (one consumer, defaults): %d records in %.1f s from subscribe, %.1f s "
                + "from the first poll with records: %.0f records/s", count, (done - start) / 1e9, (done - first) / 1e9,
                count / ((done - first) / 1e9));
    }

    /** kafka-tools' ConsumerPerformance (kafka-consumer-perf-test) when it is on the class path; it prints its own line. */
    private static void consumerPerformance(String bootstrap, long records) throws Exception {
        Class<?> tool;
        try {
            tool = Class.forName("org.apache.kafka.tools.ConsumerPerformance");
        } catch (ClassNotFoundException absent) {
            System.out.println("kafka-tools is not on the class path: ConsumerPerformance not run");
            return;
        }
        System.out.println("ConsumerPerformance (kafka-tools) on table-events:");
        tool.getMethod("main", String[].class).invoke(null, (Object) new String[] {"--bootstrap-server", bootstrap, "--topic",
            Topics.TABLE_EVENTS, "--messages", Long.toString(records), "--group", "perf-" + UUID.randomUUID(), "--timeout", "60000"});
    }

    private static void write(String bootstrap, List<String[]> records) {
        Properties config = new Properties();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ProducerConfig.ACKS_CONFIG, "all");
        config.put(ProducerConfig.LINGER_MS_CONFIG, "20");
        config.put(ProducerConfig.BATCH_SIZE_CONFIG, Integer.toString(256 * 1024));
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(config, new StringSerializer(), new StringSerializer())) {
            for (String[] record : records) {
                producer.send(new ProducerRecord<>(Topics.TABLE_EVENTS, record[0], record[1]));
            }
            producer.flush();
        }
    }

    /** The records (key, value) in the order written, from the cache or generated into it. */
    static List<String[]> games(int games, Path cache) throws IOException {
        List<String[]> records = new ArrayList<>();
        if (Files.isRegularFile(cache)) {
            try (BufferedReader in = Files.newBufferedReader(cache)) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    int tab = line.indexOf('\t');
                    records.add(new String[] {line.substring(0, tab), line.substring(tab + 1)});
                }
            }
            return records;
        }
        long start = System.nanoTime();
        Path partial = cache.resolveSibling(cache.getFileName() + ".partial");
        Files.createDirectories(cache.toAbsolutePath().getParent());
        try (BufferedWriter out = Files.newBufferedWriter(partial)) {
            for (int round = 0; round * TABLES < games; round++) {
                List<List<EventEnvelope>> tables = new ArrayList<>();
                for (int g = round * TABLES + 1; g <= Math.min(games, (round + 1) * TABLES); g++) {
                    tables.add(play(g));
                }
                for (int i = 0; ; i++) {                          // the round's tables interleaved, event by event
                    boolean any = false;
                    for (List<EventEnvelope> table : tables) {
                        if (i < table.size()) {
                            any = true;
                            EventEnvelope event = table.get(i);
                            String[] record = {event.streamId(), EventJson.write(event)};
                            records.add(record);
                            out.write(record[0] + "\t" + record[1] + "\n");
                        }
                    }
                    if (!any) {
                        break;
                    }
                }
            }
        }
        Files.move(partial, cache);
        System.out.printf("generated %d games, %d records in %.1f s into %s%n", games, records.size(), (System.nanoTime() - start) / 1e9,
                cache);
        return records;
    }

    /** Game {@code gameNo} played to its end by the engine ({@code RandomJudge}, seeded by the number). */
    static List<EventEnvelope> play(int gameNo) {
        String tournament = "catchup-t" + (1 + (gameNo - 1) / GAMES_PER_TOURNAMENT);
        String gameId = tournament + "-g" + gameNo;
        return RandomGame.ofTournament(gameId, tournament, gameNo, 100, TABLES, T0);
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).trim();
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (Files.exists(dir)) {
            try (var paths = Files.walk(dir)) {
                paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
