package org.arbiter.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The only test of the module: the percentile arithmetic and the answer parsing. No server is started. */
class LatencySummaryTest {

    @Test
    void percentilesOfOneToThousandMilliseconds() {
        Histogram h = LatencySummary.newHistogram();
        for (int ms = 1; ms <= 1000; ms++) {
            h.recordValue(ms * 1000L);
        }
        LatencySummary s = LatencySummary.of(h);
        assertThat(s.count()).isEqualTo(1000);
        assertThat(s.p50Ms()).isCloseTo(500, within(1.0));
        assertThat(s.p99Ms()).isCloseTo(990, within(1.0));
        assertThat(s.maxMs()).isCloseTo(1000, within(1.0));
    }

    @Test
    void emptyHistogramIsNaN() {
        assertThat(LatencySummary.of(LatencySummary.newHistogram()).p50Ms()).isNaN();
    }

    @Test
    void versionAndErrorCodeAreReadWithoutParsing() {
        assertThat(Table.versionOf("{\"version\":42,\"events\":[{\"schemaVersion\":1}]}".getBytes())).isEqualTo(42);
        assertThat(Table.versionOf("{\"events\":[]}".getBytes())).isEqualTo(-1);
        assertThat(Table.stringField("{\"gameId\":\"g-1\",\"version\":0}".getBytes(), "gameId")).isEqualTo("g-1");
        assertThat(Table.stringField("{\"version\":0}".getBytes(), "gameId")).isNull();
        assertThat(Stats.errorCode("{\"error\": \"WRONG_PHASE\",\"rule\":null}")).isEqualTo("WRONG_PHASE");
    }
}
