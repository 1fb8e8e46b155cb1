package org.arbiter.system;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;

/**
 * A tournament played by {@link TableJudge}s, and what must hold after it whatever happened on the way (the fault
 * suite's and the scale-out test's checks): the log holds every event once per {@code seq}, and every score sheet,
 * protocol and the standings equal a {@link ReplayStack}'s.
 */
final class TournamentChecks {

    private TournamentChecks() {
    }

    /**
     * A FIIM tournament of {@code players} players ({@code fp-1}...) and, per table, {@code gamesPerTable} games of
     * ten players drawn at random, judged by {@code judge}; the games' ids by table.
     */
    static Map<Integer, List<String>> createTournament(Tablet organiser, String tournamentId, int tables, int gamesPerTable,
            int players, String judge, Random random) throws Exception {
        ObjectNode tournament = EventJson.MAPPER.createObjectNode().put("id", tournamentId).put("name", "Cup " + tournamentId)
                .put("startsOn", "2026-12-01").put("endsOn", "2026-12-02").put("ruleset", "FIIM");
        tournament.putObject("options").put("withdrawal", TableJudge.OPTIONS.withdrawal())
                .put("noLiftAtThreeOrFour", TableJudge.OPTIONS.noLiftAtThreeOrFour());
        tournament.putArray("stages").addObject().put("stage", "QUALIFYING").put("gamesPerPlayer", gamesPerTable * tables * 10 / players);
        ArrayNode registered = tournament.putArray("players");
        for (int p = 1; p <= players; p++) {
            registered.addObject().put("playerId", "fp-" + p).put("nickname", "Игрок " + p);
        }
        Tablet.Answer created = organiser.post("/api/tournaments", tournament.toString());
        // a tablet resends a request that got no answer in time: the first may have created the tournament already
        // (ScaleOutIT run 5, the first request after fourteen JVMs started)
        assertThat(created.status() == 201 || created.status() == 409 && created.body().contains("TOURNAMENT_EXISTS"))
                .as(created.status() + " " + created.body()).isTrue();
        Map<Integer, List<String>> games = new TreeMap<>();
        List<Integer> pool = new ArrayList<>(IntStream.rangeClosed(1, players).boxed().toList());
        for (int table = 1; table <= tables; table++) {
            for (int gameNo = 1; gameNo <= gamesPerTable; gameNo++) {
                Collections.shuffle(pool, random);
                ObjectNode body = EventJson.MAPPER.createObjectNode().put("tournamentId", tournamentId).put("stage", "QUALIFYING")
                        .put("tableNo", table).put("gameNo", gameNo).put("ruleset", "FIIM").put("judge", judge);
                body.putObject("options").put("withdrawal", TableJudge.OPTIONS.withdrawal())
                        .put("noLiftAtThreeOrFour", TableJudge.OPTIONS.noLiftAtThreeOrFour());
                ArrayNode seats = body.putArray("players");
                for (int seat = 1; seat <= 10; seat++) {
                    seats.addObject().put("seat", seat).put("playerId", "fp-" + pool.get(seat - 1))
                            .put("nickname", "Игрок " + pool.get(seat - 1));
                }
                // a creation the tablet resent (no answer in time) is answered as the first was
                Tablet.Answer answer = organiser.post("/api/games", body.toString());
                assertThat(answer.status()).as(answer.body()).isEqualTo(201);
                games.computeIfAbsent(table, t -> new ArrayList<>()).add(json(answer).get("gameId").asText());
            }
        }
        return games;
    }

