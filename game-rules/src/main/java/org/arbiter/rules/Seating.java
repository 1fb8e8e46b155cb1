package org.arbiter.rules;

import java.util.List;
import org.arbiter.events.game.DepartureHow;
import org.arbiter.events.game.Role;

/**
 * Seating and roles: who is black, the Don and the Sheriff, who is still at the table, fouls, and who left.
 *
 * @param blackMask seats of black players (bit per seat), 0 before the deal
 * @param don the Don's seat, 0 before the deal
 * @param sheriff the Sheriff's seat, 0 before the deal
 * @param atTable seats still at the table (bit per seat)
 * @param removed seats removed (4th foul or disqualification), at any moment
 * @param fouls fouls per seat
 * @param departures who left, how and when, in order
 * @param firstKilled the player killed on night 1, 0 for none
 * @param votedOutOnDay1 how many left by the day-1 vote
 */
public record Seating(int blackMask, int don, int sheriff, int atTable, int removed, Fouls fouls,
        List<Departure> departures, int firstKilled, int votedOutOnDay1) {

    static final Seating UNDEALT = new Seating(0, 0, 0, Seats.ALL, 0, Fouls.NONE, List.of(), 0, 0);

    public boolean dealt() {
        return sheriff != 0;
    }

    public boolean isAtTable(int seat) {
        return Seats.has(atTable, seat);
    }

    public boolean isBlack(int seat) {
        return Seats.has(blackMask, seat);
    }

    public int atTableCount() {
        return Integer.bitCount(atTable);
    }

    public int blacksAtTable() {
        return Integer.bitCount(atTable & blackMask);
    }

    public Role roleOf(int seat) {
        if (seat == don) {
            return Role.DON;
        }
        if (seat == sheriff) {
            return Role.SHERIFF;
        }
        return isBlack(seat) ? Role.MAFIA : Role.CIVILIAN;
    }

    /** How {@code seat} left, or null while he is at the table. */
    public Departure departureOf(int seat) {
        for (Departure d : departures) {
            if (d.seat() == seat) {
                return d;
            }
        }
        return null;
    }

    boolean killedAtNight(int seat) {
        Departure d = departureOf(seat);
        return d != null && d.how() == DepartureHow.KILLED;
    }

    Seating withRoles(int blackMask, int don, int sheriff) {
        return new Seating(blackMask, don, sheriff, atTable, removed, fouls, departures, firstKilled, votedOutOnDay1);
    }

    Seating withFouls(int seat, int count) {
        return new Seating(blackMask, don, sheriff, atTable, removed, fouls.with(seat, count), departures, firstKilled,
                votedOutOnDay1);
    }

    Seating withRemoval(int seat) {
        return new Seating(blackMask, don, sheriff, atTable, removed | Seats.bit(seat), fouls, departures, firstKilled,
                votedOutOnDay1);
    }

    /** {@code d} leaves the table: the night-1 kill is the first killed, day-1 votes count for §5's void. */
    Seating withDeparture(Departure d) {
        int bit = Seats.bit(d.seat());
        boolean firstKill = d.how() == DepartureHow.KILLED && d.night() != null && d.night() == 1;
        boolean votedOnDay1 = d.how() == DepartureHow.VOTED && d.day() != null && d.day() == 1;
        return new Seating(blackMask, don, sheriff, atTable & ~bit,
                d.how() == DepartureHow.REMOVED ? removed | bit : removed, fouls, Lists.plus(departures, d),
                firstKill ? d.seat() : firstKilled, votedOnDay1 ? votedOutOnDay1 + 1 : votedOutOnDay1);
    }
}
