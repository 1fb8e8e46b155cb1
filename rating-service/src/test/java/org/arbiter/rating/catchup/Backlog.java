package org.arbiter.rating.catchup;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.Topics;
import org.arbiter.rating.support.Publisher;
import org.arbiter.rules.simulation.RandomGame;
import org.arbiter.testsupport.KafkaTestResource;

/**
 * A backlog on a topic of its own, written before rating-service starts: {@value #GAMES} random games of one
 * tournament ({@link RandomGame} through the engine, every event as game-service would publish it), keyed by game
 * on {@value #PARTITIONS} partitions as {@code table-events} is. The service's {@code table-events} channel reads
 * this topic in a consumer group of its own, so it starts with the whole backlog to catch up. What was written is
 * left in system properties for the test ({@value #PROPERTY}{@code .*}): the tournament, the record count and each
 * game's last seq.
 */
public class Backlog implements QuarkusTestResourceLifecycleManager {

    static final String PROPERTY = "arbiter.catchup";
    static final int GAMES = Integer.getInteger(PROPERTY + ".games", 300);
    static final int PARTITIONS = 4;
    private static final Instant T0 = Instant.parse("2026-04-01T10:00:00Z");

    @Override
    public Map<String, String> start() {
        Map<String, String> kafka = new KafkaTestResource().start();       // the JVM's one broker, started if needed
        String bootstrap = kafka.get("kafka.bootstrap.servers");
        String run = UUID.randomUUID().toString().substring(0, 8);
        String topic = "catchup-" + run;
        String tournament = "catchup-" + run;
        createTopic(bootstrap, topic);
        Map<String, Long> lastSeq = new LinkedHashMap<>();
        long records = 0;
        try (Publisher publisher = new Publisher(bootstrap, 5)) {
            for (int g = 1; g <= GAMES; g++) {
                List<EventEnvelope> game = play(tournament + "-g" + g, tournament, g);
                game.forEach(e -> publisher.sendAsync(topic, e.streamId(), org.arbiter.events.EventJson.write(e)));
                lastSeq.put(game.getFirst().streamId(), (long) game.size());
                records += game.size();
            }
            publisher.flush();
        }
        System.setProperty(PROPERTY + ".tournament", tournament);
        System.setProperty(PROPERTY + ".records", Long.toString(records));
        System.setProperty(PROPERTY + ".last-seqs", lastSeq.entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(",")));
        return Map.of("mp.messaging.incoming." + Topics.TABLE_EVENTS + ".topic", topic,
                "mp.messaging.incoming." + Topics.TABLE_EVENTS + ".group.id", "rating-catchup-" + run);
    }

    /** Each game's last seq, as {@link #start} wrote them. */
    static Map<String, Long> lastSeqs() {
        Map<String, Long> seqs = new LinkedHashMap<>();
        for (String pair : System.getProperty(PROPERTY + ".last-seqs").split(",")) {
            String[] kv = pair.split("=");
            seqs.put(kv[0], Long.parseLong(kv[1]));
        }
        return seqs;
    }

    /** One random game played to its end by the engine: its envelopes, seq 1 (GameCreated) on. */
    static List<EventEnvelope> play(String gameId, String tournament, int gameNo) {
        return RandomGame.ofTournament(gameId, tournament, gameNo, 40, 20, T0);
    }

    private static void createTopic(String bootstrap, String topic) {
        Properties config = new Properties();
        config.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        try (Admin admin = Admin.create(config)) {
            admin.createTopics(List.of(new NewTopic(topic, PARTITIONS, (short) 1))).all().get(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("cannot create " + topic, e);
        }
    }

    @Override
    public void stop() {
        // the broker is the JVM's (KafkaTestResource stops it); the topic goes with its data directory
    }
}
