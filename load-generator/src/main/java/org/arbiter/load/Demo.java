package org.arbiter.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.arbiter.events.EventJson;
import org.arbiter.testsupport.TokenClient;

/**
 * The demo tournament of {@code ./arbiter-local --demo} (docs/organiser.md "The demo tournament"), set up over the
 * organiser's API as an organiser would: "Демо-турнир" (id {@code demo}, FIIM), 30 players from CSV, three judges, the
 * qualifying stage (10 games a player) seated by the solver, and rounds 1 and 2 published and played to the judge's
 * signature by {@link org.arbiter.rules.simulation.RandomJudge}'s load-generator tables (3 tables a round, each by its
 * assigned judge). A tournament {@code demo} already there is left as it is.
 *
 * <pre>
 * java -cp load-generator/target/load-generator.jar org.arbiter.load.Demo --url http://127.0.0.1:8081 \
 *      --keycloak http://127.0.0.1:58180/realms/arbiter [--seed 1]
 * </pre>
 *
 * @see org.arbiter.rules.simulation.RandomJudge
 */
public final class Demo {

    static final String ID = "demo";
    static final int ROUNDS_PLAYED = 2;
    /** Table → its judge (Keycloak's demo users; the chief judge judges table 3). */
    static final Map<String, String> JUDGES = Map.of("1", "judge", "2", "judge2", "3", "chief");
    static final List<String> NICKNAMES = List.of("Гром", "Лиса", "Барон", "Ёлка", "Шмель", "Кощей", "Маркиза",
            "Чеширский Кот", "Сова", "Юла", "Туман", "Кедр", "Вьюга", "Граф", "Ласка", "Пират", "Руна", "Сокол", "Тень",
            "Ворон", "Искра", "Мирра", "Север", "Омут", "Янтарь", "Бублик", "Дюна", "Зефир", "Кит", "Пума");

    private final HttpClient http = HttpClient.newHttpClient();
    private final String url;
    private final String organiser;

    private Demo(String url, String organiser) {
        this.url = url;
        this.organiser = organiser;
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> opts = LoadGenerator.parse(args);
        String url = opts.getOrDefault("url", "http://127.0.0.1:8081").replaceAll("/$", "");
        TokenClient tokens = new TokenClient(opts.getOrDefault("keycloak", "http://127.0.0.1:58180/realms/arbiter").replaceAll("/$", ""));
        long seed = Long.parseLong(opts.getOrDefault("seed", "1"));
        Demo demo = new Demo(url, tokens.accessToken("organiser"));
        if (demo.get("/api/tournaments/" + ID + "/players").statusCode() == 200) {
            System.out.println("demo: the tournament " + ID + " is already there; left as it is");
        } else {
            demo.setUp(seed);
            for (int round = 1; round <= ROUNDS_PLAYED; round++) {
                demo.play(round, demo.publish(round), tokens, seed);
            }
        }
        JsonNode last = EventJson.MAPPER.readTree(expect(200, demo.get("/api/tournaments/" + ID + "/stages/QUALIFYING/rounds/"
                + ROUNDS_PLAYED)).body());
        last.forEach(t -> System.out.printf("demo: round %d, table %d: game %s (judge %s)%n", ROUNDS_PLAYED,
                t.get("tableNo").asInt(), t.get("gameId").asText(), t.get("judge").asText()));
    }

