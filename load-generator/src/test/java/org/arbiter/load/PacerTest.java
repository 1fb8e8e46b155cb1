package org.arbiter.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PacerTest {

    private static final long INTERVAL = 60_000_000L;   // 60 ms: 200 tables at 3,333 requests/s

    @Test
    void tablesSeededOneApartStartAtPhasesSpreadOverTheInterval() {
        List<Long> phases = new ArrayList<>();
        for (long table = 1; table <= 200; table++) {
            phases.add(new Pacer(42 * 1_000_003L + table, 0, INTERVAL, Long.MAX_VALUE).next(0));
        }
        assertThat(phases).allMatch(p -> p >= 0 && p < INTERVAL);
        long[] perTenth = new long[10];
        phases.forEach(p -> perTenth[(int) (p * 10 / INTERVAL)]++);
        assertThat(java.util.Arrays.stream(perTenth).boxed().toList()).as("200 tables over 10 tenths of the interval")
                .allMatch(n -> n >= 8 && n <= 32);
    }

    @Test
    void startsFollowTheIntervalAndALateTableIsNotExcusedWithinTheWindow() {
        Pacer pacer = new Pacer(7, 1_000, INTERVAL, 0);
        long first = pacer.next(1_000);
        assertThat(pacer.next(first)).isEqualTo(first + INTERVAL);
        // answered long after: the next starts stay on the plan, in the past, so their waiting counts
        assertThat(pacer.next(first + 10 * INTERVAL)).isEqualTo(first + 2 * INTERVAL);
    }

    @Test
    void aTableBehindWhenTheWindowOpensSkipsToItsNextStartInItsOwnPhase() {
        long windowOpens = 10 * INTERVAL;
        Pacer pacer = new Pacer(7, 0, INTERVAL, windowOpens);
        long phase = pacer.next(0);
        long late = windowOpens + INTERVAL / 3;   // the warm-up left it behind
        long next = pacer.next(late);
        assertThat(next).isGreaterThanOrEqualTo(late).isLessThan(late + INTERVAL);
        assertThat((next - phase) % INTERVAL).isZero();
        assertThat(pacer.next(next)).isEqualTo(next + INTERVAL);
    }
}
