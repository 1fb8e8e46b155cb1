package org.arbiter.game.domain;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.stream.refusal.Refusal;

/**
 * A stage's seating: its rounds 1..R in order, each with its tables, each with seats 1–10 and the registered player in
 * each (the shape of the seating module's schedule, without byes: a player not seated in a round sits it out).
 * A player sits at most once a round.
 */
public record StageSeating(List<SeatingRound> rounds) {

    public record SeatingRound(int number, List<SeatingTable> tables) {
    }

    public record SeatingTable(int number, List<SeatingSeat> seats) {

        /** The player in seat {@code seat} (1–10). */
        public String player(int seat) {
            return seats.get(seat - 1).player();
        }
    }

    public record SeatingSeat(int number, String player) {
    }

    /** The round numbered {@code number}, if the seating has it. */
    public java.util.Optional<SeatingRound> round(int number) {
        return number >= 1 && number <= rounds.size() ? java.util.Optional.of(rounds.get(number - 1)) : java.util.Optional.empty();
    }

    /**
     * Reads a request's seating: a wrong shape is MALFORMED_COMMAND; a player not registered is UNREGISTERED_PLAYER;
     * rounds not numbered 1..R, a table number twice in a round, seats not exactly 1–10 or a player twice in a round
     * are INVALID_SEATING, each naming the round and table.
     */
    public static StageSeating read(JsonNode body, Set<String> registered) {
        JsonFields.object(body, "the seating");
        JsonNode rounds = body.get("rounds");
        if (rounds == null || !rounds.isArray() || rounds.isEmpty()) {
            throw Refusals.malformed("rounds must list at least one round");
        }
        List<SeatingRound> read = new ArrayList<>();
        for (JsonNode round : rounds) {
            JsonFields.object(round, "a round");
            int number = JsonFields.integer(round, "number", true);
            if (number != read.size() + 1) {
                throw invalid("round " + number + " is listed where round " + (read.size() + 1) + " belongs");
            }
            read.add(round(number, round.get("tables"), registered));
        }
        return new StageSeating(List.copyOf(read));
    }

    private static SeatingRound round(int number, JsonNode tables, Set<String> registered) {
        if (tables == null || !tables.isArray() || tables.isEmpty()) {
            throw Refusals.malformed("round " + number + ": tables must list at least one table");
        }
        List<SeatingTable> read = new ArrayList<>();
        Set<Integer> tableNumbers = new HashSet<>();
        Map<String, Integer> seatedAt = new HashMap<>();
        for (JsonNode table : tables) {
            JsonFields.object(table, "a table");
            int tableNo = JsonFields.integer(table, "number", true);
            String at = "round " + number + ", table " + tableNo + ": ";
            if (tableNo < 1 || !tableNumbers.add(tableNo)) {
                throw invalid(at + (tableNo < 1 ? "a table number is 1 or more" : "the table is listed twice"));
            }
            JsonNode seats = table.get("seats");
            if (seats == null || !seats.isArray()) {
                throw Refusals.malformed(at + "seats must list the ten seats");
            }
            String[] players = new String[10];
            for (JsonNode seat : seats) {
                JsonFields.object(seat, "a seat");
                int seatNo = JsonFields.integer(seat, "number", true);
                String player = JsonFields.text(seat, "player", true);
                if (seatNo < 1 || seatNo > 10 || players[seatNo - 1] != null) {
                    throw invalid(at + "seat " + seatNo + (seatNo < 1 || seatNo > 10 ? " is not one of 1-10" : " is listed twice"));
                }
                if (!registered.contains(player)) {
                    throw Refusal.byRules("UNREGISTERED_PLAYER", null, at + player + " is not registered for the tournament");
                }
                Integer other = seatedAt.putIfAbsent(player, tableNo);
                if (other != null) {
                    throw invalid(at + "player " + player + " already sits at table " + other + " this round");
                }
                players[seatNo - 1] = player;
            }
            List<SeatingSeat> seated = new ArrayList<>();
            for (int seat = 1; seat <= 10; seat++) {
                if (players[seat - 1] == null) {
                    throw invalid(at + "seat " + seat + " is empty");
                }
                seated.add(new SeatingSeat(seat, players[seat - 1]));
            }
            read.add(new SeatingTable(tableNo, List.copyOf(seated)));
        }
        read.sort(java.util.Comparator.comparingInt(SeatingTable::number));
        return new SeatingRound(number, List.copyOf(read));
    }

    private static Refusal invalid(String message) {
        return Refusal.byRules("INVALID_SEATING", null, message);
    }
}
