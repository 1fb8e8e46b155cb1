package org.arbiter.testsupport;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.UUID;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.arbiter.events.game.FoulGiven;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.NightStarted;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;

/**
 * What every consumer of table-events promises (docs/architecture.md "Consumers"): a record on the real broker lands in the
 * service's own schema by content, and a redelivered record changes nothing. The service's tables are
 * {@code <schema>.stream_runs (stream_kind, stream_id, first_seq, last_seq, envelopes)} (a run's envelopes in seq order,
 * one a line) and {@code <schema>.positions (stream_kind, stream_id, last_seq)}.
 */
public final class InboxContract {

    /** The readiness check of the streams waiting for a missing event (stream-support's {@code GapCheck.NAME}). */
    private static final String GAP_CHECK = "stream gaps";

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

    /**
     * Records this consumer can never apply (not JSON, an unknown type, a newer schemaVersion) go to its dead-letter
     * topic {@code table-events.dlq.<consumer>}, value as sent, with the reason and the source topic in the headers;
     * and the stream goes on: a good game sent after them is stored exactly.
     */
    public static void unreadableRecordsAreDeadLetteredAndTheStreamGoesOn(String bootstrap, String jdbcUrl, String schema,
            String consumer) throws Exception {
        String run = UUID.randomUUID().toString();
        EventEnvelope created = created(UUID.randomUUID().toString());
        EventEnvelope night = EventEnvelope.ofGame(created.gameId(), 2, created.occurredAt(), "judge", new NightStarted(0));
        String notJson = "not json {";
        String bogus = EventJson.write(created(run + "-bogus")).replace("\"type\":\"GameCreated\"", "\"type\":\"Bogus\"");
        String newer = EventJson.write(created(run + "-newer")).replace("\"schemaVersion\":1", "\"schemaVersion\":99");
        Map<String, String> bad = new TreeMap<>(Map.of(run + "-not-json", notJson, run + "-bogus", bogus, run + "-newer", newer));
        try (KafkaProducer<String, String> producer = producer(bootstrap)) {
            for (Map.Entry<String, String> record : bad.entrySet()) {
                producer.send(new ProducerRecord<>(Topics.TABLE_EVENTS, record.getKey(), record.getValue())).get();
            }
            send(producer, created);
            send(producer, night);
        }
        awaitRows(jdbcUrl, schema, created.gameId(), 2);
        List<String> rows = stored(jdbcUrl, schema, created.gameId());
        List<String> expectedRows = List.of(
                "1 GameCreated " + created.eventId() + " " + EventJson.write(created),
                "2 NightStarted " + night.eventId() + " " + EventJson.write(night));
        if (!rows.equals(expectedRows)) {
            throw new AssertionError("after the bad records, stored rows of " + schema + ":\n" + rows + "\nexpected:\n" + expectedRows);
        }

        Map<String, String> expected = new TreeMap<>(Map.of(
                run + "-not-json", notJson + " | JsonParseException: Unrecognized token 'not': was expecting "
                        + "(JSON String, Number, Array, Object or token 'null', 'true' or 'false') | table-events",
                run + "-bogus", bogus + " | IllegalArgumentException: unknown event type Bogus | table-events",
                run + "-newer", newer + " | IllegalArgumentException: schemaVersion 99 is newer than this reader knows (1) | table-events"));
        Map<String, String> deadLetters = deadLetters(bootstrap, Topics.deadLetters(Topics.TABLE_EVENTS, consumer), run, bad.size());
        if (!deadLetters.equals(expected)) {
            throw new AssertionError("dead letters of " + consumer + ":\n" + deadLetters + "\nexpected:\n" + expected);
        }
    }

    /**
     * A game whose seq 2 is late: 3 and 4 arrive first and are parked, not stored (the stored stream and the
     * position stay at 1, readiness stays UP and its check names the game, the audit lists it: the caller runs as an
     * organiser); when 2 arrives, 2, 3 and 4 are stored in order and nothing stays parked.
     */
    public static void aGapParksTheGameUntilTheMissingEventArrives(String bootstrap, String jdbcUrl, String schema)
            throws Exception {
        EventEnvelope created = created(UUID.randomUUID().toString());
        String gameId = created.gameId();
        EventEnvelope night = EventEnvelope.ofGame(gameId, 2, created.occurredAt(), "judge", new NightStarted(0));
        EventEnvelope foul = EventEnvelope.ofGame(gameId, 3, created.occurredAt(), "judge", new FoulGiven(4, 1, false));
        EventEnvelope second = EventEnvelope.ofGame(gameId, 4, created.occurredAt(), "judge", new FoulGiven(7, 1, false));
        List<String> first = List.of("1 GameCreated " + created.eventId() + " " + EventJson.write(created));
        try (KafkaProducer<String, String> producer = producer(bootstrap)) {
            send(producer, created);
            send(producer, foul);
            send(producer, second);
            awaitParked(jdbcUrl, schema, gameId, 2);
            check("stored while 2 is missing", stored(jdbcUrl, schema, gameId), first);
            check("position while 2 is missing", position(jdbcUrl, schema, gameId), 1L);
            flaggedWhileParked(gameId);
            send(producer, night);
        }
        awaitRows(jdbcUrl, schema, gameId, 4);
        check("stored after 2 arrived", stored(jdbcUrl, schema, gameId), List.of(first.getFirst(),
                "2 NightStarted " + night.eventId() + " " + EventJson.write(night),
                "3 FoulGiven " + foul.eventId() + " " + EventJson.write(foul),
                "4 FoulGiven " + second.eventId() + " " + EventJson.write(second)));
        check("position after 2 arrived", position(jdbcUrl, schema, gameId), 4L);
        check("parked after 2 arrived", parked(jdbcUrl, schema, gameId), 0L);
    }

