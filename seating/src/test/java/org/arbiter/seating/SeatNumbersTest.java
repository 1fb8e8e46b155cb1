package org.arbiter.seating;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** Seat numbers dealt after any grouping: every seat ⌊g/10⌋ or ⌈g/10⌉ times, each table's seats distinct. */
class SeatNumbersTest {

    @Test
    void randomGroupingsOfEveryShapeGetEvenSeats() {
        Random random = new Random(1);
        for (int games : new int[] {1, 7, 10, 13, 20, 25}) {
            // 40 players in random groups of ten, plus short tables of 7 (as where substitutes sit)
            List<int[]> tables = new ArrayList<>();
            int[] gamesOf = new int[43];
            for (int round = 0; round < games; round++) {
                List<Integer> players = new ArrayList<>();
                for (int p = 0; p < 43; p++) {
                    players.add(p);
                }
                Collections.shuffle(players, random);
                for (int from = 0; from < 43; from += 10) {
                    int[] table = players.subList(from, Math.min(from + 10, 43)).stream().mapToInt(Integer::intValue)
                            .toArray();
                    tables.add(table);
                    Arrays.stream(table).forEach(p -> gamesOf[p]++);
                }
            }
            int[][] tablePlayers = tables.toArray(int[][]::new);

            int[][] seats = SeatNumbers.deal(43, tablePlayers);

            int[][] histogram = new int[43][10];
            for (int t = 0; t < tablePlayers.length; t++) {
                assertThat(Arrays.stream(seats[t]).boxed().toList()).hasSize(tablePlayers[t].length).doesNotHaveDuplicates()
                        .allSatisfy(seat -> assertThat(seat).isBetween(1, 10));
                for (int i = 0; i < seats[t].length; i++) {
                    histogram[tablePlayers[t][i]][seats[t][i] - 1]++;
                }
            }
            for (int p = 0; p < 43; p++) {
                int floor = gamesOf[p] / 10;
                int ceiling = (gamesOf[p] + 9) / 10;
                assertThat(Arrays.stream(histogram[p]).boxed().toList()).as("player %d, %d games", p, gamesOf[p])
                        .allSatisfy(count -> assertThat(count).isBetween(floor, ceiling));
            }
        }
    }
}
