package org.arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.Principal;
import java.util.Set;
import org.arbiter.game.api.VerifiedTokens;
import org.junit.jupiter.api.Test;

class VerifiedTokensTest {

    private static final Principal JUDGE = () -> "judge";

    @Test
    void aTokenIsFoundUntilTheSecondItExpires() {
        VerifiedTokens tokens = new VerifiedTokens();
        tokens.remember("t1", new VerifiedTokens.Verified(JUDGE, Set.of("judge"), 1_000));
        assertThat(tokens.find("t1", 999)).isNotNull().extracting(VerifiedTokens.Verified::roles).isEqualTo(Set.of("judge"));
        assertThat(tokens.find("t2", 999)).isNull();
        assertThat(tokens.find("t1", 1_000)).isNull();
        assertThat(tokens.size()).isZero();
    }

    @Test
    void aFullCacheStartsAfresh() {
        VerifiedTokens tokens = new VerifiedTokens();
        for (int i = 0; i < 10_000; i++) {
            tokens.remember("t" + i, new VerifiedTokens.Verified(JUDGE, Set.of("judge"), 1_000));
        }
        assertThat(tokens.size()).isEqualTo(10_000);
        tokens.remember("newest", new VerifiedTokens.Verified(JUDGE, Set.of("judge"), 1_000));
        assertThat(tokens.size()).isEqualTo(1);
        assertThat(tokens.find("newest", 0)).isNotNull();
    }
}
