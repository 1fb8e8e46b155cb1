package org.arbiter.rules;

import java.util.Map;
import java.util.TreeMap;

/** Fouls per seat, packed four bits a seat. */
public record Fouls(long packed) {

    public static final Fouls NONE = new Fouls(0);

    public int of(int seat) {
        return (int) ((packed >>> (seat * 4)) & 0xF);
    }

    public Fouls with(int seat, int count) {
        long mask = 0xFL << (seat * 4);
        return new Fouls((packed & ~mask) | ((long) Math.min(count, 15) << (seat * 4)));
    }

    /** seat → fouls, for seats with at least one. */
    public Map<Integer, Integer> asMap() {
        Map<Integer, Integer> map = new TreeMap<>();
        for (int seat = 1; seat <= 10; seat++) {
            if (of(seat) > 0) {
                map.put(seat, of(seat));
            }
        }
        return map;
    }
}
