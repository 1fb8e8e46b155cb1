package org.arbiter.seating;

import static org.arbiter.seating.SeatingRequest.SEATS_PER_TABLE;

import java.util.ArrayList;
import java.util.List;

/**
 * The fixed frame of a stage's schedule, decided before any grouping: how many rounds, which registered players play
 * each round (the others have a bye), and per table how many seats go to registered players and which substitutes
 * take the rest. The solver only decides who sits at which table within a round.
 *
 * <ul>
 *   <li>players a multiple of ten: every player plays every round, games-per-player rounds of players/10 tables;
 *   <li>byes: G = players × games / 10 tables in all, at most ⌊players/10⌋ a round, so R = ⌈G / ⌊players/10⌋⌉
 *       rounds, the tables spread over the rounds as evenly as possible; the byes are dealt round by round from one
 *       cyclic pointer over the players, so every player sits out exactly R − games rounds;
 *   <li>substitutes: games-per-player rounds of ⌈players/10⌉ tables; the s = 10·tables − players empty seats of a
 *       round are spread over its tables (⌊s/tables⌋ or ⌈s/tables⌉ each, the larger share rotating) and taken by
 *       substitutes dealt from one cyclic pointer over the substitutes.
 * </ul>
 */
record StageShape(int playerCount, List<RoundShape> rounds) {

    /** One round: the registered players (indices into the request's players) who play it, and its tables. */
    record RoundShape(int[] participants, List<TableShape> tables, int[] byes) {
    }

    /** One table: how many seats registered players take, and the substitutes in the others. */
    record TableShape(int registeredSeats, List<String> substitutes) {
    }

    static StageShape of(SeatingRequest request) {
        int players = request.players().size();
        int games = request.gamesPerPlayer();
        if (players % SEATS_PER_TABLE == 0) {
            return withByes(players, games);
        }
        return switch (request.filling()) {
            case SeatingRequest.Filling.Byes byes -> withByes(players, games);
            case SeatingRequest.Filling.Substitutes substitutes -> withSubstitutes(players, games,
                    substitutes.substitutes());
        };
    }

    private static StageShape withByes(int players, int games) {
        int tablesPerRoundAtMost = players / SEATS_PER_TABLE;
        if (tablesPerRoundAtMost == 0) {
            throw new IllegalArgumentException(players + " players cannot fill one table: choose substitutes");
        }
        if ((long) players * games % SEATS_PER_TABLE != 0) {
            throw new IllegalArgumentException(players + " players × " + games + " games = " + players * games
                    + " seats, not a multiple of 10: byes would leave a table short; choose substitutes or another"
                    + " number of games");
        }
        int tables = players * games / SEATS_PER_TABLE;
        int roundCount = (tables + tablesPerRoundAtMost - 1) / tablesPerRoundAtMost;
        List<RoundShape> rounds = new ArrayList<>();
        int byePointer = 0;
        for (int round = 0; round < roundCount; round++) {
            int tablesThisRound = tables / roundCount + (round < tables % roundCount ? 1 : 0);
            int byeCount = players - tablesThisRound * SEATS_PER_TABLE;
            boolean[] sitsOut = new boolean[players];
            int[] byes = new int[byeCount];
            for (int i = 0; i < byeCount; i++) {
                byes[i] = byePointer;
                sitsOut[byePointer] = true;
                byePointer = (byePointer + 1) % players;
            }
            int[] participants = new int[players - byeCount];
            int next = 0;
            for (int player = 0; player < players; player++) {
                if (!sitsOut[player]) {
                    participants[next++] = player;
                }
            }
            List<TableShape> tableShapes = new ArrayList<>();
            for (int table = 0; table < tablesThisRound; table++) {
                tableShapes.add(new TableShape(SEATS_PER_TABLE, List.of()));
            }
            rounds.add(new RoundShape(participants, tableShapes, byes));
        }
        return new StageShape(players, rounds);
    }

    private static StageShape withSubstitutes(int players, int games, List<String> substitutes) {
        int tablesPerRound = (players + SEATS_PER_TABLE - 1) / SEATS_PER_TABLE;
        int emptySeats = tablesPerRound * SEATS_PER_TABLE - players;
        if (substitutes.size() < emptySeats) {
            throw new IllegalArgumentException(players + " players at " + tablesPerRound + " tables leave "
                    + emptySeats + " seats a round: at least " + emptySeats + " substitutes are needed, not "
                    + substitutes.size());
        }
        int[] everyone = new int[players];
        for (int player = 0; player < players; player++) {
            everyone[player] = player;
        }
        List<RoundShape> rounds = new ArrayList<>();
        int substitutePointer = 0;
        for (int round = 0; round < games; round++) {
            List<TableShape> tables = new ArrayList<>();
            for (int table = 0; table < tablesPerRound; table++) {
                int share = emptySeats / tablesPerRound
                        + ((table + round) % tablesPerRound < emptySeats % tablesPerRound ? 1 : 0);
                List<String> atTable = new ArrayList<>();
                for (int i = 0; i < share; i++) {
                    atTable.add(substitutes.get(substitutePointer));
                    substitutePointer = (substitutePointer + 1) % substitutes.size();
                }
                tables.add(new TableShape(SEATS_PER_TABLE - share, atTable));
            }
            rounds.add(new RoundShape(everyone, tables, new int[0]));
        }
        return new StageShape(players, rounds);
    }
}
