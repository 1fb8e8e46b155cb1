package org.arbiter.seating;

import java.util.List;

/** A stage's seating: its rounds in order, each with its tables in order, each with seats 1–10. */
public record Schedule(List<Round> rounds) {

    public Schedule {
        rounds = List.copyOf(rounds);
    }

    /** One round: its tables, and the registered players who sit it out (a bye). */
    public record Round(int number, List<Table> tables, List<String> byes) {
        public Round {
            tables = List.copyOf(tables);
            byes = List.copyOf(byes);
        }
    }

    /** One table of a round: ten seats, in seat order 1–10. */
    public record Table(int number, List<Seat> seats) {
        public Table {
            seats = List.copyOf(seats);
        }
    }

    /** A seat (1–10) and who sits in it; a substitute is an extra player, not scored. */
    public record Seat(int number, String player, boolean substitute) {
    }
}
