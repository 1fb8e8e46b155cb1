package org.arbiter.game.domain;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.arbiter.stream.refusal.Refusal;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A stage's seating: its rounds 1..R in order, each with its tables, each with seats 1–10 and the registered player in
 * each (the shape of the seating module's schedule, without byes: a player not seated in a round sits it out).
 * A player sits at most once a round. The body of {@code PUT .../seating} and its answer: as it is read, each part
 * checks its shape (a missing field, a wrong type or a part that is not an object is MALFORMED_COMMAND); what the
 * tournament decides is {@link #checked}.
 */
@Schema(name = "StageSeating", requiredProperties = {"rounds"})
public record StageSeating(@Schema(description = "rounds 1..R in order; at least one in a request") List<SeatingRound> rounds) {

    public StageSeating {
        rounds = listOf(rounds, "a round");
    }

    @Schema(name = "SeatingRound", requiredProperties = {"number", "tables"})
    public record SeatingRound(Integer number, @Schema(minItems = 1) List<SeatingTable> tables) {

        public SeatingRound {
            number = required(number);
            if (tables == null || tables.isEmpty()) {
                throw Refusals.malformed("round " + number + ": tables must list at least one table");
            }
            tables = listOf(tables, "a table");
        }
    }

    @Schema(name = "SeatingTable", requiredProperties = {"number", "seats"})
    public record SeatingTable(Integer number, @Schema(description = "seats 1-10, each once") List<SeatingSeat> seats) {

        public SeatingTable {
            number = required(number);
            if (seats == null) {
                throw Refusals.malformed("table " + number + ": seats must list the ten seats");
            }
            seats = listOf(seats, "a seat");
        }

        /** The player in seat {@code seat} (1–10). */
        public String player(int seat) {
            return seats.get(seat - 1).player();
        }
    }

    @Schema(name = "SeatingSeat", requiredProperties = {"number", "player"})
    public record SeatingSeat(Integer number, @Schema(description = "a registered player's id") String player) {

        public SeatingSeat {
            number = required(number);
            RequestLimits.text(player, "player", true);
        }
    }

    /** The round numbered {@code number}, if the seating has it. */
    public Optional<SeatingRound> round(int number) {
        return number >= 1 && number <= rounds.size() ? Optional.of(rounds.get(number - 1)) : Optional.empty();
    }

    /**
     * This seating as a request sent it, checked against the tournament's registered players and put in order
     * (tables by number, seats 1–10): no round is MALFORMED_COMMAND; a player not registered is UNREGISTERED_PLAYER;
     * rounds not numbered 1..R, a table number twice in a round, seats not exactly 1–10 or a player twice in a round
     * are INVALID_SEATING, each naming the round and table.
     */
    StageSeating checked(Set<String> registered) {
        if (rounds.isEmpty()) {
            throw Refusals.malformed("rounds must list at least one round");
        }
        List<SeatingRound> checked = new ArrayList<>();
        for (SeatingRound round : rounds) {
            if (round.number() != checked.size() + 1) {
                throw invalid("round " + round.number() + " is listed where round " + (checked.size() + 1) + " belongs");
            }
            checked.add(checked(round, registered));
        }
        return new StageSeating(List.copyOf(checked));
    }

    private static SeatingRound checked(SeatingRound round, Set<String> registered) {
        List<SeatingTable> checked = new ArrayList<>();
        Set<Integer> tableNumbers = new HashSet<>();
        Map<String, Integer> seatedAt = new HashMap<>();
        for (SeatingTable table : round.tables()) {
            int tableNo = table.number();
            String at = "round " + round.number() + ", table " + tableNo + ": ";
            if (tableNo < 1 || !tableNumbers.add(tableNo)) {
                throw invalid(at + (tableNo < 1 ? "a table number is 1 or more" : "the table is listed twice"));
            }
            String[] players = new String[10];
            for (SeatingSeat seat : table.seats()) {
                int seatNo = seat.number();
                if (seatNo < 1 || seatNo > 10 || players[seatNo - 1] != null) {
                    throw invalid(at + "seat " + seatNo + (seatNo < 1 || seatNo > 10 ? " is not one of 1-10" : " is listed twice"));
                }
                if (!registered.contains(seat.player())) {
                    throw Refusal.byRules("UNREGISTERED_PLAYER", null, at + seat.player() + " is not registered for the tournament");
                }
                Integer other = seatedAt.putIfAbsent(seat.player(), tableNo);
                if (other != null) {
                    throw invalid(at + "player " + seat.player() + " already sits at table " + other + " this round");
                }
                players[seatNo - 1] = seat.player();
            }
            List<SeatingSeat> seated = new ArrayList<>();
            for (int seat = 1; seat <= 10; seat++) {
                if (players[seat - 1] == null) {
                    throw invalid(at + "seat " + seat + " is empty");
                }
                seated.add(new SeatingSeat(seat, players[seat - 1]));
            }
            checked.add(new SeatingTable(tableNo, List.copyOf(seated)));
        }
        checked.sort(Comparator.comparingInt(SeatingTable::number));
        return new SeatingRound(round.number(), List.copyOf(checked));
    }

    /** A list read from a request: none is empty; an element that is no object (null) is MALFORMED_COMMAND. */
    private static <T> List<T> listOf(List<T> list, String what) {
        if (list == null) {
            return List.of();
        }
        if (list.stream().anyMatch(Objects::isNull)) {
            throw Refusals.malformed(what + " must be a JSON object");
        }
        return List.copyOf(list);
    }

    private static Integer required(Integer number) {
        if (number == null) {
            throw Refusals.malformed("missing field number");
        }
        return number;
    }

    private static Refusal invalid(String message) {
        return Refusal.byRules("INVALID_SEATING", null, message);
    }
}
