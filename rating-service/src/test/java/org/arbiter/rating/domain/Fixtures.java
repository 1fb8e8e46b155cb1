package org.arbiter.rating.domain;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Winner;

/** Test tournaments: the fixture file format of src/test/oracle/standings_oracle.py, and a small game builder. */
final class Fixtures {

    record Tournament(TournamentPlan plan, List<GameRecord> games, Set<String> removed) {
    }

    private Fixtures() {
    }

    static Tournament load(String resource) {
        try (InputStream in = Fixtures.class.getResourceAsStream(resource)) {
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Tournament parse(String text) {
        String id = null;
        Ruleset ruleset = null;
        String seed = null;
        Map<Stage, Integer> gpp = new LinkedHashMap<>();
        Map<String, String> players = new LinkedHashMap<>();
        Set<String> removed = new HashSet<>();
        List<GameRecord> games = new ArrayList<>();
        for (String line : text.split("\n")) {
            String[] f = line.trim().split("\\s+");
            switch (f[0]) {
                case "tournament" -> {
                    id = f[1];
                    ruleset = Ruleset.valueOf(f[2]);
                    seed = f[3].substring("seed=".length());
                    for (int i = 4; i < f.length; i++) {
                        String[] sp = f[i].split(":");
                        gpp.put(Stage.valueOf(sp[0]), Integer.parseInt(sp[1]));
                    }
                }
                case "player" -> players.put(f[1], f[2]);
                case "removed" -> removed.add(f[1]);
                case "game" -> {
                    List<SeatRecord> seats = new ArrayList<>();
                    for (int i = 5; i < f.length; i++) {
                        String[] s = f[i].split(":");
                        seats.add(new SeatRecord(s[0], Role.valueOf(s[1]), new BigDecimal(s[2]), BigDecimal.ZERO,
                                new BigDecimal(s[3]), new BigDecimal(s[4]), new BigDecimal(s[5]), new BigDecimal(s[6]),
                                s[7].startsWith("fk"), s[7].endsWith("R")));
                    }
                    games.add(new GameRecord(f[1], Stage.valueOf(f[2]), Winner.valueOf(f[3]), false,
                            f[4].equals("finalized"), seats));
                }
                default -> {
                    if (!f[0].isEmpty() && !f[0].startsWith("#")) {
                        throw new IllegalArgumentException("fixture line " + line);
                    }
                }
            }
        }
        return new Tournament(new TournamentPlan(id, id, ruleset, gpp, players, seed), games, removed);
    }

    /** A game builder: ten seats, roles in seat order C C C C C C S M M D unless changed, players given. */
    static final class Game {
        private final String id;
        private final Stage stage;
        private final Winner winner;
        private boolean finalized = true;
        private final List<String> players;
        private final Role[] roles = {Role.CIVILIAN, Role.CIVILIAN, Role.CIVILIAN, Role.CIVILIAN, Role.CIVILIAN,
                Role.CIVILIAN, Role.SHERIFF, Role.MAFIA, Role.MAFIA, Role.DON};
        private final Map<Integer, BigDecimal> bestMove = new LinkedHashMap<>();
        private final Map<Integer, BigDecimal> judge = new LinkedHashMap<>();
        private final Map<Integer, BigDecimal> penalty = new LinkedHashMap<>();
        private final Set<Integer> removed = new HashSet<>();
        private Integer firstKilled;

        Game(String id, Stage stage, Winner winner, List<String> players) {
            this.id = id;
            this.stage = stage;
            this.winner = winner;
            this.players = players;
        }

        /** Seat n (1-10) gets this role; the role previously there moves to where this one was. */
        Game role(int seat, Role role) {
            for (int i = 0; i < 10; i++) {
                if (roles[i] == role && i != seat - 1) {
                    roles[i] = roles[seat - 1];
                    roles[seat - 1] = role;
                    return this;
                }
            }
            roles[seat - 1] = role;
            return this;
        }

        Game firstKilled(int seat) {
            firstKilled = seat;
            return this;
        }

        Game bestMove(int seat, String points) {
            bestMove.put(seat, new BigDecimal(points));
            return this;
        }

        Game judge(int seat, String points) {
            judge.put(seat, new BigDecimal(points));
            return this;
        }

        Game penalty(int seat, String points) {
            penalty.put(seat, new BigDecimal(points));
            return this;
        }

        Game removed(int seat) {
            removed.add(seat);
            return this;
        }

        Game open() {
            finalized = false;
            return this;
        }

        GameRecord build() {
            List<SeatRecord> seats = new ArrayList<>();
            for (int seat = 1; seat <= 10; seat++) {
                Role role = roles[seat - 1];
                boolean won = winner != null && winner != Winner.DRAW && Winner.of(role.team()) == winner;
                seats.add(new SeatRecord(players.get(seat - 1), role, won ? BigDecimal.ONE : BigDecimal.ZERO,
                        BigDecimal.ZERO, bestMove.getOrDefault(seat, BigDecimal.ZERO),
                        judge.getOrDefault(seat, BigDecimal.ZERO), penalty.getOrDefault(seat, BigDecimal.ZERO),
                        removed.contains(seat) ? new BigDecimal("-0.5") : BigDecimal.ZERO,
                        Integer.valueOf(seat).equals(firstKilled), removed.contains(seat)));
            }
            return new GameRecord(id, stage, winner, false, finalized, seats);
        }
    }

    static List<String> players(int from) {
        List<String> list = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            list.add(String.format("p%02d", from + i));
        }
        return list;
    }
}