    /** The tournament, its players and judges, and the stage's seating by the solver. */
    private void setUp(long seed) throws IOException, InterruptedException {
        ObjectNode tournament = EventJson.MAPPER.createObjectNode().put("id", ID).put("name", "Демо-турнир")
                .put("startsOn", LocalDate.now().toString()).put("endsOn", LocalDate.now().plusDays(1).toString())
                .put("ruleset", "FIIM");
        tournament.putObject("options").put("withdrawal", true).put("noLiftAtThreeOrFour", true);
        tournament.putArray("stages").addObject().put("stage", "QUALIFYING").put("gamesPerPlayer", 10);
        expect(201, post("/api/tournaments", "application/json", tournament.toString()));
        StringBuilder csv = new StringBuilder("nickname,club\n");
        for (int i = 0; i < NICKNAMES.size(); i++) {
            csv.append(NICKNAMES.get(i)).append(',').append(i % 3 == 0 ? "Клуб Полночь" : "").append('\n');
        }
        expect(201, post("/api/tournaments/" + ID + "/players/csv", "text/csv; charset=UTF-8", csv.toString()));
        ObjectNode judges = EventJson.MAPPER.createObjectNode();
        ArrayNode names = judges.putArray("judges");
        JUDGES.values().stream().sorted().forEach(names::add);
        expect(200, post("/api/tournaments/" + ID + "/judges", "application/json", judges.toString()), 201);
        // the demo's chief judge decides its protests and approvals (docs/organiser.md "Who")
        expect(200, post("/api/tournaments/" + ID + "/staff", "application/json", "{\"chiefJudges\":[\"chief\"]}"));
        JsonNode solved = EventJson.MAPPER.readTree(expect(200, post("/api/tournaments/" + ID + "/stages/QUALIFYING/seating/solve",
                "application/json", "{\"seed\":" + seed + "}")).body());
        System.out.printf("demo: %s, %d players, seated by the solver: %d rounds of 3 tables, most meetings of a pair %d "
                        + "(random seating %d), sum of squared meetings %d (lower bound %d)%n",
                ID, NICKNAMES.size(), solved.at("/seating/rounds").size(), solved.at("/report/maxMeetings").asInt(),
                solved.at("/random/maxMeetings").asInt(), solved.at("/report/sumOfSquaredMeetings").asInt(),
                solved.at("/lowerBound/sumOfSquaredMeetings").asInt());
    }

    /** Publishes the round with {@link #JUDGES}; table number → game id. */
    private Map<Integer, String> publish(int round) throws IOException, InterruptedException {
        ObjectNode body = EventJson.MAPPER.createObjectNode();
        ObjectNode judges = body.putObject("judges");
        JUDGES.forEach(judges::put);
        JsonNode tables = EventJson.MAPPER.readTree(expect(201, post("/api/tournaments/" + ID + "/stages/QUALIFYING/rounds/"
                + round + "/publish", "application/json", body.toString())).body());
        Map<Integer, String> games = new java.util.TreeMap<>();
        tables.forEach(t -> games.put(t.get("tableNo").asInt(), t.get("gameId").asText()));
        return games;
    }

    /** Each table's game played by its judge's load-generator table, the three at once. */
    private void play(int round, Map<Integer, String> games, TokenClient tokens, long seed) throws Exception {
        long now = System.nanoTime();
        Stats stats = new Stats(now, Long.MAX_VALUE);
        ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();
        List<Future<?>> running = new ArrayList<>();
        for (Map.Entry<Integer, String> game : games.entrySet()) {
            String token = tokens.accessToken(JUDGES.get(String.valueOf(game.getKey())));
            Table table = new Table(game.getKey(), seed * 1_000_003L + round * 100L + game.getKey(), url, () -> token,
                    stats, () -> false, 0);
            running.add(pool.submit(() -> {
                try {
                    table.play(game.getValue());
                } finally {
                    table.close();
                }
                return null;
            }));
        }
        for (Future<?> f : running) {
            f.get();
        }
        pool.shutdown();
        System.out.printf("demo: round %d played: %d games signed, %d commands, refusals %d%n", round,
                stats.gamesFinishedTotal.sum(), stats.commands.sum(), stats.refusals.sum());
        if (stats.gamesFinishedTotal.sum() != games.size()) {
            throw new IllegalStateException("round " + round + ": " + stats.gamesFinishedTotal.sum() + " of " + games.size()
                    + " games were played to the end; refusals " + stats.refusalsByStatus);
        }
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(url + path)).timeout(Duration.ofSeconds(30))
                .header("Authorization", "Bearer " + organiser).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> post(String path, String type, String body) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(url + path)).timeout(Duration.ofSeconds(120))
                .header("Authorization", "Bearer " + organiser).header("Content-Type", type)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> expect(int status, HttpResponse<String> answer, int... alsoFine) {
        if (answer.statusCode() == status || java.util.Arrays.stream(alsoFine).anyMatch(s -> s == answer.statusCode())) {
            return answer;
        }
        throw new IllegalStateException(answer.request().method() + " " + answer.request().uri() + " answered "
                + answer.statusCode() + ": " + answer.body());
    }
}
