package org.arbiter.rating.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class PointsTest {

    @Test
    void aSheetsValueIsAtScaleTwoOrFiner() {
        assertThat(Points.of((BigDecimal) null)).isEqualTo(new BigDecimal("0.00"));
        assertThat(Points.of("1")).isEqualTo(new BigDecimal("1.00"));
        assertThat(Points.of("-0.5")).isEqualTo(new BigDecimal("-0.50"));
        assertThat(Points.of("0.125")).isEqualTo(new BigDecimal("0.125"));
        assertThat(Points.of("10.00")).isEqualTo(new BigDecimal("10.00"));
        assertThat(Points.of("-10.01")).isEqualTo(new BigDecimal("-10.01"));
        assertThat(Points.of("123.4")).isEqualTo(new BigDecimal("123.40"));
    }

    @Test
    void theUsualValuesAreHeldOnce() {
        assertThat(Points.of("0")).isSameAs(Points.of((BigDecimal) null)).isSameAs(Points.of(BigDecimal.ZERO));
        assertThat(Points.of("0.4")).isSameAs(Points.of("0.40"));
        assertThat(Points.of("-10")).isSameAs(Points.of("-10.00"));
        assertThat(Points.of("10")).isSameAs(Points.of("10.00"));
        // beyond them, or finer than scale 2: a value of its own, as before
        assertThat(Points.of("10.01")).isNotSameAs(Points.of("10.01"));
        assertThat(Points.of("0.125")).isNotSameAs(Points.of("0.125"));
    }
}