    /** How the service shows a game waiting for seq 2 with 3 and 4 parked: readiness and {@code /api/audit/gaps}. */
    private static void flaggedWhileParked(String gameId) {
        JsonPath ready = RestAssured.given().get("/q/health/ready").then().statusCode(200).extract().jsonPath();
        check("readiness while 2 is missing", ready.getString("status"), "UP");
        check("the stream gaps check", ready.getMap("checks.find { it.name == '" + GAP_CHECK + "' }.data").get("game " + gameId),
                "waits for seq 2 (2 parked)");
        JsonPath gaps = RestAssured.given().get("/api/audit/gaps").then().statusCode(200).extract().jsonPath();
        check("the audit's gap", gaps.getString("find { it.streamId == '" + gameId + "' }.missingSeq") + " "
                + gaps.getString("find { it.streamId == '" + gameId + "' }.parked"), "2 2");
    }

    private static void check(String what, Object actual, Object expected) {
        if (!actual.equals(expected)) {
            throw new AssertionError(what + ":\n" + actual + "\nexpected:\n" + expected);
        }
    }

    private static void awaitParked(String jdbcUrl, String schema, String gameId, long count) throws Exception {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        while (parked(jdbcUrl, schema, gameId) < count) {
            if (Instant.now().isAfter(deadline)) {
                throw new AssertionError(schema + " did not park " + count + " events of " + gameId + " within 30 s");
            }
            Thread.sleep(100);
        }
    }

    private static long parked(String jdbcUrl, String schema, String gameId) throws SQLException {
        try (Connection db = connect(jdbcUrl);
                PreparedStatement query = db.prepareStatement("select count(*) from " + schema
                        + ".parked_events where stream_kind = 'game' and stream_id = ?")) {
            query.setString(1, gameId);
            try (ResultSet rs = query.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    private static EventEnvelope created(String gameId) {
        List<SeatedPlayer> players = new ArrayList<>();
        for (int seat = 1; seat <= 10; seat++) {
            players.add(new SeatedPlayer(seat, "p-" + seat, "Игрок " + seat));
        }
        return EventEnvelope.ofGame(gameId, 1, Instant.parse("2026-04-01T10:00:00Z"), "judge",
                new GameCreated(null, Stage.FRIENDLY, 1, 1, Ruleset.FIIM, GameOptions.DEFAULT, players, "judge"));
    }

    /** The dead letters whose key starts with {@code run}: key → "value | reason (first line) | source topic". */
    private static Map<String, String> deadLetters(String bootstrap, String topic, String run, int count) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "dead-letter-reader-" + UUID.randomUUID());
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        Map<String, String> found = new TreeMap<>();
        Instant deadline = Instant.now().plusSeconds(30);
        try (KafkaConsumer<String, String> reader = new KafkaConsumer<>(config)) {
            reader.subscribe(List.of(topic));
            while (found.size() < count && Instant.now().isBefore(deadline)) {
                for (ConsumerRecord<String, String> record : reader.poll(Duration.ofMillis(200))) {
                    if (record.key() != null && record.key().startsWith(run)) {
                        found.merge(record.key(), record.value() + " | " + header(record, "dead-letter-reason").split("\n")[0]
                                + " | " + header(record, "dead-letter-topic"), (a, b) -> a + " AND AGAIN " + b);
                    }
                }
            }
        }
        return found;
    }

    private static String header(ConsumerRecord<String, String> record, String name) {
        Header header = record.headers().lastHeader(name);
        return header == null ? "(no " + name + ")" : new String(header.value(), StandardCharsets.UTF_8);
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
                PreparedStatement query = db.prepareStatement("select first_seq, last_seq, envelopes from " + schema
                        + ".stream_runs where stream_kind = 'game' and stream_id = ? order by first_seq")) {
            query.setString(1, gameId);
            try (ResultSet rs = query.executeQuery()) {
                while (rs.next()) {
                    List<String> run = List.of(rs.getString(3).split("\n", -1));
                    if (run.size() != rs.getLong(2) - rs.getLong(1) + 1) {
                        throw new AssertionError("a run of " + schema + " from seq " + rs.getLong(1) + " to " + rs.getLong(2)
                                + " holds " + run.size() + " envelopes");
                    }
                    for (String json : run) {
                        EventEnvelope event = EventJson.read(json);
                        rows.add(event.seq() + " " + event.type() + " " + event.eventId() + " " + json);
                    }
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