    /**
     * Reads {@code table-events} from the start: every game's seqs 1..last each present, each seq one event (a
     * record published again after a crash is the same event id); returns how many records were republished.
     */
    static int assertTableEventsHoldEveryEventOncePerSeq(String bootstrapServers, Map<String, Long> lastSeq) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        config.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, "5000");
        Map<String, Map<Long, Set<String>>> seen = new HashMap<>();
        int records = 0;
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(config)) {
            List<TopicPartition> partitions = consumer.partitionsFor(Topics.TABLE_EVENTS, Duration.ofSeconds(30)).stream()
                    .map(p -> new TopicPartition(p.topic(), p.partition())).toList();
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            Map<TopicPartition, Long> end = consumer.endOffsets(partitions, Duration.ofSeconds(30));
            Instant giveUp = Instant.now().plusSeconds(60);
            while (partitions.stream().anyMatch(p -> consumer.position(p) < end.get(p))) {
                assertThat(Instant.now()).as("reading table-events to its end").isBefore(giveUp);
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(500))) {
                    if (lastSeq.containsKey(record.key())) {
                        EventEnvelope event = EventJson.read(record.value());
                        seen.computeIfAbsent(record.key(), k -> new TreeMap<>())
                                .computeIfAbsent(event.seq(), s -> new HashSet<>()).add(event.eventId().toString());
                        records++;
                    }
                }
            }
        }
        int distinct = 0;
        for (Map.Entry<String, Long> game : lastSeq.entrySet()) {
            Map<Long, Set<String>> bySeq = seen.getOrDefault(game.getKey(), Map.of());
            assertThat(bySeq.keySet()).as("table-events: the seqs of %s", game.getKey())
                    .containsExactlyElementsOf(LongStream.rangeClosed(1, game.getValue()).boxed().toList());
            assertThat(bySeq.entrySet().stream().filter(e -> e.getValue().size() != 1).collect(Collectors.toList()))
                    .as("table-events: one event per seq of %s", game.getKey()).isEmpty();
            distinct += bySeq.size();
        }
        return records - distinct;
    }

    /** Waits until the score sheet of every game (read through {@code scoring}) includes the game's last event. */
    static void awaitSheets(Tablet scoring, Map<String, Long> lastSeq, String whose) throws Exception {
        Instant giveUp = Instant.now().plusSeconds(180);
        for (Map.Entry<String, Long> game : lastSeq.entrySet()) {
            while (true) {
                Tablet.Answer sheet = scoring.get("/api/games/" + game.getKey() + "/score");
                if (sheet.status() == 200 && json(sheet).get("version").asLong() == game.getValue()) {
                    break;
                }
                assertThat(Instant.now()).as("%s: the sheet of %s up to seq %d (last: %s)", whose, game.getKey(), game.getValue(),
                        sheet.body()).isBefore(giveUp);
                Thread.sleep(200);
            }
        }
    }

    /**
     * Score sheets and protocols of every game, and the standings, as {@code running} serves them (a tablet per
     * service) against {@code replayed}'s: the read models that still differ after a minute, each with both bodies.
     */
    static List<String> differencesFromTheReplay(Function<String, Tablet> running, Function<String, Tablet> replayed,
            List<String> games, String tournamentId) throws Exception {
        Map<String, String[]> readModels = new LinkedHashMap<>();
        for (String gameId : games) {
            readModels.put("score sheet of " + gameId, new String[] {"scoring-service", "/api/games/" + gameId + "/score", ""});
            readModels.put("protocol of " + gameId, new String[] {"protocol-service", "/api/games/" + gameId + "/protocol", ""});
        }
        // the standings themselves; the snapshot's version and last change count how they were reached (sheet by
        // sheet, in whatever order the partitions delivered them), not what they are
        readModels.put("standings of " + tournamentId,
                new String[] {"rating-service", "/api/tournaments/" + tournamentId + "/standings", "/standings"});
        List<String> differences = new ArrayList<>();
        Instant giveUp = Instant.now().plusSeconds(60);
        for (Map.Entry<String, String[]> model : readModels.entrySet()) {
            String service = model.getValue()[0];
            String path = model.getValue()[1];
            String part = model.getValue()[2];
            while (true) {
                Tablet.Answer expected = replayed.apply(service).get(path);
                Tablet.Answer actual = running.apply(service).get(path);
                if (expected.status() == 200 && actual.status() == 200 && json(expected).at(part).equals(json(actual).at(part))) {
                    break;
                }
                if (Instant.now().isAfter(giveUp)) {
                    differences.add(model.getKey() + ": system " + actual.status() + " " + actual.body() + "\n  replay "
                            + expected.status() + " " + expected.body());
                    break;
                }
                Thread.sleep(200);
            }
        }
        return differences;
    }

    static JsonNode json(Tablet.Answer answer) {
        return json(answer.status() + " " + answer.body(), answer.body());
    }

    static JsonNode json(String what, String body) {
        try {
            return EventJson.MAPPER.readTree(body);
        } catch (IOException e) {
            throw new UncheckedIOException(what, e);
        }
    }
}
