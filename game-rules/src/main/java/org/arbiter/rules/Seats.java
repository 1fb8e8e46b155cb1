package org.arbiter.rules;

import java.util.ArrayList;
import java.util.List;

/** Seat sets as bit masks (bit n = seat n), the state's compact form. */
final class Seats {

    static final int ALL = 0b111_1111_1110;

    private Seats() {
    }

    static int bit(int seat) {
        return 1 << seat;
    }

    static boolean has(int mask, int seat) {
        return seat >= 1 && seat <= 10 && (mask & (1 << seat)) != 0;
    }

    static List<Integer> list(int mask) {
        List<Integer> seats = new ArrayList<>(Integer.bitCount(mask));
        for (int seat = 1; seat <= 10; seat++) {
            if ((mask & (1 << seat)) != 0) {
                seats.add(seat);
            }
        }
        return List.copyOf(seats);
    }

    static int of(List<Integer> seats) {
        int mask = 0;
        for (int seat : seats) {
            mask |= 1 << seat;
        }
        return mask;
    }

    /** The first seat of {@code mask} at or after {@code from}, going round the table. */
    static int firstFrom(int mask, int from) {
        for (int i = 0; i < 10; i++) {
            int seat = (from - 1 + i) % 10 + 1;
            if (has(mask, seat)) {
                return seat;
            }
        }
        return 0;
    }

    /** The seats of {@code mask} in table order starting with {@code opener}. */
    static List<Integer> orderFrom(int mask, int opener) {
        List<Integer> order = new ArrayList<>(10);
        for (int i = 0; i < 10; i++) {
            int seat = (opener - 1 + i) % 10 + 1;
            if (has(mask, seat)) {
                order.add(seat);
            }
        }
        return List.copyOf(order);
    }
}
