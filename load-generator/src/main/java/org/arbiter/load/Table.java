package org.arbiter.load;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.GameEvent;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.rules.Accepted;
import org.arbiter.rules.Approve;
import org.arbiter.rules.Award;
import org.arbiter.rules.Command;
import org.arbiter.rules.CommandJson;
import org.arbiter.rules.Deal;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.GameState;
import org.arbiter.rules.Step;
import org.arbiter.rules.simulation.RandomJudge;

/**
 * One judge's table: plays full random games back to back over HTTP until told to stop. The next command is
 * chosen by {@link RandomJudge} and checked with the local engine first (a proposal the engine refuses is
 * not sent), so every command sent should be accepted. The server deals the roles; the local state folds the
 * server's {@code RolesDealt} and from then on predicts the server exactly, which each answer's
 * {@code version} confirms.
 *
 * <p>Closed loop by default (the next command leaves as soon as the last one is answered). With a pace, each
 * request has a planned start ({@code interval} apart, the first at a random offset) and its latency is
 * measured from that plan, not from when it could leave: a slow answer delays the next requests, and their
 * waiting counts (no coordinated omission).
 */
final class Table implements Runnable {

    private static final int MAX_COMMANDS_PER_GAME = 3_000;
    private static final int MAX_PROPOSALS = 1_000;

    private final int tableNo;
    private final HttpConnection http;
    private final Supplier<String> token;
    private final Stats stats;
    private final BooleanSupplier stop;
    private final RandomJudge judge;
    private final GameCreated template = RandomJudge.newGame(Ruleset.FIIM, new GameOptions(true, true));

    /** The plan of request starts; null for a closed loop. */
    private final Pacer pacer;
    /** The tournament whose games this table plays, or null for friendly games. */
    private final LoadTournament tournament;
    /** The token that creates games: the organiser's in a tournament, else the judge's. */
    private final Supplier<String> creatorToken;
    /** Whether this table may start another game (a run of a fixed number of games). */
    private final BooleanSupplier mayStartGame;

    Table(int tableNo, long seed, String baseUrl, Supplier<String> token, Stats stats, BooleanSupplier stop,
            long intervalNanos) {
        this(tableNo, seed, baseUrl, token, stats, stop, intervalNanos, null, token, () -> true);
    }

    Table(int tableNo, long seed, String baseUrl, Supplier<String> token, Stats stats, BooleanSupplier stop,
            long intervalNanos, LoadTournament tournament, Supplier<String> creatorToken, BooleanSupplier mayStartGame) {
        this.tournament = tournament;
        this.creatorToken = creatorToken;
        this.mayStartGame = mayStartGame;
        this.tableNo = tableNo;
        this.http = new HttpConnection(URI.create(baseUrl));
        this.token = token;
        this.stats = stats;
        this.stop = stop;
        this.judge = new RandomJudge(seed, 0);
        this.pacer = intervalNanos == 0 ? null : new Pacer(seed, System.nanoTime(), intervalNanos, stats.measureFrom);
    }

    /** The planned start of the next request, after waiting for it; now in a closed loop. */
    private long pace() {
        if (pacer == null) {
            return System.nanoTime();
        }
        long start = pacer.next(System.nanoTime());
        for (long wait = start - System.nanoTime(); wait > 0; wait = start - System.nanoTime()) {
            LockSupport.parkNanos(wait);
        }
        return start;
    }

    @Override
    public void run() {
        int gameNo = 0;
        while (!stop.getAsBoolean() && mayStartGame.getAsBoolean()) {
            try {
                playOneGame(++gameNo);
            } catch (IOException e) {
                // the connection is closed (HttpConnection): the next game opens a new one
                stats.error(Stats.ErrorKind.of(e));
                if (stats.errors.sum() <= 5) {
                    System.err.println("table " + tableNo + ": " + e);
                }
                LockSupport.parkNanos(100_000_000L);   // a service that is down is not asked in a tight loop
            }
        }
        close();
    }

    /** Closes the table's connection. */
    void close() {
        http.close();
    }

    private void playOneGame(int gameNo) throws IOException {
        String gameId = create(gameNo);
        if (gameId == null) {
            return;
        }
        play(gameId);
    }

    /**
     * Plays the dealt-nothing-yet game {@code gameId} (created by this table or published for it: the FIIM ruleset
     * with {@link GameOptions} (true, true)) to its signature, unless stopped or refused; the stats count it.
     */
    void play(String gameId) throws IOException {
        String commands = "/api/games/" + gameId + "/commands";
        GameState state = GameRules.start(template);
        long version = 0;
        for (int sent = 0; sent < MAX_COMMANDS_PER_GAME && !state.result().finalized(); sent++) {
            if (stop.getAsBoolean()) {
                return;
            }
            Command command = null;
            Step step = null;
            for (int i = 0; i < MAX_PROPOSALS; i++) {
                Command proposal = judge.next(state);
                if (proposal instanceof Approve) {
                    // approve is the chief judge's; a judge would replace the award instead
                    proposal = new Award(Map.of(), Map.of());
                }
                Step tried = GameRules.play(state, proposal, Instant.now());
                if (tried.accepted()) {
                    command = proposal;
                    step = tried;
                    break;
                }
                stats.notSent.increment();
            }
            if (command == null) {
                System.err.println("table " + tableNo + ": no acceptable command in " + MAX_PROPOSALS + " proposals");
                return;
            }
            boolean serverDeal = command instanceof Deal deal && deal.roles() == null;
            String json = CommandJson.write(command);
            long start = pace();
            if (tournament != null && tournament.feed() != null && endsTheGame(step)) {
                tournament.feed().endingCommandSent(gameId, System.nanoTime());
            }
            HttpConnection.Answer response = send(http, commands, token.get(), json, stats, Table::sleep);
            long end = System.nanoTime();
            if (response.status() != 200) {
                stats.sentTotal.increment();
                stats.refused(response.status(), response.text());
                return; // the game is no longer predictable; start another
            }
            int events = ((Accepted) step.decision()).events().size();
            stats.command(start, end, events);
            if (serverDeal) {
                JsonNode answer = EventJson.MAPPER.readTree(response.body());
                for (JsonNode event : answer.get("events")) {
                    EventEnvelope envelope = EventJson.MAPPER.treeToValue(event, EventEnvelope.class);
                    state = GameRules.evolve(state, (GameEvent) envelope.payload());
                }
            } else {
                state = step.state();
            }
            version += events;
            long served = versionOf(response.body());
            if (served != version) {
                stats.divergences.increment();
                return;
            }
        }
        if (state.result().finalized()) {
            stats.gameFinished(System.nanoTime());
        }
    }

