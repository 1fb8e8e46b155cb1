package org.arbiter.rating.feed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecentlyUsedTest {

    final List<String> evicted = new ArrayList<>();
    final RecentlyUsed<String, String> map = new RecentlyUsed<>(3, evicted::add);

    @Test
    void theLeastRecentlyReadOrAddedGoesWhenOneMoreIsAdded() {
        map.computeIfAbsent("a", k -> "A");
        map.computeIfAbsent("b", k -> "B");
        map.put("c", "C");
        assertThat(map.get("a")).isEqualTo("A");               // a is now the most recent: b is the eldest
        map.computeIfAbsent("d", k -> "D");
        assertThat(evicted).containsExactly("B");
        map.put("e", "E");
        assertThat(evicted).containsExactly("B", "C");
        assertThat(map.size()).isEqualTo(3);
        assertThat(map.get("b")).isNull();
        assertThat(map.get("a")).isEqualTo("A");
    }

    @Test
    void anExistingEntryIsNotCreatedAgainAndRemovalByValueKeepsANewerOne() {
        map.computeIfAbsent("a", k -> "A");
        assertThat(map.computeIfAbsent("a", k -> "other")).isEqualTo("A");
        map.put("a", "A2");
        map.remove("a", "A");
        assertThat(map.get("a")).isEqualTo("A2");
        map.remove("a", "A2");
        assertThat(map.size()).isZero();
        assertThat(evicted).isEmpty();
    }

    @Test
    void aCapacityBelowOneIsRefused() {
        assertThatThrownBy(() -> new RecentlyUsed<String, String>(0, v -> { }))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("capacity must be at least 1: 0");
    }
}
