package org.arbiter.stream.warmup;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;

/**
 * The synthetic games the services rehearse with ({@link Rehearsal}): {@value #COUNT} whole games of a qualifying
 * stage, game n under ruleset {@code Ruleset.values()[n % 4]}, played by the engine's random judge (game-rules'
 * {@code RandomGame}, from {@link #START}) and kept as their events' JSON, one a line, in {@value #RESOURCE}, and each
 * game's score sheet as scoring-service scores it, one a line in game order, in {@value #SHEETS} (so a consumer needs
 * neither the engine nor the scoring to warm up; game-service's rehearsal plays the same games' commands;
 * scoring-service's {@code WarmupGamesTest} holds both files to what the engine plays and the scoring scores now).
 */
public final class WarmupGames {

    public static final String RESOURCE = "/org/arbiter/stream/warmup/games.jsonl";
    public static final String SHEETS = "/org/arbiter/stream/warmup/sheets.jsonl";
    public static final int COUNT = 8;
    /** When the games were played: a command a second from this instant. */
    public static final Instant START = Instant.parse("2026-01-01T10:00:00Z");

    private WarmupGames() {
    }

    /** The games' JSON, read once (the first time a rehearsal asks). */
    private static final class Held {
        static final List<List<String>> GAMES = json();
    }

    /** The sheets' JSON, read once. */
    private static final class HeldSheets {
        static final List<String> SHEETS = sheetsJson();
    }

    /** Game {@code n % COUNT}'s events, read from their JSON at each call, as a consumer reads its records. */
    public static List<EventEnvelope> events(int n) {
        List<String> game = Held.GAMES.get(n % COUNT);
        List<EventEnvelope> events = new ArrayList<>(game.size());
        for (String json : game) {
            events.add(EventJson.read(json));
        }
        return events;
    }

    /** Game {@code n % COUNT}'s score sheet as game-scores carries it (the record's value: the sheet's JSON). */
    public static String sheet(int n) {
        return HeldSheets.SHEETS.get(n % COUNT);
    }

    /** The games' events as JSON, each game in seq order, games in order. */
    public static List<List<String>> json() {
        Map<String, List<String>> games = new LinkedHashMap<>();
        for (String line : lines(RESOURCE)) {
            games.computeIfAbsent(EventJson.read(line).streamId(), g -> new ArrayList<>()).add(line);
        }
        return List.copyOf(games.values());
    }

    /** The games' sheets as JSON, in game order. */
    public static List<String> sheetsJson() {
        return lines(SHEETS);
    }

    /** The resource's lines that are not blank. */
    private static List<String> lines(String resource) {
        try (InputStream in = WarmupGames.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().filter(line -> !line.isBlank()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