    /**
     * Whether the accepted {@code step} ends the game ({@code GameEnded}): the game's score sheet, and so its standings
     * version, comes from that command; the award and the signature that follow seldom change the standings, and
     * rating-service sends a version only when they change.
     */
    static boolean endsTheGame(Step step) {
        return step.decision() instanceof Accepted accepted && accepted.events().stream().anyMatch(GameEnded.class::isInstance);
    }

    private String create(int gameNo) throws IOException {
        StringBuilder body = new StringBuilder(600).append("{\"ruleset\":\"FIIM\",\"tableNo\":").append(tableNo);
        if (tournament != null) {
            body.append(",\"tournamentId\":\"").append(tournament.id()).append("\",\"judge\":\"").append(tournament.judge()).append('"');
        }
        body.append(",\"gameNo\":").append(gameNo).append(",\"players\":[");
        int first = LoadTournament.firstPlayer(tournament, tableNo);
        for (int seat = 1; seat <= 10; seat++) {
            body.append(seat > 1 ? "," : "").append("{\"seat\":").append(seat).append(",\"playerId\":\"p-")
                    .append(first + seat - 1).append("\",\"nickname\":\"Player ").append(first + seat - 1).append("\"}");
        }
        body.append("]}");
        long start = pace();
        HttpConnection.Answer response = send(http, "/api/games", creatorToken.get(), body.toString(), stats, Table::sleep);
        long end = System.nanoTime();
        if (response.status() != 201) {
            stats.sentTotal.increment();
            stats.refused(response.status(), response.text());
            LockSupport.parkNanos(100_000_000L);
            return null;
        }
        stats.create(start, end);
        return stringField(response.body(), "gameId");
    }

    /** Most 503s with Retry-After waited out for one request; the next is counted as a 5xx. */
    static final int MAX_SHED = 30;

    /** Waits a number of milliseconds. */
    interface Sleeper {
        void sleep(long millis);
    }

    private static void sleep(long millis) {
        LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(millis));
    }

    /**
     * Posts, and while the service sheds load (503 with {@code Retry-After}: nothing was stored) waits what it asks and a
     * random part of it again (so that a thousand tables do not come back in the same second) and sends the same request
     * again, at most {@link #MAX_SHED} times; each wait is counted in {@link Stats#shed}. The last answer is returned.
     */
    static HttpConnection.Answer send(HttpConnection http, String path, String token, String json, Stats stats, Sleeper sleeper)
            throws IOException {
        HttpConnection.Answer answer = http.post(path, token, json);
        for (int shed = 0; shed < MAX_SHED && answer.status() == 503 && retryAfterMillis(answer.retryAfter()) >= 0; shed++) {
            stats.shed.increment();
            long wait = retryAfterMillis(answer.retryAfter());
            sleeper.sleep(wait + ThreadLocalRandom.current().nextLong(wait + 1));
            answer = http.post(path, token, json);
        }
        return answer;
    }

    /** A {@code Retry-After} of seconds in milliseconds; -1 without one (or a date, which services here never send). */
    static long retryAfterMillis(String retryAfter) {
        if (retryAfter == null || !retryAfter.trim().matches("\\d{1,6}")) {
            return -1;
        }
        return Long.parseLong(retryAfter.trim()) * 1000;
    }

    /** The {@code version} field of a command's answer, without parsing the rest. */
    static long versionOf(byte[] body) {
        int i = after(body, "\"version\"");
        if (i < 0) {
            return -1;
        }
        while (i < body.length && (body[i] == ' ' || body[i] == ':')) {
            i++;
        }
        long value = 0;
        boolean digits = false;
        for (; i < body.length && body[i] >= '0' && body[i] <= '9'; i++) {
            value = value * 10 + (body[i] - '0');
            digits = true;
        }
        return digits ? value : -1;
    }

    /** The text of a string field of a flat answer ({@code "gameId":"..."}), or null. */
    static String stringField(byte[] body, String name) {
        int i = after(body, "\"" + name + "\"");
        if (i < 0) {
            return null;
        }
        while (i < body.length && body[i] != '"') {
            i++;
        }
        int end = i + 1;
        while (end < body.length && body[end] != '"') {
            end++;
        }
        return end < body.length ? new String(body, i + 1, end - i - 1, StandardCharsets.UTF_8) : null;
    }

    /** The index just after the first occurrence of the ASCII {@code text}, or -1. */
    private static int after(byte[] body, String text) {
        outer:
        for (int at = 0; at + text.length() <= body.length; at++) {
            for (int k = 0; k < text.length(); k++) {
                if (body[at + k] != text.charAt(k)) {
                    continue outer;
                }
            }
            return at + text.length();
        }
        return -1;
    }

}
