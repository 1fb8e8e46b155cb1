package org.arbiter.system;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Two of everything on a three-broker cluster (issue 16 part 3): a {@link ScaledSystem} (three KRaft brokers as
 * processes, topics of 12 partitions replicated 3 times with {@code min.insync.replicas} 2, two instances of each
 * service) plays a tournament of {@value #TABLES} tables by random judges over HTTP, every request balanced over both
 * game-service instances. Mid-run one instance of each service and one broker are killed with SIGKILL; the services
 * are started again {@link #DOWN} later (as Kubernetes would), the broker too. Afterwards:
 * <ul>
 *   <li>every game ended where its judge's engine predicted (no command applied twice, none lost);
 *   <li>{@code table-events} holds every event of every game once per {@code seq};
 *   <li>every score sheet, protocol and the standings, read from each instance, equal a clean {@link ReplayStack}'s;
 *   <li>an SSE viewer of the standings on each rating instance (connecting again when its instance died, as a browser
 *       does) last received the replay's final standings.
 * </ul>
 * Opt-in ({@code -Darbiter.scaleout=true -Dit.test=ScaleOutIT}): fourteen JVMs on this 2-core machine take minutes
 * (figures as {@code SCALEOUT ...} lines, docs/deploy.md "Two instances").
 */
@EnabledIfSystemProperty(named = "arbiter.scaleout", matches = "true")
class ScaleOutIT {

    private static final int TABLES = Integer.getInteger("arbiter.scaleout.tables", 20);
    private static final int GAMES_PER_TABLE = Integer.getInteger("arbiter.scaleout.games-per-table", 5);
    private static final int PLAYERS = 100;
    private static final Duration PACE = Duration.ofMillis(Long.getLong("arbiter.scaleout.pace-ms", 300));
    private static final long SEED = Long.getLong("arbiter.scaleout.seed", 1616L);
    private static final Duration BEFORE_THE_KILL = Duration.ofSeconds(15);
    private static final Duration DOWN = Duration.ofSeconds(20);
    private static final String KILLED = "a";
    private static final int KILLED_BROKER = 2;

    @Test
    void twoOfEachServiceOnThreeBrokersLoseOneOfEachAndABrokerAndEveryReadModelEqualsTheReplay() throws Exception {
        long began = System.nanoTime();
        try (ScaledSystem system = ScaledSystem.start()) {
            System.out.printf("SCALEOUT started: 3 brokers, %d services × 2 in %d s%n", ArbiterSystem.SERVICES.size(),
                    Duration.ofNanos(System.nanoTime() - began).toSeconds());
            String organiserToken = system.token("organiser");
            String judgeToken = system.token("judge");
            Tablet organiser = new Tablet(system.balanced("game-service"), () -> organiserToken);
            Tablet judgesTablet = new Tablet(system.balanced("game-service"), () -> judgeToken);
            String tournamentId = "scaleout-" + SEED + "-" + Long.toString(System.currentTimeMillis(), 36);
            Map<Integer, List<String>> gamesOfTable = TournamentChecks.createTournament(organiser, tournamentId, TABLES,
                    GAMES_PER_TABLE, PLAYERS, "judge", new Random(SEED));
            List<String> allGames = gamesOfTable.values().stream().flatMap(List::stream).toList();
            List<StandingsWatcher> viewers = new ArrayList<>();
            for (String instance : ScaledSystem.INSTANCES) {
                viewers.add(new StandingsWatcher(system.url("rating-service", instance), tournamentId));
            }

            ExecutorService tablePool = Executors.newFixedThreadPool(TABLES);
            List<TableJudge> judges = new ArrayList<>();
            for (int table = 1; table <= TABLES; table++) {
                TableJudge judge = new TableJudge(table, gamesOfTable.get(table), judgesTablet, SEED * 1_000 + table, PACE);
                judges.add(judge);
                tablePool.execute(judge);
            }
            Instant tournamentStart = Instant.now();
            Thread.sleep(BEFORE_THE_KILL.toMillis());
            Instant killed = Instant.now();
            for (String module : ArbiterSystem.SERVICES) {
                system.kill(module, KILLED);
            }
            system.kafka().kill(KILLED_BROKER);
            System.out.printf("SCALEOUT killed (SIGKILL) %s-%s of each service and broker %d, %d s into the tournament%n",
                    "<service>", KILLED, KILLED_BROKER, Duration.between(tournamentStart, killed).toSeconds());
            Thread.sleep(DOWN.toMillis());
            Map<String, CompletableFuture<Duration>> back = new LinkedHashMap<>();
            for (String module : ArbiterSystem.SERVICES) {
                back.put(module + "-" + KILLED, CompletableFuture.supplyAsync(() -> {
                    try {
                        system.restart(module, KILLED, Duration.ofSeconds(300));
                        return Duration.between(killed, Instant.now());
                    } catch (Exception e) {
                        throw new IllegalStateException(module + "-" + KILLED + " did not come back", e);
                    }
                }));
            }
            system.kafka().restart(KILLED_BROKER);
            System.out.printf("SCALEOUT broker %d back %d s after the kill%n", KILLED_BROKER,
                    Duration.between(killed, Instant.now()).toSeconds());
            back.forEach((instance, took) -> System.out.printf("SCALEOUT %s ready again %d s after the kill%n", instance,
                    took.join().toSeconds()));

            tablePool.shutdown();
            assertThat(tablePool.awaitTermination(15, TimeUnit.MINUTES)).as("the tables finish").isTrue();
            Instant tournamentEnd = judges.stream().map(j -> j.finishedAt).max(Instant::compareTo).orElseThrow();
            assertThat(judges.stream().flatMap(j -> j.problems.stream()).toList())
                    .as("refusals, versions off the prediction, commands without an answer").isEmpty();
            Map<String, Long> predicted = new HashMap<>();
            judges.forEach(j -> predicted.putAll(j.predicted));
            assertThat(predicted).as("every game played to its end").hasSize(allGames.size());
            for (String gameId : allGames) {
                assertThat(TournamentChecks.json(organiser.get("/api/games/" + gameId)).get("version").asLong())
                        .as("game %s: the version the judge's engine predicted (no command applied twice)", gameId)
                        .isEqualTo(predicted.get(gameId));
            }
            Map<String, Long> lastSeq = new HashMap<>();
            predicted.forEach((gameId, version) -> lastSeq.put(gameId, version + 1));   // seq 1 is GameCreated
            int republished = TournamentChecks.assertTableEventsHoldEveryEventOncePerSeq(system.kafka().bootstrapServers(), lastSeq);

            try (ReplayStack replay = ReplayStack.start(system, Long.toString(System.currentTimeMillis(), 36))) {
                for (String instance : ScaledSystem.INSTANCES) {
                    TournamentChecks.awaitSheets(new Tablet(() -> system.url("scoring-service", instance), () -> organiserToken),
                            lastSeq, "scoring-service-" + instance);
                }
                TournamentChecks.awaitSheets(new Tablet(() -> replay.url("scoring-service"), () -> organiserToken), lastSeq,
                        "the replay");
                for (String instance : ScaledSystem.INSTANCES) {
                    assertThat(TournamentChecks.differencesFromTheReplay(
                            service -> new Tablet(() -> system.url(service, instance), () -> organiserToken),
                            service -> new Tablet(() -> replay.url(service), () -> organiserToken), allGames, tournamentId))
                            .as("read models of the %s instances that differ from the clean replay", instance).isEmpty();
                }
                JsonNode finalStandings = TournamentChecks.json(new Tablet(() -> replay.url("rating-service"), () -> organiserToken)
                        .get("/api/tournaments/" + tournamentId + "/standings")).get("standings");
                for (int i = 0; i < viewers.size(); i++) {
                    StandingsWatcher viewer = viewers.get(i);
                    Instant giveUp = Instant.now().plusSeconds(60);
                    while (viewer.last() == null || !viewer.last().get("standings").equals(finalStandings)) {
                        assertThat(Instant.now()).as("the SSE viewer of rating-service-%s saw the final standings (last: %s)",
                                ScaledSystem.INSTANCES.get(i), viewer.last()).isBefore(giveUp);
                        Thread.sleep(200);
                    }
                    System.out.printf("SCALEOUT SSE viewer of rating-service-%s: %d connections, %d messages, last = the replay's%n",
                            ScaledSystem.INSTANCES.get(i), viewer.connections.get(), viewer.messages.get());
                }
            } finally {
                for (StandingsWatcher viewer : viewers) {
                    viewer.close();
                }
            }
            long commands = predicted.values().stream().mapToLong(Long::longValue).sum();
            System.out.printf("SCALEOUT tournament: %d tables, %d games, %d events after creation, played %d s; requests resent %d,"
                    + " 5xx %d; table-events republished %d; test %d s%n", TABLES, allGames.size(), commands,
                    Duration.between(tournamentStart, tournamentEnd).toSeconds(), judgesTablet.retries.get(),
                    judgesTablet.serverErrors.size(), republished, Duration.ofNanos(System.nanoTime() - began).toSeconds());
        }
    }
}
