package org.arbiter.testsupport;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.NightStarted;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;

/**
 * What every consumer of table-events promises (docs/architecture.md "Consumers"): a record on the real broker lands in the
 * service's own schema by content, and a redelivered record changes nothing. The service's tables are
 * {@code <schema>.stream_events (stream_kind, stream_id, seq, type, event_id, envelope)} and
 * {@code <schema>.positions (stream_kind, stream_id, last_seq)}.
 */
public final class InboxContract {

    private InboxContract() {
    }

    /** Sends a new game's first two events, each twice, and checks the stored rows and position exactly. */
    public static void eachEventIsStoredOnceByContent(String bootstrap, String jdbcUrl, String schema) throws Exception {
        String gameId = UUID.randomUUID().toString();
        Instant at = Instant.parse("2026-04-01T10:00:00Z");
        List<SeatedPlayer> players = new ArrayList<>();
        for (int seat = 1; seat <= 10; seat++) {
            players.add(new SeatedPlayer(seat, "p-" + seat, "Игрок " + seat));
        }
        EventEnvelope created = EventEnvelope.ofGame(gameId, 1, at, "judge",
                new GameCreated(null, Stage.FRIENDLY, 1, 1, Ruleset.FIIM, GameOptions.DEFAULT, players, "judge"));
        EventEnvelope night = EventEnvelope.ofGame(gameId, 2, at, "judge", new NightStarted(0));

        try (KafkaProducer<String, String> producer = producer(bootstrap)) {
            send(producer, created);
            awaitRows(jdbcUrl, schema, gameId, 1);
            send(producer, created);          // redelivered
            send(producer, night);
            send(producer, night);            // redelivered
        }
        awaitRows(jdbcUrl, schema, gameId, 2);
        Thread.sleep(500);                    // a late duplicate would show up now

        List<String> expected = List.of(
                "1 GameCreated " + created.eventId() + " " + EventJson.write(created),
                "2 NightStarted " + night.eventId() + " " + EventJson.write(night));
        List<String> rows = stored(jdbcUrl, schema, gameId);
        if (!rows.equals(expected)) {
            throw new AssertionError("stored rows of " + schema + ":\n" + rows + "\nexpected:\n" + expected);
        }
        long position = position(jdbcUrl, schema, gameId);
        if (position != 2) {
            throw new AssertionError(schema + " position " + position + ", expected 2");
        }
    }

    private static void awaitRows(String jdbcUrl, String schema, String gameId, int count) throws Exception {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        while (stored(jdbcUrl, schema, gameId).size() < count) {
            if (Instant.now().isAfter(deadline)) {
                throw new AssertionError(schema + " did not store " + count + " events of " + gameId + " within 30 s");
            }
            Thread.sleep(100);
        }
    }

    private static List<String> stored(String jdbcUrl, String schema, String gameId) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Connection db = connect(jdbcUrl);
                PreparedStatement query = db.prepareStatement("select seq, type, event_id, envelope from " + schema
                        + ".stream_events where stream_kind = 'game' and stream_id = ? order by seq")) {
            query.setString(1, gameId);
            try (ResultSet rs = query.executeQuery()) {
                while (rs.next()) {
                    rows.add(rs.getLong(1) + " " + rs.getString(2) + " " + rs.getObject(3) + " " + rs.getString(4));
                }
            }
        }
        return rows;
    }

    private static long position(String jdbcUrl, String schema, String gameId) throws SQLException {
        try (Connection db = connect(jdbcUrl);
                PreparedStatement query = db.prepareStatement("select last_seq from " + schema
                        + ".positions where stream_kind = 'game' and stream_id = ?")) {
            query.setString(1, gameId);
            try (ResultSet rs = query.executeQuery()) {
                return rs.next() ? rs.getLong(1) : 0;
            }
        }
    }

    private static Connection connect(String jdbcUrl) throws SQLException {
        return DriverManager.getConnection(jdbcUrl, RealPostgres.USER, RealPostgres.PASSWORD);
    }

    private static KafkaProducer<String, String> producer(String bootstrap) {
        Properties config = new Properties();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        return new KafkaProducer<>(config);
    }

    private static void send(KafkaProducer<String, String> producer, EventEnvelope event) throws Exception {
        producer.send(new ProducerRecord<>(Topics.TABLE_EVENTS, event.streamId(), EventJson.write(event))).get();
    }
}
